import Foundation

/// The contexts of a timeline's custom animations, carried from one
/// evaluation to the next: such an animation may keep state in its
/// context, so it sees its times in order, as SwiftUI shows it frame by
/// frame.
///
/// One entry per change and per form of evaluation (the timeline's value
/// type, or the `Double` progress the batched weights use). A time earlier
/// than the last one evaluated starts over from a fresh context, or the one
/// the change started from (the animation replays from its start); the
/// same time again returns the result recorded, so asking for a value, a
/// velocity and whether it runs evaluates the animation once.
///
/// A reference shared by copies of a timeline, behind a lock; the timeline
/// copies it before recording a change when it is shared.
final class AnimationContextStore: @unchecked Sendable {
    /// Which change, and which evaluation of it.
    struct Key: Hashable {
        let change: Int
        let valueType: ObjectIdentifier
        let isProgress: Bool
    }

    /// The last evaluation of one change.
    struct Entry<V: VectorArithmetic> {
        var time: Double
        var context: AnimationContext<V>
        var result: V?
    }

    private let lock = NSLock()
    private var entries: [Key: Any] = [:]
    /// The contexts changes start from when not fresh: a merged custom
    /// animation starts from the state its `shouldMerge` left, which
    /// SwiftUI hands over from the animation it replaces.
    private var initials: [Int: Any] = [:]

    /// An empty store.
    init() {}

    /// A store holding `other`'s entries.
    init(copying other: AnimationContextStore) {
        (entries, initials) = other.lock.withLock { (other.entries, other.initials) }
    }

    /// Records that change `change` starts from `context` rather than a
    /// fresh one.
    func setInitialContext<V: VectorArithmetic>(_ context: AnimationContext<V>, change: Int) {
        lock.withLock { initials[change] = context }
    }

    /// `animation.animate(value:time:context:)` for change `change` at
    /// `time` (seconds since the change), with the context its previous
    /// evaluation left, and that context afterwards.
    ///
    /// - Parameter isProgress: whether `value` is the unit progress of the
    ///   batched weights rather than the change's own value.
    func animate<V: VectorArithmetic>(_ animation: Animation, change: Int, value: V, time: Double,
                                      isProgress: Bool = false) -> (part: V?, context: AnimationContext<V>) {
        let key = Key(change: change, valueType: ObjectIdentifier(V.self), isProgress: isProgress)
        let (previous, initial) = lock.withLock { (entries[key] as? Entry<V>, initials[change] as? AnimationContext<V>) }
        if let previous, previous.time == time { return (previous.result, previous.context) }
        // Evaluated outside the lock: the animation is the user's code.
        var context = previous.flatMap { $0.time < time ? $0.context : nil } ?? initial ?? AnimationContext<V>()
        let result = animation.animate(value: value, time: time, context: &context)
        lock.withLock { entries[key] = Entry(time: time, context: context, result: result) }
        return (result, context)
    }
}
