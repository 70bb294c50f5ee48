import ConformanceRules

/// An Appium XCUITest page source (XML), imported and audited.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzHarness.load(start, count, file: "fuzz.xml", format: .appiumXCUITest, reports: false)
}
