import A11yModel

/// Builds realistic sheet scenarios of a given size from a seed: a presenter with its list, a
/// scrim, a modal sheet with a handle, a title, a close button and a scrolling list of sections
/// and rows (buttons, cells with icons, toggles, text) in text styles and colours, in compact and
/// expanded states under several environments, with the transitions between them. A few elements
/// carry defects (`SyntheticShape.defectPercent`) so that the rules find something.
///
/// The same seed and shape always give the same scenario; element ids are stable across snapshots.
public enum SyntheticScenario {
    /// The nodes every snapshot has before any list row: window, presenter, its title, scrim,
    /// sheet, handle, sheet title, close button, content.
    public static let skeletonNodes = 9

    public static func make(id: String, shape: SyntheticShape, seed: UInt64) -> Scenario {
        let variants = (0..<shape.snapshots).map { SnapshotVariant(index: $0) }
        let snapshots = variants.enumerated().map { index, variant in
            SnapshotBuilder(seed: seed, shape: shape, variant: variant).snapshot(nodes: shape.nodes(inSnapshot: index))
        }
        return Scenario(id: id, title: "Synthetic sheet \(id)", source: "scenario-gen seed \(seed)",
                        snapshots: snapshots, transitions: transitions(between: variants, seed: seed, shape: shape))
    }

    /// Expand and collapse between each compact snapshot and the expanded one of the same
    /// environment, when there is one.
    static func transitions(between variants: [SnapshotVariant], seed: UInt64, shape: SyntheticShape) -> [Transition] {
        var random = SplitMix64(seed: seed ^ 0x7472_616E_7369_7469)
        var result: [Transition] = []
        for compact in variants where compact.state == "compact" {
            guard let expanded = variants.first(where: { $0.state == "expanded" && $0.environmentIndex == compact.environmentIndex })
            else { continue }
            let environment = compact.environment
            // A spring that keeps moving under Reduce Motion is a defect the motion rules find.
            let reduced = environment.reduceMotion && !random.chance(shape.defectPercent * 4)
            let curve: Curve = reduced ? .timing(TimingCurve(.easeInOut, duration: 0.2))
                : .spring(.response(0.4, dampingFraction: random.pick([0.86, 0.7, 1])))
            let property: AnimatedProperty = reduced ? .opacity : .height
            for (kind, from, to) in [(TransitionKind.expand, compact, expanded), (.collapse, expanded, compact)] {
                let moved = !random.chance(shape.defectPercent * 3)
                result.append(Transition(
                    id: "\(kind.token)-\(from.environmentName)", kind: kind, from: from.id, to: to.id,
                    environment: environment,
                    tracks: [AnimationTrack(node: "sheet", property: property, from: reduced ? 0.9 : from.sheetHeight,
                                            to: reduced ? 1 : to.sheetHeight, curve: curve)],
                    focusBefore: "handle", focusAfter: moved ? "handle" : nil, invoker: "handle",
                    notifications: moved ? [PostedNotification(.layoutChanged, target: "handle")] : [],
                    interruptible: true))
            }
        }
        return result
    }
}

/// One snapshot's state and environment, from its position in the scenario.
struct SnapshotVariant {
    static let environments: [(name: String, environment: Environment)] = [
        ("large-light", Environment(voiceOver: true)),
        ("ax5-dark", Environment(contentSize: .ax5, colorScheme: .dark, voiceOver: true)),
        ("large-light-rm", Environment(reduceMotion: true, voiceOver: true)),
        ("xxxlarge-light-bold", Environment(contentSize: .xxxLarge, boldText: true, voiceOver: true)),
        ("large-dark-contrast", Environment(colorScheme: .dark, increaseContrast: true, voiceOver: true)),
        ("ax3-light-rm", Environment(reduceMotion: true, contentSize: .ax3, voiceOver: true)),
    ]

    let index: Int

    var state: String { index % 2 == 0 ? "compact" : "expanded" }
    var environmentIndex: Int { (index / 2) % Self.environments.count }
    /// Past the table, environments repeat under a round number so snapshot ids stay unique.
    var environmentName: String {
        let round = index / (2 * Self.environments.count)
        return Self.environments[environmentIndex].name + (round == 0 ? "" : "-\(round + 1)")
    }
    var environment: Environment { Self.environments[environmentIndex].environment }
    var id: String { "\(state)-\(environmentName)" }
    var sheetHeight: Double { state == "compact" ? 400 : 752 }
}
