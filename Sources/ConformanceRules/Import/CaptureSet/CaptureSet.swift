import A11yModel

/// A capture set: one file naming the captures of one component — each dump a state under an
/// environment — and the transitions between captured states (`docs/capture-set.schema.json`).
/// It becomes one scenario, so the variant-set rules compare the same state under several
/// settings and the transition rules follow focus from one state to the next.
///
///     {
///       "captureSet": 1,
///       "id": "share-sheet",
///       "environment": { "platform": "android", "density": 2.625 },
///       "captures": [
///         { "state": "closed", "file": "closed.txt" },
///         { "state": "expanded", "file": "expanded.txt" },
///         { "state": "expanded", "file": "expanded-ax5.txt", "environment": { "contentSize": "ax5" } }
///       ],
///       "transitions": [
///         { "kind": "present", "from": "closed", "to": "expanded", "invoker": "Share" }
///       ]
///     }
struct CaptureSet: Sendable {
    static let currentVersion = 1
    /// Bounds that keep a hostile set from reading without end: the captures and transitions
    /// one set may name (and the transitions its pairs of captures make), and the bytes of all
    /// its dumps together.
    static let maximumCaptures = 1_000
    static let maximumTransitions = 1_000
    static let maximumDumpBytes = 2 * ScenarioLoader.maximumFileSize

    var id: String?
    var title: String?
    var captures: [Capture]
    var transitions: [CaptureTransition]

    /// One dump: the state it shows under the settings it was captured with.
    struct Capture: Sendable {
        var state: String
        /// As written, relative to the capture set's folder.
        var file: String
        var id: String?
        var format: ScenarioFormat?
        var settings: CaptureSettings
        /// Where `file` is written in the capture set, for errors about the dump.
        var line: Int
        var column: Int
    }

    /// The settings a dump was captured under; nil keeps the set's default, then the dump's own.
    struct CaptureSettings: Sendable, Hashable {
        var platform: Platform?
        var contentSize: ContentSizeCategory?
        var colorScheme: ColorScheme?
        var reduceMotion: Bool?
        var crossFade: Bool?
        var increaseContrast: Bool?
        var boldText: Bool?
        var voiceOver: Bool?
        var density: Double?

        /// `self` with the gaps filled from `defaults`.
        func over(_ defaults: CaptureSettings) -> CaptureSettings {
            CaptureSettings(platform: platform ?? defaults.platform, contentSize: contentSize ?? defaults.contentSize,
                            colorScheme: colorScheme ?? defaults.colorScheme, reduceMotion: reduceMotion ?? defaults.reduceMotion,
                            crossFade: crossFade ?? defaults.crossFade, increaseContrast: increaseContrast ?? defaults.increaseContrast,
                            boldText: boldText ?? defaults.boldText, voiceOver: voiceOver ?? defaults.voiceOver,
                            density: density ?? defaults.density)
        }

        var overrides: EnvironmentOverrides {
            EnvironmentOverrides(platform: platform, contentSize: contentSize, colorScheme: colorScheme, reduceMotion: reduceMotion,
                                 prefersCrossFadeTransitions: crossFade, increaseContrast: increaseContrast, boldText: boldText,
                                 voiceOver: voiceOver)
        }
    }

    /// A transition between two captured states, as the test performed it.
    struct CaptureTransition: Sendable {
        var id: String?
        var kind: TransitionKind
        var from: String
        var to: String
        var invoker: String?
        var focusBefore: String?
        var focusAfter: String?
        /// nil when the test did not record what was posted.
        var notifications: [PostedNotification]?
        var line: Int
        var column: Int
    }
}
