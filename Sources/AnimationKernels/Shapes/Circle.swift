import Foundation

/// The largest circle centred in its frame, as SwiftUI's `Circle`: diameter
/// `min(width, height)`, centre `(midX, midY)`.
///
/// Its path is the ellipse of that square (see ``Ellipse``): it starts at
/// the circle's rightmost point and runs through the bottom first
/// (clockwise on a y-down screen). A non-finite frame gives an empty path.
public struct Circle: _InsetDrawable, Hashable {
    /// Creates a circle.
    public init() {}

    /// The circle centred in the frame.
    ///
    /// - Parameter rect: the frame.
    /// - Returns: the outline.
    /// - Complexity: O(1).
    public func path(in rect: CGRect) -> Path {
        Path.drawn(in: rect) { frame in
            let d = min(frame.width, frame.height)
            return Path(ellipseIn: CGRect(x: frame.midX - d / 2, y: frame.midY - d / 2, width: d, height: d))
        }
    }

    /// Nothing to animate.
    public typealias AnimatableData = EmptyAnimatableData
    /// The inset circle's type, SwiftUI's name.
    public typealias _Inset = _InsetShape<Circle>
}
