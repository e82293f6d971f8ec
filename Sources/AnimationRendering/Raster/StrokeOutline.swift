import AnimationKernels
import Foundation

/// The outline a stroke paints, made at about the image's scale and no
/// wider than the image can show.
///
/// SwiftUI strokes in the context's coordinates. The outline here covers
/// the same points; it is made in those coordinates scaled uniformly by a
/// factor `s` (a stroke commutes with a uniform scale) and mapped to the
/// image by the context's transform `T` after `1/s`. Two bounds keep the
/// work and the coordinates proportional to what the image shows rather
/// than to the width (at a width of 1e30 the outline's coordinates would
/// round by more than the image's size):
///
/// - The half-width is at most ``reachFactor`` times `D`, the largest
///   distance between the path's bounding rectangle and the image grown by
///   a pixel. Within `D` of the path, every piece of a stroke (a band along
///   a segment, a butt, round or square cap, a round join, a miter within
///   its limit) covers the same points at every half-width of at least `D`,
///   so the image does not change. The exception is a bevel (or a miter
///   past its limit) at a turn sharper than `2·acos(1/reachFactor)`, about
///   173°, whose chord, `h·cos(φ/2)` from the corner, then comes nearer.
/// - `s` is `√|det T|` times ``strokerTolerance`` ÷ the edge builder's
///   tolerance, which makes the stroker's tolerance that of the curves'
///   flattening, 0.05 pixel, at any scale (10⁻⁴ of the width past 500
///   pixels), as a finer outline costs samples the coverage cannot show;
///   unless the stroke is then wider than ``widestStroke`` image sizes:
///   `s` is lowered until it is not, and the
///   tolerance grows in proportion (the offset curves it governs lie at
///   least 15·D beyond the image when the half-width was bounded).
///
/// Work on what the image cannot show is skipped: a path whose bounds are
/// beyond the stroke's reach (half the width, times the miter limit for
/// miter joins or √2 for square caps) is not stroked, and in a solid stroke
/// a curve whose control points are all beyond it is stroked as its chord.
struct StrokeOutline {
    /// The bound on the half-width, in multiples of the reach `D`.
    static let reachFactor: CGFloat = 16
    /// The widest stroke made at the image's scale, in multiples of the
    /// image's larger side (at least 256 pixels).
    static let widestStroke: CGFloat = 2
    /// The largest distance between `Path.strokedPath(_:)`'s outline and
    /// the exact one, in the path's units, for widths up to 100 (as that
    /// method documents).
    static let strokerTolerance: CGFloat = 0.01

    /// The outline, in the scaled space; fill it with the non-zero rule.
    let path: Path
    /// The map from the scaled space to the image's pixels.
    let transform: CGAffineTransform

    /// The outline of `path` stroked with `style` under `transform` into
    /// an image of `width` × `height` pixels, or nil when it paints nothing:
    /// a width that is not positive and finite, a transform that is
    /// singular (the stroke then has no area) or not finite, or a path whose
    /// bounding rectangle is further from the image than the stroke reaches
    /// (half the width, times the miter limit for miter joins or √2 for
    /// square caps).
    ///
    /// - Complexity: That of `strokedPath` with the bounded width; O(n) for n
    ///   elements when the stroke cannot reach the image.
    init?(stroking path: Path, style: StrokeStyle, transform: CGAffineTransform, width: Int, height: Int) {
        let determinant = transform.a * transform.d - transform.b * transform.c
        var scale = abs(determinant).squareRoot()
        guard scale > 0, scale.isFinite, style.lineWidth > 0, style.lineWidth.isFinite else { return nil }
        var style = style
        var path = path
        let box = path.boundingRect
        if !box.isNull {
            // The image's corners in the path's coordinates.
            let fromImage = transform.inverted()
            let (w, h) = (CGFloat(width), CGFloat(height))
            let corners = [CGPoint(x: -1, y: -1), CGPoint(x: w + 1, y: -1), CGPoint(x: -1, y: h + 1),
                           CGPoint(x: w + 1, y: h + 1)].map { $0.applying(fromImage) }
            let ends = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                        CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY)]
            // The largest distance between two convex polygons is between two of their corners.
            var reach: CGFloat = 0
            for c in corners {
                for e in ends { reach = max(reach, ((c.x - e.x) * (c.x - e.x) + (c.y - e.y) * (c.y - e.y)).squareRoot()) }
            }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let image = (minX: xs.min()!, maxX: xs.max()!, minY: ys.min()!, maxY: ys.max()!)
            let spike = max(style.lineJoin == .miter ? style.miterLimit : 1, style.lineCap == .square ? 2.squareRoot() : 1)
            // A margin of a hundredth for the stroker's tolerance.
            let strokeReach = 1.01 * style.lineWidth / 2 * spike + 0.01
            // The least distance between the image and a box is at least that between their bounding rectangles.
            func isOutOfReach(_ minX: CGFloat, _ maxX: CGFloat, _ minY: CGFloat, _ maxY: CGFloat) -> Bool {
                let gapX = max(0, image.minX - maxX, minX - image.maxX)
                let gapY = max(0, image.minY - maxY, minY - image.maxY)
                return (gapX * gapX + gapY * gapY).squareRoot() > strokeReach
            }
            if isOutOfReach(box.minX, box.maxX, box.minY, box.maxY) { return nil }
            if style.isSolid {
                path = Self.replacingCurves(of: path) { hull in
                    isOutOfReach(hull.map(\.x).min()!, hull.map(\.x).max()!, hull.map(\.y).min()!, hull.map(\.y).max()!)
                }
            }
            if reach.isFinite { style.lineWidth = min(style.lineWidth, 2 * Self.reachFactor * reach) }
        }
        let widest = Self.widestStroke * CGFloat(max(width, height, 256))
        if style.lineWidth * scale > widest { scale = widest / style.lineWidth }
        guard scale > 0, scale.isFinite else { return nil }
        scale *= Self.strokerTolerance / CGFloat(EdgeBuilder.tolerance)
        style.lineWidth *= scale
        style.dash = style.dash.map { $0 * scale }
        // A pattern whose period, doubled for an odd count, overflows is ignored, as one whose sum overflows.
        if !(style.dash.reduce(0, +) * (style.dash.count % 2 == 0 ? 1 : 2)).isFinite { style.dash = [] }
        style.dashPhase *= scale
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return nil }
        self.path = path.applying(CGAffineTransform(scaleX: scale, y: scale)).strokedPath(style)
        self.transform = CGAffineTransform(scaleX: 1 / scale, y: 1 / scale).concatenating(transform)
    }

    /// `path` with each curve whose control points `isFar` replaced by its
    /// chord: out of the stroke's reach, the chord's stroke and joins are
    /// too, and a huge far curve no longer costs the stroker 2¹² samples.
    /// Used for solid strokes only, since a chord changes the dashes' lengths.
    static func replacingCurves(of path: Path, where isFar: ([CGPoint]) -> Bool) -> Path {
        var current = CGPoint.zero, start = CGPoint.zero
        var elements = path.elements
        for (i, element) in elements.enumerated() {
            switch element {
            case .move(let p): (current, start) = (p, p)
            case .line(let p): current = p
            case .quadCurve(let p, let c):
                if isFar([current, c, p]) { elements[i] = .line(to: p) }
                current = p
            case .curve(let p, let c1, let c2):
                if isFar([current, c1, c2, p]) { elements[i] = .line(to: p) }
                current = p
            case .closeSubpath: current = start
            }
        }
        return Path(elements: elements)
    }
}

extension StrokeStyle {
    /// Whether the stroke has no dashes: an empty pattern, or one that
    /// `strokedPath` ignores (a negative or non-finite length, or all zero).
    var isSolid: Bool {
        dash.isEmpty || !dash.allSatisfy { $0 >= 0 && $0.isFinite } || !dash.contains { $0 > 0 }
            || !dash.reduce(0, +).isFinite
    }
}
