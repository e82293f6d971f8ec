import Foundation

/// A shape scaled about an anchor of its frame, as SwiftUI's `ScaledShape`.
///
/// The pivot is `(minX + anchor.x·width, minY + anchor.y·height)`; every
/// point `p` becomes `(pivot.x + scale.width·(p.x − pivot.x), pivot.y +
/// scale.height·(p.y − pivot.y))`. Non-finite factors, anchor or frame, or
/// an overflow, give an empty path.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape before the scaling.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The pivot, as a fraction of the frame.
    public var anchor: UnitPoint

    /// Creates `shape` scaled by `scale` about `anchor`.
    ///
    /// - Parameters:
    ///   - shape: the shape.
    ///   - scale: the horizontal and vertical factors.
    ///   - anchor: the pivot, the frame's centre by default.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's path scaled about the pivot.
    ///
    /// - Parameter rect: the frame the shape draws in.
    /// - Returns: the scaled outline.
    /// - Complexity: O(number of elements).
    public func path(in rect: CGRect) -> Path {
        let scaling = rect.linearMap(a: scale.width, b: 0, c: 0, d: scale.height, about: anchor)
        return shape.path(in: rect).applying(scaling).finiteOrEmpty
    }

    /// The shape's data, the factors and the anchor, as SwiftUI animates them.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            (scale.animatableData, anchor.animatableData) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension Shape {
    /// This shape scaled by `x` and `y` about `anchor`, as SwiftUI's
    /// `scale(x:y:anchor:)`; see ``ScaledShape``.
    ///
    /// - Parameters:
    ///   - x: the horizontal factor, 1 by default.
    ///   - y: the vertical factor, 1 by default.
    ///   - anchor: the pivot, the frame's centre by default.
    /// - Returns: the scaled shape.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` on both axes about `anchor`, as
    /// SwiftUI's `scale(_:anchor:)`.
    ///
    /// - Parameters:
    ///   - scale: the factor.
    ///   - anchor: the pivot, the frame's centre by default.
    /// - Returns: the scaled shape.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
}
