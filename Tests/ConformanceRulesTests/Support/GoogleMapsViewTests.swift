import A11yModel
import Testing
@testable import ConformanceRules

/// The Google Maps SDK describes its map surface "Google Map" in the device's language; other
/// labels naming Google are no map.
struct GoogleMapsViewTests {
    @Test("the map's description in several languages is its surface", arguments: ["Google Map", "Mapa de Google", "Google 지도", "Google-Karte", "Google 地图"])
    func mapSurface(_ label: String) {
        #expect(GoogleMapsView.isMapSurface(Node(id: "map", label: label)))
    }

    @Test("a label naming Google without a map, or a long sentence about one, is not", arguments: ["Sign in with Google", "Google Pay", "Open this place in Google Maps to see directions", "Map"])
    func notMapSurface(_ label: String) {
        #expect(!GoogleMapsView.isMapSurface(Node(id: "button", label: label)))
    }
}
