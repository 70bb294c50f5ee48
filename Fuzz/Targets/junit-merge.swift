import ConformanceRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `merge`: the input as one shard's JUnit report, merged alone and after a valid report.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = JUnitMerge.Input(name: "fuzz.xml", data: FuzzHarness.data(start, count))
    try? JUnitMerge.merge([input], into: MemorySink())
    try? JUnitMerge.merge([JUnitMerge.Input(name: "shard-1.xml", data: Data(validShard.utf8)), input], into: MemorySink())
    return 0
}

/// Built into `Data` on each call: a global `Data` keeps its buffer in a packed payload that
/// LeakSanitizer does not recognise as a pointer, and reports as a leak.
private let validShard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <testsuites name="morph-audit" tests="1" failures="0" errors="0" skipped="0" time="0.001">
      <testsuite name="a.xml" tests="1" failures="0" errors="0" skipped="0" time="0.001" id="0">
        <testcase classname="a.compact" name="sheet-title" time="0.001"/>
      </testsuite>
    </testsuites>
    """
