import Foundation

/// A shape moved by an offset, as SwiftUI's `OffsetShape`: every point of
/// the shape's path, controls included, moved by `(offset.width,
/// offset.height)`. A path that overflows to non-finite points is empty.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape before the move.
    public var shape: Content
    /// The move.
    public var offset: CGSize

    /// Creates `shape` moved by `offset`.
    ///
    /// - Parameters:
    ///   - shape: the shape.
    ///   - offset: the move.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's path moved by the offset.
    ///
    /// - Parameter rect: the frame the shape draws in.
    /// - Returns: the moved outline.
    /// - Complexity: O(number of elements).
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height).finiteOrEmpty
    }

    /// The shape's data and the offset, as SwiftUI animates them.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { (shape.animatableData, offset.animatableData) = (newValue.first, newValue.second) }
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, moved by the same offset.
    ///
    /// - Parameter amount: the inset.
    /// - Returns: the moved inset shape.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension Shape {
    /// This shape moved by `offset`, as SwiftUI's `offset(_:)`.
    ///
    /// - Parameter offset: the move.
    /// - Returns: the moved shape.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// This shape moved by `(offset.x, offset.y)`, as SwiftUI's `offset(_:)`.
    ///
    /// - Parameter offset: the move.
    /// - Returns: the moved shape.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// This shape moved by `(x, y)`, as SwiftUI's `offset(x:y:)`.
    ///
    /// - Parameters:
    ///   - x: the horizontal move.
    ///   - y: the vertical move.
    /// - Returns: the moved shape.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
}
