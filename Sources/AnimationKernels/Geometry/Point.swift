/// A point in a shape's coordinate space, in points (not pixels), with the
/// y axis pointing down as in SwiftUI and SVG.
///
/// Mirrors `CGPoint` with `Double` coordinates so that shapes compute the
/// same on every platform.
@frozen
public struct Point: Sendable, Hashable, Codable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// Creates the point `(x, y)`.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    @inlinable
    public static var zero: Point { Point(x: 0, y: 0) }
}

extension Point: CustomStringConvertible {
    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
