import Foundation

/// A 2D shape: a path computed for a frame, whose parameters can animate,
/// as SwiftUI's `Shape` without its view side (fill, stroke and layout are
/// SwiftUI's rendering and are not part of a port).
///
/// ```swift
/// struct Wave: Shape {
///     var phase: Double
///     var animatableData: Double {
///         get { phase }
///         set { phase = newValue }
///     }
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
public protocol Shape: Animatable, Sendable {
    /// The shape as a path within `rect`, its frame of reference.
    ///
    /// - Parameters:
    ///   - rect: the frame to draw in.
    /// - Returns: the outline.
    func path(in rect: CGRect) -> Path
}

extension Path: Shape {
    /// The path itself, whatever the frame, as SwiftUI's `Path` does.
    ///
    /// - Parameter rect: Ignored: a path is its own outline.
    /// - Returns: `self`.
    @inlinable
    public func path(in rect: CGRect) -> Path { self }

    /// A path has nothing to animate.
    public typealias AnimatableData = EmptyAnimatableData
}
