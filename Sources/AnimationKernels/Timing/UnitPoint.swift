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
