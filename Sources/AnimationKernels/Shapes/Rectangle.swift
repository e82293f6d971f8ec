import Foundation

/// A rectangle filling its frame, as SwiftUI's `Rectangle`.
///
/// Its path is `Path/init(_:)` of the frame: a move to `(minX, minY)`,
/// lines to `(maxX, minY)`, `(maxX, maxY)`, `(minX, maxY)` (clockwise on a
/// y-down screen), and a close. A frame with a negative size is
/// standardized; a non-finite frame gives an empty path.
public struct Rectangle: _InsetDrawable, Hashable {
    /// Creates a rectangle.
    public init() {}

    /// The frame as a closed rectangle.
    ///
    /// - Parameter rect: the frame.
    /// - Returns: the outline.
    /// - Complexity: O(1).
    public func path(in rect: CGRect) -> Path {
        Path.drawn(in: rect) { Path($0) }
    }

    /// Nothing to animate.
    public typealias AnimatableData = EmptyAnimatableData
    /// The inset rectangle's type, SwiftUI's name.
    public typealias _Inset = _InsetShape<Rectangle>
}
