import Foundation

extension Path {
    /// The outline a stroke of this path with `style` paints, as SwiftUI's
    /// `strokedPath(_:)`: a path to fill with the non-zero rule.
    ///
    /// The outline is a union of closed pieces, all wound counter-clockwise
    /// (y up), that may overlap: a band along each run of the centre line,
    /// a wedge at each corner (miter, round or bevel), a cap at each open
    /// end. Curves (quadratics are raised to cubics; arcs are the cubics the
    /// path holds) are offset by adaptive subdivision: a parameter range is
    /// halved until both offset curves' chords stay within 0.6 of the
    /// tolerance of the exact offsets at the range's quarter points and the
    /// tangent turns at most 60°, then each offset piece is its chord, at
    /// most 2¹² pieces a curve so that any input costs bounded time. Every
    /// point of the outline lies within the tolerance of the exact outline:
    /// 0.01 (absolute) for widths up to 100, 10⁻⁴ of the width beyond, so
    /// that a wider stroke takes no more pieces; this holds while a curve's
    /// radius plus half the width stays below about 3·10⁵ times the
    /// tolerance ÷ 0.01, and is coarser beyond. Round joins and caps are
    /// cubic arcs split finely enough for the same bound.
    ///
    /// Rules for degenerate and bad input:
    /// - A width that is zero, negative or not finite gives an empty path.
    /// - A subpath with a non-finite point, or whose outline would overflow,
    ///   contributes nothing; the other subpaths are stroked.
    /// - Zero-length segments are skipped; a subpath whose segments all have
    ///   zero length (including a move followed by a close) is a dot with
    ///   round caps, an axis-aligned square with square caps, nothing with
    ///   butt caps; a lone move draws nothing, and so does a close that
    ///   follows another close or opens the path.
    /// - A cusp or a 180° turn gets the join; a miter at a 180° turn becomes
    ///   a bevel, which has no area.
    /// - A miter limit below 1 (a negative one included) or NaN makes every
    ///   miter a bevel.
    /// - A dash pattern with a negative or non-finite length, whose
    ///   lengths are all zero, or whose period (the sum, doubled for an odd
    ///   count) overflows, is ignored (a solid stroke), as CoreGraphics
    ///   rejects such a pattern; an odd count repeats the pattern once more;
    ///   a non-finite phase counts as 0. A path is cut into at most about
    ///   100,000 dashes: a subpath whose dashes would pass that count, with
    ///   the subpaths before it, is stroked solid.
    ///
    /// - Parameter style: the stroke's width, caps, joins and dashes.
    /// - Returns: the outline, to be filled with the non-zero rule.
    /// - Complexity: O(n + s) for n elements and s samples of the curves,
    ///   where a curve takes about √(width · curvature / tolerance) samples
    ///   per radian; dashes add O(number of dashes).
    public func strokedPath(_ style: StrokeStyle) -> Path {
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return Path() }
        var stroker = Stroker(halfWidth: style.lineWidth / 2, style: style)
        return stroker.stroke(self)
    }
}
