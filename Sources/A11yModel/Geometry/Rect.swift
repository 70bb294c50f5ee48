/// A rectangle in points (iOS) or density-independent pixels (Android), origin top-left.
public struct Rect: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var area: Double { max(0, width) * max(0, height) }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The overlapping part, or nil when the rectangles do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX), right = min(maxX, other.maxX)
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle holding all of `rects`, or nil when there are none.
    public static func enclosing(_ rects: some Sequence<Rect>) -> Rect? {
        var iterator = rects.makeIterator()
        guard var union = iterator.next() else { return nil }
        while let rect = iterator.next() {
            let minX = min(union.minX, rect.minX), minY = min(union.minY, rect.minY)
            union = Rect(x: minX, y: minY, width: max(union.maxX, rect.maxX) - minX, height: max(union.maxY, rect.maxY) - minY)
        }
        return union
    }

    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Distance from `point` to the nearest point of the rectangle (0 inside).
    public func distance(toX px: Double, y py: Double) -> Double {
        let dx = max(minX - px, 0, px - maxX)
        let dy = max(minY - py, 0, py - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// `x y width height`, the form both file formats use.
    public var description: String {
        [x, y, width, height].map(formatNumber).joined(separator: " ")
    }

    /// Parses `x y width height` (spaces or commas); nil when malformed.
    public init?(parsing text: String) {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
        let numbers = parts.compactMap { Double(String($0)) }
        guard parts.count == 4, numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
        self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

/// A size in points.
public struct Size: Sendable, Hashable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }

    /// Parses `WIDTHxHEIGHT`; nil when malformed.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(String(parts[0])), let height = Double(String(parts[1])),
              width.isFinite, height.isFinite else { return nil }
        self.init(width: width, height: height)
    }
}

/// Shortest decimal spelling of a number: `52` rather than `52.0`, `0.4` rather than `0.40000`.
public func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}
