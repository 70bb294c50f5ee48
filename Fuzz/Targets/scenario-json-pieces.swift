import ConformanceRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Scenario JSON read in pieces, as `audit` reads a file: the first byte sets the piece size
/// (1 to 16 bytes), the rest is the file. Whatever the bytes, the outcome must be the whole-file
/// reader's: the same scenario and source map, or the same errors at the same places.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = FuzzHarness.data(start, count)
    guard let first = data.first else { return 0 }
    let text = data.dropFirst()
    let whole = Result { try ScenarioLoader.decode(Data(text), file: "fuzz.json", format: .json) }
    let pieces = Result { try ScenarioLoader.decodeJSON(Data(text), file: "fuzz.json", pieceSize: 1 + Int(first % 16)) }
    switch (whole, pieces) {
    case let (.success(a), .success(b)) where a.scenario == b.scenario && a.sourceMap == b.sourceMap:
        FuzzHarness.audit(b, reports: false)
    case let (.failure(a as LoadFailure), .failure(b as LoadFailure)) where a.errors == b.errors:
        break
    default:
        fatalError("read in pieces of \(1 + Int(first % 16)) bytes, the file gives another outcome than read whole")
    }
    return 0
}
