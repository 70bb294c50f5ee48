import Testing
@testable import ConformanceRules

/// Attribute names are the model's coding keys in kebab-case; the byte-level conversion must
/// agree with the character-level one it replaced.
struct KebabCaseTests {
    @Test("every attribute name is its coding key in kebab-case, byte by byte as character by character")
    func attributeNamesMatchTheUnicodeConversion() {
        let keys: [any ScenarioAttributeKey.Type] = [
            ScenarioKey.self, SnapshotKey.self, EnvironmentKey.self, NodeKey.self, TextKey.self, SheetKey.self,
            DetentKey.self, ActionKey.self, GestureKey.self, TransitionKey.self, TrackKey.self, SpringKey.self,
            TimingKey.self, NotificationKey.self,
        ]
        for key in keys {
            for name in Self.codingKeyNames(of: key) {
                #expect(ScenarioXMLLocator.kebabCase(name) == ScenarioXMLLocator.unicodeKebabCase(name), "\(name)")
            }
        }
        #expect(ScenarioXMLLocator.kebabCase("hitFrame") == "hit-frame")
        #expect(ScenarioXMLLocator.kebabCase("focusedNode") == "focused-node")
        #expect(ScenarioXMLLocator.kebabCase("id") == "id")
    }

    @Test("names beyond ASCII take the character-level conversion")
    func nonASCIINames() {
        for name in ["größeMax", "ÜberSicht", "x2Y", "ABC", "", "émoji😀Key"] {
            #expect(ScenarioXMLLocator.kebabCase(name) == ScenarioXMLLocator.unicodeKebabCase(name), "\(name)")
        }
        #expect(ScenarioXMLLocator.kebabCase("ÜberSicht") == "-über-sicht")
    }

    private static func codingKeyNames<Key: ScenarioAttributeKey>(of _: Key.Type) -> [String] {
        Key.allCases.map(\.stringValue)
    }
}
