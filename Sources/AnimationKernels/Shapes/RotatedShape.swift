import Foundation

/// A shape rotated about an anchor of its frame, as SwiftUI's
/// `RotatedShape`.
///
/// The pivot is `(minX + anchor.x·width, minY + anchor.y·height)` of the
/// frame; every point `p` becomes `pivot + R(angle)·(p − pivot)` with
/// `R = [cos −sin; sin cos]`, so a positive angle turns +x towards +y:
/// clockwise on SwiftUI's y-down screen, as Apple documents ("Positive
/// angles rotate clockwise"). A non-finite angle, anchor or frame, or an
/// overflow, gives an empty path.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape before the rotation.
    public var shape: Content
    /// The rotation.
    public var angle: Angle
    /// The pivot, as a fraction of the frame.
    public var anchor: UnitPoint

    /// Creates `shape` rotated by `angle` about `anchor`.
    ///
    /// - Parameters:
    ///   - shape: the shape.
    ///   - angle: the rotation; positive turns +x towards +y.
    ///   - anchor: the pivot, the frame's centre by default.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's path rotated about the pivot.
    ///
    /// - Parameter rect: the frame the shape draws in.
    /// - Returns: the rotated outline.
    /// - Complexity: O(number of elements).
    public func path(in rect: CGRect) -> Path {
        let c = cos(angle.radians), s = sin(angle.radians)
        return shape.path(in: rect).applying(rect.linearMap(a: c, b: s, c: -s, d: c, about: anchor)).finiteOrEmpty
    }

    /// The shape's data, the angle and the anchor, as SwiftUI animates them.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            (angle.animatableData, anchor.animatableData) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, rotated the same way (SwiftUI's
    /// `RotatedShape<Content.InsetShape>`).
    ///
    /// - Parameter amount: the inset.
    /// - Returns: the rotated inset shape.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension Shape {
    /// This shape rotated by `angle` about `anchor`, as SwiftUI's
    /// `rotation(_:anchor:)`; see ``RotatedShape``.
    ///
    /// - Parameters:
    ///   - angle: the rotation; positive angles rotate clockwise on screen.
    ///   - anchor: the pivot, the frame's centre by default.
    /// - Returns: the rotated shape.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}

extension CGRect {
    /// The linear map `[a c; b d]` about the point at `anchor`'s fractions
    /// of the rectangle, `pivot = (minX + x·width, minY + y·height)`:
    /// `p ↦ pivot + M·(p − pivot)`.
    func linearMap(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, about anchor: UnitPoint) -> CGAffineTransform {
        let px = minX + anchor.x * width, py = minY + anchor.y * height
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: px - (a * px + c * py), ty: py - (b * px + d * py))
    }
}
