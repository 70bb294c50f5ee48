import ConformanceRules

/// A test log holding a printout (XCTest activity lines, logcat, NSLog, `flutter:`, comment
/// markers): the format detected from the text as `audit` does for a `.log` file, the wrapping
/// taken off, the printout imported and audited.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzHarness.load(start, count, file: "fuzz.log", format: nil, reports: false)
}
