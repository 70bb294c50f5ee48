import A11yModel

extension RuleExample {
    /// The same example from a capture that could not record some facts.
    func withUnknown(_ facts: [ModelFact]) -> RuleExample {
        var copy = self
        copy.scenario.snapshots = copy.scenario.snapshots.map { snapshot in
            var snapshot = snapshot
            snapshot.unknown += facts
            return snapshot
        }
        return copy
    }

    /// The same example with assistive-technology focus on `node`.
    func withFocus(on node: String) -> RuleExample {
        var copy = self
        copy.scenario.snapshots = copy.scenario.snapshots.map { snapshot in
            var snapshot = snapshot
            snapshot.focusedNode = node
            return snapshot
        }
        return copy
    }
}

/// Example trees shared by several rules' examples.
enum ExampleTrees {
    /// UIKit's own sheet as an Appium page source shows it (`UIKitSheetGrabber`): the grabber,
    /// adjustable at "Half screen", with UIKit's steps and its Expand and Dismiss actions read as
    /// the standard ones, and UIKit's tap-outside region exposed as "dismiss popup"; captured
    /// without sheet facts or any other action.
    static func capturedUIKitSheet(_ name: String, _ expected: RuleExample.Expectation, targets: Set<String> = []) -> RuleExample {
        .snapshot(name, expected, targets: targets, environment: Environment(platform: .iOS)) {
            Node(id: "window", role: .window, children: [
                Node(id: "list", role: .list, label: "Trails", children: [Node(id: "trail", role: .button, label: "Ridge Loop")]),
                Node(id: "PopoverDismissRegion", role: .button, part: .scrim, label: "dismiss popup", actions: [AccessibilityAction(.activate)]),
                Node(id: "filters-sheet", part: .sheet, isAccessibilityElement: false,
                     sheet: SheetFacts(component: .uiKitSheet), children: [
                    Node(id: "grabber", role: .button, part: .handle, label: UIKitSheetGrabber.label, value: "Half screen",
                         traits: [.adjustable], actions: [AccessibilityAction(.expand), AccessibilityAction(.dismiss),
                                                          AccessibilityAction(.increment), AccessibilityAction(.decrement)]),
                    Node(id: "title", role: .staticText, label: "Filters", traits: [.header]),
                    Node(id: "done", role: .button, label: "Show 12 trails"),
                ]),
            ])
        }.withUnknown([.actions, .sheet, .modality])
    }

    /// A system alert as a dump shows it: a modal dialog with a title, a message and two buttons,
    /// captured without text facts or actions.
    static func capturedAlert(platform: Platform) -> RuleExample {
        .snapshot(platform == .iOS
                  ? "an iOS capture of a system alert: UIKit draws its title, message and buttons in Dynamic Type text styles"
                  : "the same alert captured on Android: an AlertDialog's text appearances come from the app's theme, so they need review",
                  platform == .iOS ? .passed : .cantTell, targets: ["window"], environment: Environment(platform: platform)) {
            Node(id: "window", role: .window, children: [
                Node(id: "alert", role: .dialog, part: .card, label: "Sign out?", traits: [.isModal], sheet: SheetFacts(), children: [
                    Node(id: "title", role: .staticText, label: "Sign out?"),
                    Node(id: "message", role: .staticText, label: "Your trails stay on this phone."),
                    Node(id: "cancel", role: .button, label: "Cancel"),
                    Node(id: "sign-out", role: .button, label: "Sign Out"),
                ]),
            ])
        }.withUnknown([.textStyle, .actions, .sheet, .modality])
    }
}

