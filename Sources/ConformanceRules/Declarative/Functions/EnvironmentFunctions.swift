import A11yModel

/// The settings the snapshot (or transition) was captured under.
enum EnvironmentFunctions {
    static let all: [ModelFunction] = [
        ModelFunction(name: "setting", forms: [[.string]], signature: "ma:setting(name) → boolean, number or string",
                      summary: "One environment setting, typed: booleans for " + booleans.keys.sorted().joined(separator: ", ")
                          + "; numbers for " + numbers.keys.sorted().joined(separator: ", ")
                          + " (NaN when not captured); strings for " + strings.keys.sorted().joined(separator: ", ") + ".",
                      example: "ma:setting('reduce-motion') and ma:setting('content-size') = 'ax5'") { call in
            let name = call.arguments[0].string
            let environment = call.document.environment
            if let read = booleans[name] { return .boolean(read(environment)) }
            if let read = numbers[name] { return .number(read(environment)) }
            if let read = strings[name] { return .string(read(environment)) }
            let known = (Array(booleans.keys) + Array(numbers.keys) + Array(strings.keys)).sorted()
            return .failure("'\(name)' is not a setting" + NameSuggestion.didYouMean(name, among: known)
                + " (settings: " + known.joined(separator: ", ") + ")")
        },
        ModelFunction(name: "content-size-index", forms: [[], [.string]],
                      signature: "ma:content-size-index([category]) → number",
                      summary: "Position of a content size category in Dynamic Type's order, 0 (xSmall) to 11 (ax5); "
                          + "without an argument, the environment's.",
                      example: "ma:content-size-index() >= ma:content-size-index('ax1')") { call in
            guard let category = category(call) else { return .failure(TextFunctions.unknownCategory(call.arguments[0].string)) }
            return .number(Double(ContentSizeCategory.allCases.firstIndex(of: category) ?? 0))
        },
        ModelFunction(name: "is-accessibility-size", forms: [[], [.string]],
                      signature: "ma:is-accessibility-size([category]) → boolean",
                      summary: "Whether a content size category (without an argument, the environment's) is one of the "
                          + "accessibility sizes AX1…AX5.",
                      example: "not(ma:is-accessibility-size()) or @is-clipped != 'true'") { call in
            guard let category = category(call) else { return .failure(TextFunctions.unknownCategory(call.arguments[0].string)) }
            return .boolean(category.isAccessibilityCategory)
        },
    ]

    private static func category(_ call: ModelFunctionCall) -> ContentSizeCategory? {
        call.arguments.count == 0 ? call.document.environment.contentSize : ContentSizeCategory(parsing: call.arguments[0].string)
    }

    private static let booleans: [String: @Sendable (Environment) -> Bool] = [
        "reduce-motion": { $0.reduceMotion },
        "prefers-cross-fade-transitions": { $0.prefersCrossFadeTransitions },
        "increase-contrast": { $0.increaseContrast },
        "bold-text": { $0.boldText },
        "voice-over": { $0.voiceOver },
        "keyboard-visible": { $0.keyboardVisible },
        "motion-reduced": { $0.motionReduced },
    ]

    private static let numbers: [String: @Sendable (Environment) -> Double] = [
        "viewport-width": { $0.viewport.width },
        "viewport-height": { $0.viewport.height },
        "scale": { $0.scale },
        "animator-duration-scale": { $0.animatorDurationScale ?? .nan },
    ]

    private static let strings: [String: @Sendable (Environment) -> String] = [
        "platform": { $0.platform.token },
        "content-size": { $0.contentSize.rawValue },
        "color-scheme": { $0.colorScheme.rawValue },
        "interface-level": { $0.interfaceLevel.rawValue },
    ]
}
