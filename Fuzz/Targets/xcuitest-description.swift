import ConformanceRules

/// An XCUITest `debugDescription`, imported and audited.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzHarness.load(start, count, file: "fuzz.txt", format: .xcuitestDescription, reports: false)
}
