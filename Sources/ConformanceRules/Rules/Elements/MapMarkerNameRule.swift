import A11yModel

/// ELM-15: markers the Google Maps SDK names by its default all sound alike: a screen-reader user
/// hears "Map Marker" five times and cannot tell one place from another.
struct MapMarkerNameRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "map-marker-name",
        pack: ElementsPack.id,
        title: "Map marker named by the SDK's default",
        summary: """
            A marker on a map must say which place it marks. The Google Maps SDK for Android \
            exposes each marker to TalkBack, named by the marker's title, and by a default of its \
            own when the app sets none ("Map Marker" in English, the name public UI tests look \
            markers up by; "Marcador de mapa" in Spanish): \
            every such marker is read alike, as a placeholder, not an alternative (WCAG failure \
            F30). Judged: the elements inside the map the SDK describes "Google Map" (in the \
            device's language). One result a map, on its first such marker: failed when any marker \
            bears the default name, with how many do; passed when every marker has a name of its \
            own. Only the SDK's default in the languages listed is recognised. A warning: the map \
            still shows the places, and a list beside it may name them.
            """,
        severity: .warning,
        references: [
            .wcag("1.1.1", "Non-text Content", level: "A"),
            RuleReference(.wcag, "WCAG failure F30: text alternatives that are not alternatives (placeholder text)",
                          url: "https://www.w3.org/WAI/WCAG22/Techniques/failures/F30"),
            RuleReference(.material, "Maps SDK for Android, accessibility: TalkBack moves from element to element of the map and announces each one's name",
                          url: "https://developers.google.com/maps/documentation/android-sdk/accessibility"),
            RuleReference(.material, "Maps SDK for Android, markers: a marker's title (MarkerOptions.title)",
                          url: "https://developers.google.com/maps/documentation/android-sdk/marker"),
        ],
        scope: .snapshot,
        examples: Self.examples
    )

    /// The SDK's name for a marker with no title, as dumps show it.
    static let defaultNames: Set<String> = ["map marker", "marcador de mapa"]

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let index = context.index
        var verdicts: [Verdict] = []
        var position = 0
        while position < index.nodes.count {
            let map = index.nodes[position]
            guard GoogleMapsView.isMapSurface(map.node) else { position += 1; continue }
            // A map inside a map is read with the outer one: each view is looked at once.
            position = index.subtreeRange(of: map).upperBound
            let markers = index.subtree(of: map).dropFirst().filter { $0.isExposedElement && $0.isVisible }
            guard let first = markers.first else { continue }
            let unnamed = markers.filter { marker in
                marker.node.label.map { Self.defaultNames.contains(SpeakableName.trimmed($0).lowercased()) } == true
            }
            guard let example = unnamed.first else {
                verdicts.append(context.passed(first.node.id, measured: "\(markers.count) markers, each named by the app",
                                               threshold: "a name for the place"))
                continue
            }
            let said = SpokenName.quoted(example.node.label ?? "")
            let count = unnamed.count == 1 ? "it is" : "\(unnamed.count) of the map's \(markers.count) markers are"
            verdicts.append(.failed(example.node.id,
                "\(example.node.id) is a marker on \(map.messageName) named \(said), the Maps SDK's default for a marker with no title, "
                    + "and \(count) named so: a screen reader reads them alike and says nothing of the place; give each marker a title",
                measured: "\(unnamed.count) of \(markers.count) markers named \(said)", threshold: "a name for the place"))
        }
        return verdicts
    }
}
