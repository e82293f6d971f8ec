import Foundation

/// The ellipse inscribed in its frame, as SwiftUI's `Ellipse`.
///
/// Its path is ``Path/init(ellipseIn:)`` of the frame: four cubics from
/// `(maxX, midY)` through `(midX, maxY)`, `(minX, midY)` and `(midX, minY)`
/// (clockwise on a y-down screen), within 2.73·10⁻⁴ of each half-axis of the
/// exact ellipse. A non-finite frame gives an empty path.
public struct Ellipse: _InsetDrawable, Hashable {
    /// Creates an ellipse.
    public init() {}

    /// The ellipse inscribed in the frame.
    ///
    /// - Parameter rect: the frame.
    /// - Returns: the outline.
    /// - Complexity: O(1).
    public func path(in rect: CGRect) -> Path {
        Path.drawn(in: rect) { Path(ellipseIn: $0) }
    }

    /// Nothing to animate.
    public typealias AnimatableData = EmptyAnimatableData
    /// The inset ellipse's type, SwiftUI's name.
    public typealias _Inset = _InsetShape<Ellipse>
}
