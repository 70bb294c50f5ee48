import A11yModel

extension DetentChangeAnnouncedRule {
    private typealias Scenes = TransitionScenes

    private static func expand(before: Node, after: Node, kind: TransitionKind = .expand, focusBefore: String? = nil,
                               notifications: [PostedNotification] = [], unknown: [ModelFact] = []) -> Scenario {
        Scenes.scenario(before: Scenes.screen(before), after: Scenes.screen(after),
                        Transition(id: kind.token, kind: kind, from: "before", to: "after", focusBefore: focusBefore,
                                   notifications: notifications, unknown: unknown))
    }

    static let examples: [RuleExample] = [
        .scenario("VoiceOver increments the focused handle; its value reads the new size", .passed) {
            expand(before: Scenes.morphingSheet(position: "compact", handleValue: "Compact"),
                   after: Scenes.morphingSheet(position: "expanded", handleValue: "Expanded"), focusBefore: "handle")
        },
        .scenario("a drag settles on expanded; the value changes and an announcement says so", .passed) {
            expand(before: Scenes.morphingSheet(position: "compact", handleValue: "Compact"),
                   after: Scenes.morphingSheet(position: "expanded", handleValue: "Expanded"), kind: .dragSettle,
                   focusBefore: "player-title", notifications: [PostedNotification(.announcement, text: "Expanded")])
        },
        .scenario("the handle is not an element: nothing exposes or announces the new size", .failed, targets: ["player"]) {
            expand(before: Scenes.morphingSheet(position: "compact", handleValue: nil, handleIsElement: false),
                   after: Scenes.morphingSheet(position: "expanded", handleValue: nil, handleIsElement: false))
        },
        .scenario("the value changes but a drag by touch posts nothing while focus is on the title", .failed,
                  targets: ["player"]) {
            expand(before: Scenes.morphingSheet(position: "compact", handleValue: "Compact"),
                   after: Scenes.morphingSheet(position: "expanded", handleValue: "Expanded"), kind: .dragSettle,
                   focusBefore: "player-title")
        },
        .scenario("a drag that settles back on the same detent", .inapplicable) {
            expand(before: Scenes.morphingSheet(position: "compact", handleValue: "Compact"),
                   after: Scenes.morphingSheet(position: "compact", handleValue: "Compact"), kind: .dragSettle)
        },
        .scenario("a present is judged by focus-into-sheet instead", .inapplicable) {
            Scenes.scenario(before: Scenes.screen(), after: Scenes.screen(Scenes.scrim, Scenes.filtersSheet()),
                            Transition(id: "present", kind: .present, from: "before", to: "after"))
        },
        .scenario("the capture did not record the sheet's position", .cantTell, targets: ["player"]) {
            expand(before: Scenes.morphingSheet(position: nil, handleValue: "Compact"),
                   after: Scenes.morphingSheet(position: nil, handleValue: "Expanded"))
        },
        .scenario("the value changes; neither focus nor notifications were captured", .cantTell, targets: ["player"]) {
            expand(before: Scenes.morphingSheet(position: "compact", handleValue: "Compact"),
                   after: Scenes.morphingSheet(position: "expanded", handleValue: "Expanded"),
                   unknown: [.focus, .notifications])
        },
    ]
}
