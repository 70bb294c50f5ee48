import A11yModel

extension MapMarkerNameRule {
    static let examples: [RuleExample] = [
        .snapshot("markers titled by the app: each says its place", .passed, environment: Environment(platform: .android)) {
            screen(map("Google Map", markers: ["Central Station", "Harbour Café"]))
        },
        .snapshot("five markers the SDK names 'Marcador de mapa' on a map it describes 'Mapa de Google'", .failed, targets: ["marker-1"],
                  environment: Environment(platform: .android)) {
            screen(map("Mapa de Google", markers: Array(repeating: "Marcador de mapa", count: 5)))
        },
        .snapshot("one titled marker and one left 'Map Marker': the default still fails", .failed, targets: ["marker-2"],
                  environment: Environment(platform: .android)) {
            screen(map("Google Map", markers: ["Pickup point", "Map Marker"]))
        },
        .snapshot("'Map Marker' outside a Google map is some other view's name", .inapplicable, environment: Environment(platform: .android)) {
            screen(Node(id: "legend", role: .button, label: "Map Marker", actions: [AccessibilityAction(.activate)],
                        frame: Rect(x: 16, y: 700, width: 120, height: 48), isAccessibilityElement: true))
        },
    ]

    /// A map surface described `description`, its markers named `markers` in a row.
    private static func map(_ description: String, markers: [String]) -> Node {
        Node(id: "map", role: .button, label: description, actions: [AccessibilityAction(.activate)],
             frame: Rect(x: 0, y: 100, width: 393, height: 500), isAccessibilityElement: true,
             children: markers.enumerated().map { offset, name in
                 Node(id: "marker-\(offset + 1)", role: .button, label: name,
                      frame: Rect(x: 20 + Double(offset) * 60, y: 300, width: 29, height: 40), isAccessibilityElement: true)
             })
    }

    private static func screen(_ content: Node) -> Node {
        Node(id: "screen", frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [content])
    }
}
