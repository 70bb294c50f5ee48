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

