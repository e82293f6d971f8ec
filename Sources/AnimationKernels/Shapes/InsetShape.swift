import Foundation

/// A built-in shape whose inset is itself drawn in a smaller frame, with
/// its corner radii reduced by the inset (an implementation detail of
/// SwiftUI's `Rectangle._Inset`, `Circle._Inset`, …, public only because
/// ``_InsetShape`` names it).
public protocol _InsetDrawable: InsettableShape {
    /// The shape's parameters for drawing `amount` inside its frame: the
    /// shape itself, or its corner radii reduced by `amount`.
    ///
    /// - Parameter amount: the inset.
    /// - Returns: the shape to draw in the inset frame.
    func _insetParameters(by amount: CGFloat) -> Self
}

extension _InsetDrawable {
    /// The shape itself: its geometry follows its frame alone.
    public func _insetParameters(by amount: CGFloat) -> Self { self }

    /// The shape inset by `amount` on every side, as SwiftUI's built-in
    /// shapes' `inset(by:)`; see `_InsetShape`.
    ///
    /// - Parameter amount: the inset (negative: an outset).
    /// - Returns: the inset shape.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> {
        _InsetShape(shape: self, amount: amount)
    }
}

/// A built-in shape inset by `amount` on every side: SwiftUI's
/// `Rectangle._Inset`, `RoundedRectangle._Inset`, `Circle._Inset`,
/// `Ellipse._Inset`, `Capsule._Inset` (each shape's `_Inset` names it).
///
/// The shape is drawn in its frame shrunk by `amount` on every side, with
/// corner radii reduced by `amount` (at least 0). A frame that the inset
/// turns inside out (`2·amount` more than its width or height), a NaN
/// amount, or a non-finite frame gives an empty path, as SwiftUI draws
/// nothing there.
public struct _InsetShape<Content: _InsetDrawable>: InsettableShape {
    /// The shape before the inset.
    public var shape: Content
    /// The inset on every side.
    public var amount: CGFloat

    /// Creates `shape` inset by `amount`.
    ///
    /// - Parameters:
    ///   - shape: the shape.
    ///   - amount: the inset on every side.
    public init(shape: Content, amount: CGFloat) {
        self.shape = shape
        self.amount = amount
    }

    /// The shape's path in `rect` inset by `amount`.
    ///
    /// - Parameter rect: the frame before the inset.
    /// - Returns: the outline, or an empty path (see the type's rule).
    /// - Complexity: that of the shape's `path(in:)`.
    public func path(in rect: CGRect) -> Path {
        guard let frame = rect.finiteStandardized else { return Path() }
        // Checked before building the rectangle: CGRect's width and height read back standardized.
        let width = frame.width - 2 * amount, height = frame.height - 2 * amount
        guard width >= 0, height >= 0 else { return Path() }
        let inner = CGRect(x: frame.minX + amount, y: frame.minY + amount, width: width, height: height)
        return shape._insetParameters(by: amount).path(in: inner)
    }

    /// The shape's data and the inset, both animated.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, amount) }
        set { (shape.animatableData, amount) = (newValue.first, newValue.second) }
    }

    /// The same shape inset further: insets add.
    ///
    /// - Parameter amount: the extra inset.
    /// - Returns: the shape inset by the sum.
    public func inset(by amount: CGFloat) -> _InsetShape<Content> {
        _InsetShape(shape: shape, amount: self.amount + amount)
    }
}
