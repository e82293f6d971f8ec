/// The values a custom animation keeps between evaluations, one per
/// ``AnimationStateKey`` type.
///
/// Mirrors SwiftUI's `AnimationState`. An empty state allocates nothing;
/// the first stored value allocates the table.
public struct AnimationState<Value: VectorArithmetic> {
    var storage: [ObjectIdentifier: Any] = [:]

    /// An empty state: every key reads its default value.
    public init() {}

    /// The value stored for `key`, or `K.defaultValue` when none is.
    ///
    /// - Parameter key: the key type.
    /// - Returns: the stored value, or the key's default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
