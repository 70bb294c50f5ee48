import A11yModel

/// Says in words which environments a problem occurs in, naming only the settings that vary:
/// "in light and dark, large and ax5, Reduce Motion on and off (all 8 environments)", "in dark
/// (4 of 8 environments)", or, when the environments are no simple combination of settings,
/// each one: "in light, large; dark, ax5 (2 of 8 environments)".
enum EnvironmentPhrase {
    /// One setting an environment was captured under, as words.
    struct Setting {
        /// For on/off settings, the name the values follow: "Reduce Motion" + "on and off".
        var name: String?
        var value: @Sendable (Environment) -> String

        func phrase(_ values: [String]) -> String {
            let list = Set(values) == ["on", "off"] ? "on and off" : ReportText.list(values)
            return name.map { "\($0) \(list)" } ?? list
        }
    }

    static let settings: [Setting] = [
        Setting(name: nil) { $0.colorScheme.rawValue },
        Setting(name: nil) { $0.contentSize.rawValue },
        Setting(name: "Reduce Motion") { onOff($0.reduceMotion) },
        Setting(name: "Prefer Cross-Fade Transitions") { onOff($0.prefersCrossFadeTransitions) },
        Setting(name: "Increase Contrast") { onOff($0.increaseContrast) },
        Setting(name: "Bold Text") { onOff($0.boldText) },
        Setting(name: "VoiceOver") { onOff($0.voiceOver) },
        Setting(name: "interface level") { $0.interfaceLevel.rawValue },
        Setting(name: "viewport") { "\(number($0.viewport.width))×\(number($0.viewport.height)) pt" },
        Setting(name: "scale") { "@\(number($0.scale))x" },
        Setting(name: "keyboard") { $0.keyboardVisible ? "shown" : "hidden" },
        Setting(name: "animator duration scale") { $0.animatorDurationScale.map(number) ?? "not captured" },
        Setting(name: nil) { $0.platform.token },
    ]

    /// Where a problem occurs among the environments judged, or nil when there was only one
    /// (then there is nothing to tell apart).
    static func occurrence(_ found: [Environment], among judged: [Environment]) -> String? {
        EnvironmentPhraseMemo.phrase(.init(phrase: .occurrence, found: found, judged: judged)) {
            describeOccurrence(found, among: judged)
        }
    }

    private static func describeOccurrence(_ found: [Environment], among judged: [Environment]) -> String? {
        let universe = distinct(judged + found)
        let subset = distinct(found)
        let varying = varyingSettings(universe)
        guard !varying.isEmpty, !subset.isEmpty else { return nil }
        if Set(subset) == Set(universe) {
            let all = universe.count == 2 ? "both environments" : "all \(universe.count) environments"
            guard let product = productDescription(universe, within: universe, settings: varying, restrictedOnly: false) else {
                return "in " + all
            }
            return "in \(product) (\(all))"
        }
        let count = "\(subset.count) of \(universe.count) environments"
        let words = productDescription(subset, within: universe, settings: varying, restrictedOnly: true)
            ?? enumerate(subset, settings: varying)
        return "in \(words) (\(count))"
    }

    /// The part of `within` that `subset` is, in words and without counts ("light", "dark, ax5"),
    /// for values measured per environment; nil when `subset` is all of it.
    static func part(_ subset: [Environment], of within: [Environment]) -> String? {
        EnvironmentPhraseMemo.phrase(.init(phrase: .part, found: subset, judged: within)) {
            describePart(subset, of: within)
        }
    }

    private static func describePart(_ subset: [Environment], of within: [Environment]) -> String? {
        let universe = distinct(within)
        let subset = distinct(subset)
        let varying = varyingSettings(universe)
        guard !varying.isEmpty, Set(subset) != Set(universe) else { return nil }
        return productDescription(subset, within: universe, settings: varying, restrictedOnly: true)
            ?? enumerate(subset, settings: varying)
    }

    /// The settings with more than one value among `environments`.
    static func varyingSettings(_ environments: [Environment]) -> [Setting] {
        settings.filter { setting in Set(environments.map(setting.value)).count > 1 }
    }

    /// When `subset` is exactly the environments of `universe` whose varying settings take
    /// chosen values ("dark", "large and ax5, Reduce Motion on"), those choices in words; nil when
    /// it is not such a combination. `restrictedOnly` names only settings that narrow the
    /// universe, and the fewest of them that still single the subset out ("dark" rather than
    /// "dark, ax5, Reduce Motion on" when dark alone tells it apart).
    private static func productDescription(_ subset: [Environment], within universe: [Environment], settings: [Setting],
                                           restrictedOnly: Bool) -> String? {
        let chosen = settings.map { setting in ordered(subset.map(setting.value)) }
        let target = Set(subset)
        func selects(_ indexes: [Int]) -> Bool {
            Set(universe.filter { environment in
                indexes.allSatisfy { chosen[$0].contains(settings[$0].value(environment)) }
            }) == target
        }
        guard selects(Array(settings.indices)) else { return nil }
        guard restrictedOnly else {
            // Naming every value only says "each combination" when each combination was captured.
            let combinations = chosen.reduce(1) { $0 * $1.count }
            guard combinations == target.count else { return nil }
            return settings.indices.map { settings[$0].phrase(chosen[$0]) }.joined(separator: ", ")
        }
        let restricted = settings.indices.filter { chosen[$0].count < Set(universe.map(settings[$0].value)).count }
        var fewest = restricted
        if restricted.count <= 6 {
            search: for size in 1..<max(restricted.count, 1) {
                for combination in combinations(of: restricted, size: size) where selects(combination) {
                    fewest = combination
                    break search
                }
            }
        }
        return fewest.isEmpty ? nil : fewest.map { settings[$0].phrase(chosen[$0]) }.joined(separator: ", ")
    }

    /// Every choice of `size` elements of `items`, in order.
    private static func combinations(of items: [Int], size: Int) -> [[Int]] {
        guard size > 0 else { return [[]] }
        guard items.count >= size else { return [] }
        var result: [[Int]] = []
        for (offset, item) in items.enumerated() {
            for rest in combinations(of: Array(items.dropFirst(offset + 1)), size: size - 1) { result.append([item] + rest) }
        }
        return result
    }

    /// Each environment by its varying settings: "light, large; dark, ax5".
    private static func enumerate(_ environments: [Environment], settings: [Setting]) -> String {
        environments.map { environment in
            settings.map { setting in setting.phrase([setting.value(environment)]) }.joined(separator: ", ")
        }.joined(separator: "; ")
    }

    private static func ordered(_ values: [String]) -> [String] { values.distinctInOrder() }

    private static func distinct(_ environments: [Environment]) -> [Environment] { environments.distinctInOrder() }

    private static func onOff(_ flag: Bool) -> String { flag ? "on" : "off" }

    private static func number(_ value: Double) -> String { formatNumber(value) }
}
