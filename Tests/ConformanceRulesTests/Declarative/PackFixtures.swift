#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import ConformanceRules

/// Small packs written inline, each a variation of one valid pack, so a test can break exactly
/// one thing and assert on the located message.
enum PackFixtures {
    /// A valid one-rule pack; `replacing` swaps a fragment for a broken one.
    static func closeButtonPack(replacing original: String? = nil, with replacement: String = "") -> String {
        let pack = #"""
<?xml version="1.0" encoding="UTF-8"?>
<pack format-version="1" id="test-pack" version="1.0.0">
  <title>Test pack</title>
  <rule id="close-button-size" severity="error" scope="node">
    <title>Close buttons are large enough</title>
    <summary>Close buttons need a comfortable touch target.</summary>
    <reference kind="wcag" criterion="2.5.8" level="AA">Target Size (Minimum)</reference>
    <parameter name="minimumSize" type="number" default="44" source="HIG Layout">
      <summary>Shorter side of the touch frame, in points</summary>
      <profile name="material" value="48"/>
    </parameter>
    <applicability>//node[@part='closeButton']</applicability>
    <cant-tell>not(ma:known(ma:target-size()))</cant-tell>
    <expectation>ma:target-size() &gt;= $minimumSize</expectation>
    <message>close button '{@label}' is {ma:format(ma:target-size(), 0)} pt</message>
    <cant-tell-message>close button '{@label}' has no frame</cant-tell-message>
    <measured>{ma:target-width()}×{ma:target-height()} pt</measured>
    <threshold>{$minimumSize}×{$minimumSize} pt</threshold>
    <example name="a 44 pt close button" outcome="passed">
      <node id="sheet" part="sheet">
        <node id="close" role="button" part="closeButton" label="Close" frame="0 0 44 44"/>
      </node>
    </example>
    <example name="a 30 pt close button" outcome="failed">
      <node id="sheet" part="sheet">
        <node id="close" role="button" part="closeButton" label="Close" frame="0 0 30 30" expect="failed"/>
      </node>
    </example>
    <example name="a close button without a frame" outcome="cantTell">
      <node id="sheet" part="sheet">
        <node id="close" role="button" part="closeButton" label="Close" expect="cantTell"/>
      </node>
    </example>
    <example name="a sheet without a close button" outcome="inapplicable">
      <node id="sheet" part="sheet"/>
    </example>
  </rule>
</pack>
"""#
        guard let original else { return pack }
        return pack.replacingOccurrences(of: original, with: replacement)
    }

    static func decode(_ text: String, file: String = "test-pack.xml", checksNames: Bool = true) -> Result<LoadedPack, LoadFailure> {
        PackLoader.decode(Data(text.utf8), file: file, options: PackCompiler.Options(checksNames: checksNames))
    }

    /// Decodes and runs the examples, as loading for an audit does.
    static func load(_ text: String, file: String = "test-pack.xml", checksNames: Bool = true) -> Result<LoadedPack, LoadFailure> {
        decode(text, file: file, checksNames: checksNames).flatMap { pack in
            let failures = PackLoader.verify(pack).filter { !$0.passed }
            return failures.isEmpty ? .success(pack) : .failure(LoadFailure(failures.map(PackLoader.exampleError)))
        }
    }
}
