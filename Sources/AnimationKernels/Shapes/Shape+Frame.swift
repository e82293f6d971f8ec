import Foundation

extension CGRect {
    /// The rectangle with positive width and height, or `nil` when a
    /// coordinate or the far corner is not finite: the frames the built-in
    /// shapes draw in.
    var finiteStandardized: CGRect? {
        let r = standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        return r
    }
}

extension Path {
    /// `outline(frame)` for `rect` standardized, or an empty path when the
    /// frame is not finite or the outline overflows to a non-finite point:
    /// the built-in shapes never draw NaN.
    static func drawn(in rect: CGRect, _ outline: (CGRect) -> Path) -> Path {
        guard let frame = rect.finiteStandardized else { return Path() }
        return outline(frame).finiteOrEmpty
    }

    /// The path itself when every point is finite, else an empty path.
    var finiteOrEmpty: Path { isFinite ? self : Path() }
}
