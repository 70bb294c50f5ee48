/// Where a reporter's bytes go. Reporters write in pieces, so a large report streams to its file
/// instead of being built whole in memory first.
public protocol ReportSink: AnyObject {
    func write(_ bytes: UnsafeRawBufferPointer) throws
}

extension ReportSink {
    public func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
    }

    public func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }
}

/// Collects the bytes in memory: tests, golden files, and output that is printed once complete.
public final class MemorySink: ReportSink {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        self.bytes.append(contentsOf: bytes)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
