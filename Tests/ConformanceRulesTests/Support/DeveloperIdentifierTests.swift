import Testing
@testable import ConformanceRules

/// `identifier-label` warns on labels that are names from code. Its shapes must take the names
/// teams ship by mistake and leave the words, brands and codes people read.
struct DeveloperIdentifierTests {
    static let identifiers: [(String, DeveloperIdentifier.Shape)] = [
        ("ic_close", .snakeCase), ("btn_back_24dp", .snakeCase), ("img_indicator", .snakeCase),
        ("Close_Button", .snakeCase), ("@drawable/ic_close", .resourceReference), ("@string/close", .resourceReference),
        ("com.example.maps:id/close", .resourceReference), ("R.drawable.ic_share", .resourceReference),
        ("@2131954894", .resourceReference),
        ("close.png", .fileName), ("ic_close@2x.png", .fileName), ("icon-close.SVG", .fileName),
        ("android.widget.ImageView", .className), ("com.example.ui.CloseButton", .className),
        ("imgCloseDialog", .camelCase), ("btnShare", .camelCase), ("closeButton", .camelCase),
        ("CloseButton", .camelCase), ("ShareIcon", .camelCase), ("ImageView", .camelCase),
        ("icon-close", .prefixedName), ("btn-back", .prefixedName), ("ic-arrow-left-24", .prefixedName),
        ("ic back gray", .spacedAssetName), ("group ic search", .spacedAssetName), ("icon share", .spacedAssetName),
        ("icon fanhui", .spacedAssetName), ("btn close 2", .spacedAssetName), ("chatDetail_sendPhoto", .snakeCase),
        ("iconSend", .camelCase), ("message_image", .snakeCase), ("settings.close_button", .stringKey),
        ("onboarding.skipTitle", .stringKey), ("sheet.share.copy_link", .stringKey),
        ("square.and.arrow.up", .symbolName), ("xmark", .symbolName), ("xmark.circle.fill", .symbolName),
        ("slider.horizontal.3", .symbolName), ("plus.circle", .symbolName), ("magnifyingglass", .symbolName),
        ("ellipsis.circle", .symbolName), ("chevron.down", .symbolName),
    ]

    static let words = [
        "Close", "Share trip", "OK", "Wi-Fi", "e-mail", "sign-in", "iPhone", "iPad", "eBay", "macOS", "watchOS", "tvOS", "WebView",
        "iPadOS", "PayPal", "YouTube", "WhatsApp", "LinkedIn", "GitHub", "McDonald's", "example.com", "www.example.com",
        "v1.2.3", "4.5", "IMG_0042", "_", "a_", "_private", "a__b", "Button", "View", "Preview", "Overview",
        "COVID-19", "x", "ab", "OK_", "mRNA", "kWh", "dBm", "U.S.A.", "e.g.", "3rdParty", "Ünïcode_name", "close button",
        "Photo.png here", "Icon settings", "back black", "close", "the icon", "ic", "a b c d e f g",
        "icon", "img ", " ic back", "ic  back", "Ic back", "my pics", "example.co.uk", "api.v2", "St.Ives", "a.b_",
        "circle.com", "square.app", "fill", "circle", "checkmark", "ellipsis", "arrow", "trash", "plus", "up.down",
        "Square.And.Arrow", "xmark ", "@123", "@home", "@2131954894 likes",
    ]

    @Test(arguments: identifiers)
    func identifiersAreRecognised(_ label: String, _ shape: DeveloperIdentifier.Shape) {
        #expect(DeveloperIdentifier.shape(of: label) == shape, "\(label)")
    }

    @Test(arguments: words)
    func wordsAreLeftAlone(_ label: String) {
        #expect(DeveloperIdentifier.shape(of: label) == nil, "\(label)")
    }
}
