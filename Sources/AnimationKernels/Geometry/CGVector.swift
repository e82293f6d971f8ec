import Foundation

// Foundation on Linux has no CGVector; where CoreGraphics exists its own
// type is used, so nothing here clashes with it.
#if !canImport(CoreGraphics)
/// A 2D vector, as CoreGraphics' `CGVector`: a displacement `(dx, dy)`.
///
/// Provided only on platforms without CoreGraphics (Foundation on Linux
/// lacks it).
@frozen
public struct CGVector: Sendable, Hashable, Codable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// Creates the vector `(dx, dy)`.
    ///
    /// - Parameters:
    ///   - dx: The horizontal component.
    ///   - dy: The vertical component.
    @inlinable
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates the vector `(dx, dy)` from integers.
    ///
    /// - Parameters:
    ///   - dx: The horizontal component.
    ///   - dy: The vertical component.
    @inlinable
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates the zero vector.
    @inlinable
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// The zero vector.
    @inlinable
    public static var zero: CGVector { CGVector() }
}
#endif
