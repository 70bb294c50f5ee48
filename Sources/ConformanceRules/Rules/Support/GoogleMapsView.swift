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
    static func isMapSurface(_ node: Node) -> Bool {
        guard let label = node.label.map(SpeakableName.trimmed), label.count <= 24, label.contains("Google") else { return false }
        return mapWords.contains { label.contains($0) }
    }

    /// A test of every node that reads its label's bytes in place: a label holding "Google",
    /// short enough to be the map's description. `isMapSurface` settles it.
    static func mayBeMapSurface(_ node: Node) -> Bool {
        guard let label = node.label, label.utf8.count <= 96 else { return false }
        let google = Array("Google".utf8)
        var utf8 = label.utf8[...]
        while let start = utf8.firstIndex(of: google[0]) {
            if utf8[start...].starts(with: google) { return true }
            utf8 = utf8[utf8.index(after: start)...]
        }
        return false
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
}
