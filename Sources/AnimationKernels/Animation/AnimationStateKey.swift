/// A key for a value an animation keeps in its ``AnimationState``.
///
/// Mirrors SwiftUI's `AnimationStateKey`: the key is a type, and its
/// ``defaultValue`` is what the state holds before anything is stored.
public protocol AnimationStateKey {
    /// The type of the stored value.
    associatedtype Value
    /// The value read before any has been stored.
    static var defaultValue: Value { get }
}
