import A11yModel

/// The map of the Google Maps SDK for Android as dumps show it: the SDK's `MapView`, a clickable
/// and focusable `FrameLayout`, holding the surface the SDK describes as "Google Map" in the
/// device's language ("Mapa de Google", "Google 지도"), of the same bounds, with the markers
/// inside it and the zoom buttons and logo beside it. The app places the view; the SDK lays out
/// what is inside.
enum GoogleMapsView {
    /// "Map" in the languages the SDK describes its surface in, as the descriptions read in dumps.
    static let mapWords = ["Map", "Mapa", "Mappa", "Carte", "Karte", "Kaart", "Harita", "Карта", "지도", "地图", "地圖", "マップ", "Peta", "Bản đồ", "แผนที่"]

    /// Whether `node` is the map's surface: described by "Google" and the word for a map, briefly.
    /// Rules ask it of every node, so the label's bytes are searched for "Google" in place
    /// before it is trimmed into a string of its own.
    static func isMapSurface(_ node: Node) -> Bool {
        guard let raw = node.label, holdsGoogle(raw.utf8),
              case let label = SpeakableName.trimmed(raw), label.count <= 24, label.contains("Google") else { return false }
        return mapWords.contains { label.contains($0) }
    }

    /// Whether `visited` is a layer the SDK lays over its map (the frame of its logo, compass and
    /// buttons): a view beside the map's surface, as large as it.
    static func isLayerOverMap(_ visited: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard let parent = index.parent(of: visited), let frame = visited.node.frame else { return false }
        return index.childPositions(of: parent).contains { position in
            let sibling = index.nodes[position].node
            guard position != visited.order, isMapSurface(sibling), let map = sibling.frame else { return false }
            return (frame.intersection(map)?.area ?? 0) >= map.area * 0.9
        }
    }

    private static let google = Array("Google".utf8)

    private static func holdsGoogle(_ utf8: String.UTF8View) -> Bool {
        var rest = utf8[...]
        while let start = rest.firstIndex(of: google[0]) {
            if rest[start...].starts(with: google) { return true }
            rest = rest[rest.index(after: start)...]
        }
        return false
    }
}
