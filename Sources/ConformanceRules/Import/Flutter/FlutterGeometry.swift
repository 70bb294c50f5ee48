import A11yModel

/// A Flutter node's printed rectangle and transform, and the mapping from its coordinates to the
/// root's.
///
/// `SemanticsNode.debugFillProperties` prints the rectangle in the parent's coordinates when the
/// node's transform is a translation (`rect.shift(offset)`); otherwise it prints the node's own
/// rectangle followed by `scaled by 3.0x` or `with transform [row; row; row; row]`. A node's own
/// rectangle is `Offset.zero & size` unless it is clipped, so a translated node's own origin is
/// taken at its printed top-left corner (a node clipped at its top or left edge places its
/// children off by the clipped amount).
struct FlutterGeometry: Sendable, Hashable {
    var left, top, right, bottom: Double
    var transform: Transform

    /// Own coordinates → parent coordinates, as far as the printout tells.
    enum Transform: Sendable, Hashable {
        case translation
        case scale(Double)
        /// Row-major 2D part of the 4 × 4 matrix: x' = a x + b y + tx, y' = c x + d y + ty.
        case affine(a: Double, b: Double, tx: Double, c: Double, d: Double, ty: Double)
    }

    typealias Failure = PrintoutFailure

    static let prefix = "Rect.fromLTRB("

    static func parse(_ text: Substring) throws(Failure) -> FlutterGeometry {
        guard text.hasPrefix(prefix), let close = text.firstIndex(of: ")") else {
            throw Failure(offset: 0, message: "broken rectangle: expected Rect.fromLTRB(left, top, right, bottom)")
        }
        let numbers = text[text.index(text.startIndex, offsetBy: prefix.count)..<close].split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimming(.whitespaces)) }
        guard numbers.count == 4, let l = numbers[0], let t = numbers[1], let r = numbers[2], let b = numbers[3],
              [l, t, r, b].allSatisfy(\.isFinite) else {
            throw Failure(offset: prefix.count, message: "broken rectangle: '\(text[..<text.index(after: close)])' does not hold four numbers")
        }
        guard r >= l, b >= t else { throw Failure(offset: 0, message: "broken rectangle: it ends before it starts (right < left or bottom < top)") }
        let rest = text[text.index(after: close)...]
        let transform: Transform
        if rest.isEmpty {
            transform = .translation
        } else if rest.hasPrefix(" scaled by "), rest.hasSuffix("x"), let factor = Double(rest.dropFirst(11).dropLast()),
                  factor.isFinite, factor > 0 {
            transform = .scale(factor)
        } else if rest.hasPrefix(" with transform ["), rest.hasSuffix("]"), let matrix = affine(rest.dropFirst(17).dropLast()) {
            transform = matrix
        } else {
            throw Failure(offset: text.distance(from: text.startIndex, to: rest.startIndex),
                          message: "expected nothing, 'scaled by N.Nx' or 'with transform [...]' after the rectangle, found '\(rest)'")
        }
        return FlutterGeometry(left: l, top: t, right: r, bottom: b, transform: transform)
    }

    /// `a,b,c,tx; d,e,f,ty; …`, or `[a,b,c,tx]; [d,e,f,ty]; …` in newer Flutter (the rows of
    /// `Matrix4.toString`).
    private static func affine(_ text: Substring) -> Transform? {
        let rows = text.split(separator: ";").map { row in
            row.filter { $0 != "[" && $0 != "]" }.split(separator: ",").map { Double($0.trimming(.whitespaces)) }
        }
        guard rows.count == 4, rows.allSatisfy({ $0.count == 4 && $0.allSatisfy { $0?.isFinite == true } }) else { return nil }
        let m = rows.map { $0.map { $0 ?? 0 } }
        return .affine(a: m[0][0], b: m[0][1], tx: m[0][3], c: m[1][0], d: m[1][1], ty: m[1][3])
    }

    /// The node's own rectangle, in its own coordinates.
    var ownRect: Rect {
        switch transform {
        case .translation: Rect(x: 0, y: 0, width: right - left, height: bottom - top)
        case .scale, .affine: Rect(x: left, y: top, width: right - left, height: bottom - top)
        }
    }

    /// The node's own coordinates in its parent's.
    var toParent: AffineMap {
        switch transform {
        case .translation: AffineMap(a: 1, b: 0, tx: left, c: 0, d: 1, ty: top)
        case .scale(let factor): AffineMap(a: factor, b: 0, tx: 0, c: 0, d: factor, ty: 0)
        case .affine(let a, let b, let tx, let c, let d, let ty): AffineMap(a: a, b: b, tx: tx, c: c, d: d, ty: ty)
        }
    }

    /// The rectangle in the parent's coordinates (what Flutter sorts siblings by).
    var rectInParent: Rect { toParent.boundingBox(of: ownRect) }
}

/// x' = a x + b y + tx, y' = c x + d y + ty.
struct AffineMap: Sendable, Hashable {
    var a, b, tx, c, d, ty: Double

    static let identity = AffineMap(a: 1, b: 0, tx: 0, c: 0, d: 1, ty: 0)

    /// `self` after `inner`: inner's coordinates → self's target.
    func after(_ inner: AffineMap) -> AffineMap {
        AffineMap(a: a * inner.a + b * inner.c, b: a * inner.b + b * inner.d, tx: a * inner.tx + b * inner.ty + tx,
                  c: c * inner.a + d * inner.c, d: c * inner.b + d * inner.d, ty: c * inner.tx + d * inner.ty + ty)
    }

    func point(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (a * x + b * y + tx, c * x + d * y + ty) }

    func boundingBox(of rect: Rect) -> Rect {
        let corners = [point(rect.minX, rect.minY), point(rect.maxX, rect.minY), point(rect.minX, rect.maxY), point(rect.maxX, rect.maxY)]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
