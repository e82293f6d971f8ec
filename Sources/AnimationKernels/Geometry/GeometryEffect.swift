import Foundation

/// An effect that changes a view's geometry by a projection that depends
/// on its size, as SwiftUI's `GeometryEffect`, reduced to its animation
/// math: SwiftUI's protocol is also a `ViewModifier`, whose view part is
/// removed in a port.
///
/// ```swift
/// struct Skew: GeometryEffect {
///     var offset: CGFloat
///     var animatableData: CGFloat {
///         get { offset }
///         set { offset = newValue }
///     }
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: offset, y: 0))
///     }
/// }
/// ```
public protocol GeometryEffect: Animatable {
    /// The transform to apply to a view of `size`.
    ///
    /// - Parameters:
    ///   - size: the size of the view the effect applies to.
    /// - Returns: the projection from the view's coordinates to its
    ///   displayed ones.
    func effectValue(size: CGSize) -> ProjectionTransform
}
