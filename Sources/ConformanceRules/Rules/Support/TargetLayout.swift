import A11yModel

/// The pointer targets of a snapshot, each with the region of the screen it owns, and the
/// neighbour queries 2.5.8's spacing exception needs, through a grid of touch frames rather than
/// by comparing every target with every other.
struct TargetLayout {
    struct Target {
        let visited: VisitedNode
        /// What accepts the pointer: the touch frame less the targets and sheets drawn over it from
        /// outside it (a target inside it is part of it, or a target of its own judged apart, not
        /// a hole that leaves it a ring around its own label). Nil when the
        /// frame was not captured, or when so many targets overlap it that the region was not split.
        let region: TargetRegion?
        /// The region it would own were the targets listed after it beneath it, only the sheets
        /// over it taking touches: what it owns when the file's order is not the drawing order.
        /// Nil when no target covers it (it is `region`) or the region was not split.
        let regionWithoutTargetsOver: TargetRegion?
        /// Where the region was not split, a square of the side the layout was asked about that no
        /// target or sheet drawn over it covers (`FreeSquare`); nil when there is none, or it was
        /// not looked for.
        var freeSquare: Rect? = nil

        var id: String { visited.node.id }
    }

    /// In reading order. Targets entirely covered by targets or sheets drawn over them accept no
    /// pointer and are left out.
    let targets: [Target]
    private let grid: RectGrid
    /// Per target id, the outermost target of the composite it belongs to (`composites`).
    private let composite: [String: String]
    /// Per id of a page's background, the positions of what it holds (`pageBackgrounds`).
    private let pageBackgrounds: [String: Range<Int>]
    /// Ids of backdrops: targets with no name of their own as large as a panel that lie under
    /// the targets drawn over them (`backdrops`).
    private let backdrops: Set<String>

    /// Share of the screen a page's background covers at least.
    static let pageShare = 0.75
    /// Targets a page's background holds at least.
    static let pageTargets = 3

    /// Share of a target's touch frame a target inside it must cover for the two to be one
    /// target, as nested-controls takes it (a selector filled by its photo, a tile by its
    /// button): they are one composite, judged as the container's whole frame, not the ring
    /// the target inside leaves of it (nested-controls reports the nesting itself).
    static let sameTargetShare = 0.5

    /// Targets drawn over one target beyond which its region is not split (it stays unknown).
    static let maximumCovers = 32

    /// The layout of `index`'s targets; with `freeSquareSide`, a free square of that side is
    /// looked for in each target whose region is not split for the targets over it.
    init(_ index: SnapshotIndex, freeSquareSide: Double? = nil) {
        let candidates = TouchTargets.targets(in: index)
        let touchFrames = candidates.map(\.node.touchFrame)
        let frames = RectGrid(touchFrames.enumerated().compactMap { position, frame in frame.map { ($0, position) } })
        // A sheet takes the touches within its frame (Material's BottomSheetDialog consumes them
        // so they cannot fall through; UIKit gives them to the topmost view), so a target it is
        // drawn over, such as the scrim, accepts the pointer only outside it.
        let occlusion = Occlusion(index)
        let (composites, wrappers) = Self.composites(candidates, frames: touchFrames, in: index)
        var kept: [Target] = []
        var keptFrames: [(rect: Rect, item: Int)] = []
        var squareWork = FreeSquare.workPerLayout
        for (position, target) in candidates.enumerated() {
            // A composite is judged as its outermost target, whose frame holds the others; a
            // silent wrapper's targets are judged without it.
            if let root = composites[position], root != position { continue }
            if wrappers.contains(position) { continue }
            guard let frame = touchFrames[position] else {
                kept.append(Target(visited: target, region: nil, regionWithoutTargetsOver: nil))
                continue
            }
            // Reading order is drawing order: later targets are drawn over earlier ones. Past
            // `maximumCovers` the region is not split (splitting costs grow with the covers and
            // their pieces), so the search stops there, and a crowded area is not searched:
            // thousands of stacked targets stay linear.
            guard let nearby = frames.candidates(meeting: frame) else {
                keptFrames.append((frame, kept.count))
                kept.append(Target(visited: target, region: nil, regionWithoutTargetsOver: nil))
                continue
            }
            var over: [Int] = []
            let subtree = index.subtreeRange(of: target)
            func isCover(_ other: Int) -> Bool {
                guard let cover = touchFrames[other], cover.intersection(frame) != nil else { return false }
                return (composites[other] == nil || composites[other] != composites[position]) && !subtree.contains(candidates[other].order)
            }
            for other in nearby where other > position && isCover(other) {
                over.append(other)
                if over.count > Self.maximumCovers { break }
            }
            let sheetsOver = occlusion.sheetsCatchingTouches(over: target, at: frame)
            let covers = over.compactMap { touchFrames[$0] } + sheetsOver.compactMap(\.node.frame)
            let pieces = covers.count > Self.maximumCovers ? nil : TargetRegion.subtracting(covers, from: frame)
            if pieces?.isEmpty == true { continue }
            var freeSquare: Rect?
            if pieces == nil, let side = freeSquareSide, squareWork > 0 {
                // Every cover this time: the region's split stopped at `maximumCovers`.
                let all = nearby.filter { $0 > position && isCover($0) }.compactMap { touchFrames[$0] } + sheetsOver.compactMap(\.node.frame)
                freeSquare = FreeSquare.find(side: side, in: frame, avoiding: all, budget: &squareWork)
            }
            let sheetFrames = sheetsOver.compactMap(\.node.frame)
            let piecesWithoutTargets = over.isEmpty || pieces == nil ? nil : TargetRegion.subtracting(sheetFrames, from: frame)
            keptFrames.append((frame, kept.count))
            kept.append(Target(visited: target, region: pieces.map {
                TargetRegion(pieces: $0, coveredBy: over.map { candidates[$0].node.id } + sheetsOver.map(\.node.id))
            }, regionWithoutTargetsOver: piecesWithoutTargets.map { TargetRegion(pieces: $0, coveredBy: sheetsOver.map(\.node.id)) },
                               freeSquare: freeSquare))
        }
        targets = kept
        grid = RectGrid(keptFrames)
        var composite: [String: String] = [:]
        for (position, root) in composites.enumerated() {
            if let root { composite[candidates[position].node.id] = candidates[root].node.id }
        }
        self.composite = composite
        // Composites holding a target named for an action of its own take that action.
        let named = Set(candidates.lazy.filter { Self.namesItself($0.node.label) }.compactMap { composite[$0.node.id] })
        pageBackgrounds = Self.pageBackgrounds(kept, among: candidates, named: named, in: index)
        backdrops = Self.backdrops(kept, named: named, in: index)
    }

    /// Backdrops among `targets`: an empty view with no label over `TouchCovers.screenShare` of
    /// the screen or more (a search panel's shade drawn behind its toolbar). A tap that misses a
    /// target drawn over one, within its frame, lands on it as on a page's background, so it is
    /// no neighbour of such targets; the backdrop itself is judged as a target still. A card or a
    /// map holds or shows content, and a near miss opens it: a neighbour.
    private static func backdrops(_ targets: [Target], named: Set<String>, in index: SnapshotIndex) -> Set<String> {
        let least = TouchCovers.screenShare * index.environment.screen.area
        guard least > 0 else { return [] }
        return Set(targets.lazy.filter { target in
            let node = target.visited.node
            return !target.visited.hasChildren && !SpeakableName.isSpeakable(node.label) && (node.touchFrame?.area ?? 0) >= least
                && !named.contains(target.id)
        }.map(\.id))
    }

    /// Whether `other` is a backdrop drawn under `target` and around all of its frame.
    private func isBackdrop(_ other: Target, of target: Target) -> Bool {
        guard backdrops.contains(other.id), other.visited.order < target.visited.order,
              let under = other.visited.node.touchFrame, let frame = target.visited.node.touchFrame else { return false }
        return under.contains(frame)
    }

    /// The backgrounds of pages among `targets`: a target with no name of its own covering most of
    /// the screen and holding several others (a Flutter page's GestureDetector that hides the
    /// keyboard). A tap that misses a target inside lands on the page, no other control, so it is
    /// no neighbour of the targets it holds. A label of several lines is the page's content (the
    /// texts Flutter gathers into it a line each, a video's caption), not a name of its own. One
    /// judged whole with a target inside it that has a name (a video's surface, "Tap to show
    /// video controls", filling the post around it) takes that action, and is a neighbour.
    private static func pageBackgrounds(_ targets: [Target], among candidates: [VisitedNode], named: Set<String>,
                                        in index: SnapshotIndex) -> [String: Range<Int>] {
        let viewport = index.environment.viewport
        let screen = viewport.width * viewport.height
        var backgrounds: [String: Range<Int>] = [:]
        for target in targets {
            let node = target.visited.node
            guard screen > 0, !namesItself(node.label), let frame = node.touchFrame, frame.area >= pageShare * screen,
                  !named.contains(target.id) else { continue }
            let subtree = index.subtreeRange(of: target.visited)
            // Candidates are in reading order: those inside follow the target, found by binary search.
            let first = SortedSearch.start(of: candidates) { $0.order > target.visited.order }
            let held = candidates[first...].lazy.prefix { subtree.contains($0.order) }.prefix(pageTargets).count
            if held >= pageTargets { backgrounds[target.id] = subtree }
        }
        return backgrounds
    }

    /// A speakable label on one line: a page's own name, not its content.
    private static func namesItself(_ label: String?) -> Bool {
        guard let label, SpeakableName.isSpeakable(label) else { return false }
        return !SpeakableName.trimmed(label).contains("\n")
    }

    /// Every target has a known region.
    var isFullyKnown: Bool { targets.allSatisfy { $0.region != nil } }

    /// The innermost page's background holding `target`, if any (`pageBackgrounds`).
    func page(holding target: Target) -> String? {
        pageBackgrounds.filter { $0.value.contains(target.visited.order) && $0.key != target.id }
            .max { $0.value.lowerBound < $1.value.lowerBound }?.key
    }

    /// The targets whose touch frames come within `gap` of `frame`, `frame`'s own among them;
    /// none where more lie around it than `RectGrid` searches.
    func targets(within gap: Double, of frame: Rect) -> [Target] {
        let reach = Rect(x: frame.x - gap, y: frame.y - gap, width: frame.width + 2 * gap, height: frame.height + 2 * gap)
        return grid.candidates(meeting: reach)?.map { targets[$0] } ?? []
    }

    /// The targets that keep `target` (undersized, with region `region`) from the spacing
    /// exception. A neighbour whose region was not split is taken whole. Nil when more targets
    /// lie around it than `RectGrid` searches (`RectGrid.crowdLimit`).
    func spacingConflicts(of target: Target, region: TargetRegion, diameter: Double, minimum: Double) -> [Target]? {
        guard let box = region.boundingBox else { return [] }
        let reach = Rect(x: box.midX - diameter, y: box.midY - diameter, width: 2 * diameter, height: 2 * diameter)
        guard let nearby = grid.candidates(meeting: reach) else { return nil }
        let neighbours = nearby.compactMap { position -> TargetGeometry.Neighbour? in
            let other = targets[position]
            guard other.id != target.id, composite[target.id] == nil || composite[other.id] != composite[target.id],
                  pageBackgrounds[other.id]?.contains(target.visited.order) != true, !isBackdrop(other, of: target),
                  let frame = other.visited.node.touchFrame else { return nil }
            let pieces = other.region?.pieces ?? [frame]
            let ownBox = other.region?.boundingBox ?? frame
            let measured = other.region?.measuredPiece(minimum: minimum) ?? frame
            return TargetGeometry.Neighbour(id: other.id, pieces: pieces, boundingBox: ownBox,
                                            isUndersized: !TargetGeometry.meets(measured, minimum: minimum))
        }
        let conflicting = Set(TargetGeometry.spacingConflicts(of: box, among: neighbours, diameter: diameter))
        return nearby.map { targets[$0] }.filter { conflicting.contains($0.id) }
    }
}
