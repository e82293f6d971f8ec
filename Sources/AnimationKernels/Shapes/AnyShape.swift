import Foundation

/// A type-erased shape, as SwiftUI's `AnyShape`: it draws the wrapped
/// shape's path, so shapes of different types can share one variable.
///
/// ```swift
/// let shape = isRound ? AnyShape(Circle()) : AnyShape(Rectangle())
/// ```
public struct AnyShape: Shape {
    private let outline: @Sendable (CGRect) -> Path

    /// Wraps `shape`.
    ///
    /// - Parameter shape: the shape to draw.
    public init<S: Shape>(_ shape: S) {
        outline = { shape.path(in: $0) }
    }

    /// The wrapped shape's path.
    ///
    /// - Parameter rect: the frame.
    /// - Returns: the wrapped shape's outline.
    /// - Complexity: that of the wrapped shape.
    public func path(in rect: CGRect) -> Path { outline(rect) }

    /// Nothing to animate: the wrapped shape's data is hidden.
    public typealias AnimatableData = EmptyAnimatableData
}
