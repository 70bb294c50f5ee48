/// Whether a label is a name from the code rather than words for people: an asset, resource, id
/// or class name that reached the accessibility label, as SwiftUI's `Image(_:)` makes an asset's
/// name the label and as `contentDescription = "ic_close"` does on Android.
///
/// Only labels in ASCII are judged, and only the shapes human text does not take: words joined by
/// underscores, resource references, image file names, dotted class names, dotted localisation
/// keys ("settings.close_button", which NSLocalizedString returns untranslated), camelCase with a
/// lower-case head of two letters or more ("imgClose", not "iPhone" or "eBay"), UpperCamelCase
/// ending in a widget word ("CloseButton"), hyphenated names with a widget prefix ("icon-close",
/// not "e-mail" or "Wi-Fi"), test ids joined by hyphens around a word for how the view is built
/// ("button-login-container", not "pop-up"), and an asset's name as UIKit reads it, its underscores turned into
/// spaces ("ic back gray", "icon share": lower-case words with "ic", "btn" or "img" among them,
/// or "icon" first), and an SF Symbol's name ("square.and.arrow.up", "xmark").
enum DeveloperIdentifier {
    enum Shape: String, Sendable {
        case snakeCase = "words joined by underscores"
        case resourceReference = "a resource reference"
        case fileName = "an image file name"
        case className = "a class name"
        case stringKey = "a localisation key"
        case camelCase = "in camelCase"
        case prefixedName = "a prefixed asset name"
        case spacedAssetName = "an image's asset name with spaces for underscores"
        case symbolName = "an SF Symbol's name"
        case testID = "a test id"

        var phrase: String { rawValue }
    }

    /// The shape of identifier the label has, or nil when it may be words for people.
    static func shape(of label: String) -> Shape? {
        let bytes = Array(label.utf8)
        guard bytes.count >= 3, bytes.count <= 80, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        if bytes.contains(0x20) { return isSpacedAssetName(bytes) ? .spacedAssetName : nil }
        if isResourceReference(label, bytes) { return .resourceReference }
        if isImageFileName(bytes) { return .fileName }
        if isDottedClassName(bytes) { return .className }
        if isDottedStringKey(bytes) { return .stringKey }
        if isSymbolName(bytes) { return .symbolName }
        if isSnakeCase(bytes) { return .snakeCase }
        if isLowerCamelCase(bytes) || isWidgetCamelCase(label) { return .camelCase }
        if isPrefixedHyphenName(label) { return .prefixedName }
        if isHyphenatedTestID(bytes) { return .testID }
        return nil
    }

    // MARK: Shapes

    private static let resourcePrefixes = ["@drawable/", "@mipmap/", "@string/", "@+id/", "@id/", "@android:",
                                           "R.drawable.", "R.string.", "R.id.", "?attr/"]

    private static let resourceInfixes = [Array(":id/".utf8), Array(":drawable/".utf8)]

    /// Searched as bytes (the label is ASCII here): the standard library's `contains(_:)` of a
    /// string builds a search table on every call, and every exposed label passes through here.
    /// `@2131954894` is a resource id written where its string belonged: Android prints a reference
    /// it did not resolve as `@` and the id's number (an app's ids are eight digits or more).
    private static func isResourceReference(_ label: String, _ bytes: [UInt8]) -> Bool {
        if bytes.count >= 9, bytes[0] == UInt8(ascii: "@"), bytes.dropFirst().allSatisfy(isDigit) { return true }
        return resourcePrefixes.contains(where: label.hasPrefix) || resourceInfixes.contains { ByteSearch.firstIndex(of: $0, in: bytes) != nil }
    }

    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp", "pdf", "heic"]

    /// `close.png`, `ic_close@2x.png`.
    private static func isImageFileName(_ bytes: [UInt8]) -> Bool {
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot > 0 else { return false }
        let stem = bytes[..<dot], suffix = bytes[(dot + 1)...]
        guard stem.allSatisfy({ isAlphanumeric($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "@") })
        else { return false }
        return imageExtensions.contains(String(decoding: suffix, as: UTF8.self).lowercased())
    }

    /// `android.widget.ImageView`: lower-case package parts, then a capitalised class name.
    private static func isDottedClassName(_ bytes: [UInt8]) -> Bool {
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count >= 3, let last = parts.last, let head = last.first, isUpper(head),
              last.allSatisfy(isAlphanumeric) else { return false }
        return parts.dropLast().allSatisfy { part in
            guard let first = part.first, isLower(first) else { return false }
            return part.allSatisfy { isLower($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
        }
    }

    /// `settings.close_button`, `onboarding.skipTitle`: a key NSLocalizedString returns as it is
    /// when no translation is found. Dotted parts of letters, digits and underscores, the first
    /// lower-case, one of them snake_case or camelCase; "example.com" and "v1.2" are not keys.
    private static func isDottedStringKey(_ bytes: [UInt8]) -> Bool {
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count >= 2, let first = parts.first?.first, isLower(first),
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "_") } })
        else { return false }
        return parts.contains { part in isSnakeCase(Array(part)) || isLowerCamelCase(Array(part)) }
    }

    /// `ic_close`, `btn_back_24dp`: two words or more of letters and digits, joined by single
    /// underscores. A name and a number ("IMG_0042", a photo's name) is content.
    private static func isSnakeCase(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first, isLetter(first) else { return false }
        let words = bytes.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false)
        guard words.count >= 2, words.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isAlphanumeric) }) else { return false }
        return words.count(where: { $0.contains(where: isLetter) }) >= 2
    }

    /// `imgCloseDialog`, `closeButton`: two or more lower-case letters, then a capitalised word.
    /// One-letter heads are brands ("iPhone", "eBay"); all-capital tails are too ("macOS").
    private static func isLowerCamelCase(_ bytes: [UInt8]) -> Bool {
        guard bytes.allSatisfy(isAlphanumeric) else { return false }
        let head = bytes.prefix(while: isLower)
        guard head.count >= 2, head.count < bytes.count else { return false }
        for offset in head.count..<(bytes.count - 1) where isUpper(bytes[offset]) && isLower(bytes[offset + 1]) {
            return true
        }
        return false
    }

    private static let widgetWords = ["Button", "Btn", "Icon", "Image", "Img", "ImageView", "View", "Label", "Cell"]

    /// Products named like widgets: Android System WebView, which a browser demo's button names
    /// ("Open in WebView" beside "Browser").
    private static let productNames: Set<String> = ["WebView"]

    /// `CloseButton`, `ShareIcon`: two capitalised words or more, the last a widget's. A brand
    /// ("YouTube", "PayPal") does not end in one.
    private static func isWidgetCamelCase(_ label: String) -> Bool {
        guard !productNames.contains(label) else { return false }
        let bytes = Array(label.utf8)
        guard let first = bytes.first, isUpper(first), bytes.allSatisfy(isAlphanumeric) else { return false }
        guard let word = widgetWords.first(where: { label.hasSuffix($0) && label.count > $0.count }) else { return false }
        let head = bytes.dropLast(word.utf8.count)
        return head.count >= 2 && head.dropFirst().contains(where: isLower)
    }

    private static let assetPrefixes = ["ic-", "icon-", "btn-", "img-", "image-", "iv-"]

    /// `icon-close`, `btn-back`: a widget prefix and a lower-case, hyphenated name.
    private static func isPrefixedHyphenName(_ label: String) -> Bool {
        guard let prefix = assetPrefixes.first(where: label.hasPrefix), label.count > prefix.count else { return false }
        return label.utf8.allSatisfy { isLower($0) || isDigit($0) || $0 == UInt8(ascii: "-") }
    }

    /// Words for how a view is built, which a test id names it by and a label for people does not.
    private static let buildingWords: Set<String> = ["button", "btn", "container", "wrapper", "touchable", "touch", "layout", "view",
                                                     "img", "icon"]

    /// `button-login-container`, `sectionHeader-touch`, `primary-custom-button`: a React Native
    /// `testID` or web test id read as the name. Two parts or more joined by hyphens, the first
    /// starting lower-case, one of them a word for how the view is built; words people write with
    /// a hyphen ("e-mail", "pop-up", "sign-in") hold none.
    private static func isHyphenatedTestID(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first, isLower(first) else { return false }
        let parts = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isAlphanumeric) }) else { return false }
        return parts.contains { buildingWords.contains(String(decoding: $0, as: UTF8.self).lowercased()) }
    }

    private static let assetWords: Set<String> = ["ic", "btn", "img"]

    /// Words SF Symbols join with dots and no sentence does ("plus.circle.fill",
    /// "slider.horizontal.3", "square.and.arrow.up"), and the symbols' own coined names.
    private static let symbolWords: Set<String> = [
        "fill", "circle", "square", "slash", "badge", "rectangle", "horizontal", "vertical", "and", "xmark",
        "checkmark", "ellipsis", "chevron", "arrow", "arrowshape", "magnifyingglass", "gearshape", "trianglebadge",
        "exclamationmark", "questionmark", "clockwise", "counterclockwise",
    ]
    private static let coinedSymbolNames: Set<String> = ["xmark", "magnifyingglass", "gearshape", "arrowshape"]
    /// Endings that make a dotted name a domain ("circle.com"), read as words.
    private static let domainEndings: Set<String> = ["com", "org", "net", "io", "dev", "app", "co", "uk", "de", "fr", "edu", "gov"]

    /// `square.and.arrow.up`, `xmark.circle.fill`, `xmark`: an SF Symbol's name, which a symbol
    /// without a description of its own can leave as the only label. Two to six dotted parts of
    /// lower-case letters and digits, one of them a symbol word, or one of the symbols' coined
    /// names alone.
    private static func isSymbolName(_ bytes: [UInt8]) -> Bool {
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...6).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { isLower($0) || isDigit($0) } }) else { return false }
        let text = parts.map { String(decoding: $0, as: UTF8.self) }
        if text.count == 1 { return coinedSymbolNames.contains(text[0]) }
        return !domainEndings.contains(text[text.count - 1]) && text.contains(where: symbolWords.contains)
    }

    /// `ic back gray`, `group ic search`, `icon share`, `rights close white`: two to six
    /// lower-case words, one of them an asset abbreviation no sentence uses, or "icon" first, or
    /// three or more ending in the colour an asset is drawn in (two may be a colour's name:
    /// "off white").
    private static func isSpacedAssetName(_ bytes: [UInt8]) -> Bool {
        let words = bytes.split(separator: 0x20, omittingEmptySubsequences: false)
        guard (2...6).contains(words.count),
              words.allSatisfy({ !$0.isEmpty && $0.allSatisfy { isLower($0) || isDigit($0) } }) else { return false }
        let text = words.map { String(decoding: $0, as: UTF8.self) }
        return text.first == "icon" || text.contains(where: assetWords.contains)
            || (text.count >= 3 && assetColours.contains(text[text.count - 1]))
    }

    /// The colours asset names end in (`close_white`, `arrow_gray`).
    private static let assetColours: Set<String> = ["white", "black", "gray", "grey"]

    // MARK: ASCII classes

    @inline(__always) private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    @inline(__always) private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    @inline(__always) private static func isLetter(_ byte: UInt8) -> Bool { isLower(byte) || isUpper(byte) }
    @inline(__always) private static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
}
