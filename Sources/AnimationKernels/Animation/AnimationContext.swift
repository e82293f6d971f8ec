/// What an animation may keep and report while it runs: its
/// ``AnimationState`` and whether it is logically complete.
///
/// Mirrors SwiftUI's `AnimationContext`, without `environment` (there is no
/// view hierarchy on Linux). SwiftUI creates contexts itself; here
/// ``init()`` gives the fresh context an animation starts with.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's stored values.
    public var state: AnimationState<Value>

    /// Whether the animation has reached the point at which it counts as
    /// finished for completion handlers, though it may still be moving; set
    /// by ``Animation/logicallyComplete(after:)``.
    public var isLogicallyComplete: Bool

    /// A fresh context: empty state, not logically complete. Allocates
    /// nothing.
    public init() {
        state = AnimationState()
        isLogicallyComplete = false
    }
}
