import Foundation

/// A shape's stroke as a shape of its own: SwiftUI's `_StrokedShape`,
/// returned by `stroke(style:)` and `stroke(lineWidth:)`.
///
/// The path is the outline a stroke of the shape's path paints,
/// ``Path/strokedPath(_:)`` with ``style``: a path to fill with the non-zero
/// rule, which the other modifiers move, turn, scale and trim like any path.
/// Its bad-input rules are the stroker's: a width that is zero, negative or
/// not finite gives an empty path, an invalid dash pattern strokes solid.
public struct _StrokedShape<Content: Shape>: Shape {
    /// The shape whose outline is stroked.
    public var shape: Content
    /// The stroke's width, caps, joins and dashes.
    public var style: StrokeStyle

    /// Creates the stroke of `shape` with `style`.
    ///
    /// - Parameters:
    ///   - shape: the shape.
    ///   - style: the stroke's characteristics.
    public init(shape: Content, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    /// The outline the stroke paints in `rect`.
    ///
    /// - Parameter rect: the frame the shape draws in.
    /// - Returns: the stroke's outline, for the non-zero rule.
    /// - Complexity: that of the shape's `path(in:)` and of
    ///   ``Path/strokedPath(_:)``.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }

    /// The shape's data and the style's (line width, miter limit, dash
    /// phase), as SwiftUI animates them.
    public var animatableData: AnimatablePair<Content.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set { (shape.animatableData, style.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Shape {
    /// This shape's stroke with `style`, as a shape: SwiftUI's
    /// `stroke(style:)` (the forms that take a color or `antialiased:`
    /// return views and are not provided).
    ///
    /// - Parameter style: the stroke's width, caps, joins and dashes.
    /// - Returns: the stroked shape.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// This shape's stroke `lineWidth` wide with the other properties of
    /// ``StrokeStyle`` at their defaults (butt caps, miter joins, miter
    /// limit 10, no dashes), as a shape: SwiftUI's `stroke(lineWidth:)`.
    ///
    /// - Parameter lineWidth: the stroke's width, 1 by default.
    /// - Returns: the stroked shape.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}
