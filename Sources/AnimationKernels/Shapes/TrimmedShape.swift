import Foundation

/// The part of a shape's outline between two fractions of its length:
/// SwiftUI's `_TrimmedShape`, returned by `trim(from:to:)`.
///
/// The path is ``Path/trimmedPath(from:to:)`` of the shape's path:
/// fractions clamped to [0, 1], `from ≥ to` or NaN gives an empty path.
public struct _TrimmedShape<Content: Shape>: Shape {
    /// The shape before the trim.
    public var shape: Content
    /// Where the kept part starts, as a fraction of the length.
    public var startFraction: CGFloat
    /// Where the kept part ends, as a fraction of the length.
    public var endFraction: CGFloat

    /// Creates the part of `shape` between two fractions of its length.
    ///
    /// - Parameters:
    ///   - shape: the shape.
    ///   - startFraction: the start, 0 by default.
    ///   - endFraction: the end, 1 by default.
    public init(shape: Content, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    /// The trimmed path.
    ///
    /// - Parameter rect: the frame the shape draws in.
    /// - Returns: the kept part of the outline.
    /// - Complexity: that of ``Path/trimmedPath(from:to:)``.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    /// The shape's data and both fractions, as SwiftUI animates them.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            (startFraction, endFraction) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension Shape {
    /// The part of this shape's outline between `startFraction` and
    /// `endFraction` of its length, as SwiftUI's `trim(from:to:)`.
    ///
    /// - Parameters:
    ///   - startFraction: the start, 0 by default.
    ///   - endFraction: the end, 1 by default.
    /// - Returns: the trimmed shape.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
