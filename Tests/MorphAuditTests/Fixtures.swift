import Foundation

/// Inputs for the command-line tests, written into a fresh temporary folder per test.
enum Fixtures {
    /// A valid scenario in XML; the bad inputs are small edits of it.
    static let goodXML = #"""
<?xml version="1.0" encoding="UTF-8"?>
<scenario format-version="1" id="morphing-sheet" title="Morphing sheet, compact to expanded">
  <snapshot id="compact-large" state="compact" focused-node="handle">
    <environment platform="iOS" reduce-motion="false" content-size="large" color-scheme="light" viewport="393 852" scale="3"/>
    <node id="window" role="window">
      <node id="sheet" role="sheet" part="sheet" frame="0 652 393 200" is-modal="true">
        <sheet position="compact" height-source="fixed">
          <detent id="compact" height="200"/>
          <detent id="expanded" height="430"/>
        </sheet>
        <node id="handle" role="button" part="handle" label="Sheet size" value="Compact"
              traits="button adjustable" frame="170 660 52 4" hit-frame="150 648 92 28"
              foreground="#C7C7CC" background="#FFFFFF">
          <action kind="increment" name="Expand" leads-to="expanded"/>
          <action kind="escape" succeeds="true"/>
          <gesture kind="drag" leads-to="expanded" tracks-finger="true"/>
        </node>
        <node id="title" role="header" label="Details" frame="16 680 361 22">
          <text style="headline" point-size="17" weight="semibold"/>
        </node>
      </node>
    </node>
  </snapshot>
  <snapshot id="expanded-large" state="expanded">
    <environment platform="iOS" content-size="large" viewport="393 852" scale="3"/>
    <node id="window" role="window">
      <node id="sheet" role="sheet" part="sheet" frame="0 422 393 430" is-modal="true">
        <sheet position="expanded" height-source="fixed">
          <detent id="compact" height="200"/>
          <detent id="expanded" height="430"/>
        </sheet>
        <node id="handle" role="button" part="handle" label="Sheet size" value="Expanded" traits="button adjustable"/>
      </node>
    </node>
  </snapshot>
  <transition id="expand" kind="expand" from="compact-large" to="expanded-large" focus-before="handle" focus-after="handle">
    <track node="sheet" property="height" from="200" to="430">
      <spring response="0.4" damping-fraction="0.86" initial-velocity="0.8"/>
    </track>
    <notification kind="layoutChanged" target="handle"/>
  </transition>
</scenario>
"""#

    /// A folder that removes itself when the test is done with it.
    final class Folder {
        let url: URL

        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-audit-tests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        /// Writes `contents` to `name` and returns its path.
        @discardableResult
        func write(_ name: String, _ contents: String) throws -> String {
            try write(name, Data(contents.utf8))
        }

        @discardableResult
        func write(_ name: String, _ data: Data) throws -> String {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
            return file.path
        }

        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }

    /// `goodXML` with `old` replaced by `new`; fails loudly if `old` is not there.
    static func edited(_ old: String, _ new: String) -> String {
        precondition(goodXML.contains(old), "fixture edit target missing: \(old)")
        return goodXML.replacingOccurrences(of: old, with: new)
    }

    static func billionLaughs() -> String {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE scenario [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        return text + "]>\n<scenario format-version=\"1\" id=\"&lol9;\"/>\n"
    }

    /// A scenario whose single snapshot nests `depth` nodes.
    static func nested(depth: Int) -> String {
        var text = "<scenario format-version=\"1\" id=\"deep\">\n<snapshot id=\"s\">\n"
        for level in 0..<depth { text += "<node id=\"n\(level)\">\n" }
        text += String(repeating: "</node>", count: depth)
        return text + "\n</snapshot>\n</scenario>\n"
    }
}
