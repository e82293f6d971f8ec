/// A point in a unit coordinate space, where (0, 0) and (1, 1) are the
/// corners of the space; used for the control points of a ``UnitCurve``.
///
/// Mirrors SwiftUI's `UnitPoint` (with `Double` for `CGFloat`). Coordinates
/// are not restricted to [0, 1]: the curve that uses the point decides what
/// it accepts.
@frozen
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal coordinate (for a timing curve: unit progress).
    public var x: Double
    /// The vertical coordinate (for a timing curve: unit value).
    public var y: Double

    /// Creates the point at (`x`, `y`).
    ///
    /// - Parameters:
    ///   - x: the horizontal coordinate.
    ///   - y: the vertical coordinate.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates the point at the origin, (0, 0).
    @inlinable
    public init() {
        self.init(x: 0, y: 0)
    }

    /// The origin, (0, 0).
    @inlinable
    public static var zero: UnitPoint { UnitPoint() }
}

extension UnitPoint {
    /// The centre, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top leading corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top trailing corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom leading corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom trailing corner, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
