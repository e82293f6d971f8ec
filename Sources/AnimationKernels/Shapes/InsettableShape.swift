import Foundation

/// A shape that can draw itself inset by an amount on every side, as
/// SwiftUI's `InsettableShape` (what `strokeBorder` insets by half the line
/// width).
///
/// ```swift
/// struct Arc: InsettableShape {
///     var insetAmount = 0.0
///     func path(in rect: CGRect) -> Path { … }
///     func inset(by amount: CGFloat) -> some InsettableShape {
///         var arc = self
///         arc.insetAmount += amount
///         return arc
///     }
/// }
/// ```
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// The shape drawn `amount` inside its frame on every side (outside for
    /// a negative amount); insets add up.
    ///
    /// - Parameter amount: the inset, in the frame's units.
    /// - Returns: the inset shape.
    func inset(by amount: CGFloat) -> InsetShape
}
