import Foundation

/// A shape with an affine transform applied to its path, as SwiftUI's
/// `TransformedShape`: every point, controls included, mapped through
/// `transform` in the frame's coordinates (no anchor). The transform does
/// not animate. A path that maps to non-finite points is empty.
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape before the transform.
    public var shape: Content
    /// The affine map.
    public var transform: CGAffineTransform

    /// Creates `shape` mapped through `transform`.
    ///
    /// - Parameters:
    ///   - shape: the shape.
    ///   - transform: the affine map.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's path mapped through the transform.
    ///
    /// - Parameter rect: the frame the shape draws in.
    /// - Returns: the mapped outline.
    /// - Complexity: O(number of elements).
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform).finiteOrEmpty
    }

    /// The shape's data; the transform does not animate, as in SwiftUI.
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension Shape {
    /// This shape mapped through `transform`, as SwiftUI's `transform(_:)`.
    ///
    /// - Parameter transform: the affine map.
    /// - Returns: the mapped shape.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
