/// A type that defines changes to a value over time: one or more keyframe
/// tracks, what a ``KeyframesBuilder`` collects into a ``KeyframeTimeline``.
///
/// Mirrors SwiftUI's `Keyframes` protocol. SwiftUI composes keyframes
/// through a `body`; here the requirement is ``tracks``, the content as a
/// flat list of tracks. ``KeyframeTrack`` conforms.
public protocol Keyframes<Root> {
    /// The type of value the tracks animate (SwiftUI's `Value`): the
    /// timeline's value, of which each track animates a part.
    associatedtype Root

    /// The tracks, in the order in which they write their values.
    var tracks: [AnyKeyframeTrack<Root>] { get }
}

/// A keyframe track of any property type of `Root`: the element of a
/// ``KeyframesBuilder``'s result.
///
/// Opaque: it is made by ``KeyframeTrack`` and by keyframes written straight
/// into a ``KeyframeTimeline``'s builder, which join their neighbours into
/// one track of the whole value, as in SwiftUI.
public struct AnyKeyframeTrack<Root> {
    /// Resolves the track against a timeline's initial value, refusing bad
    /// keyframes; the string names the track in errors (`tracks[1]`, or
    /// empty for a timeline's only track).
    let resolve: (Root, String) throws -> ResolvedTrack<Root>
    /// Resolves the track against a timeline's initial value, accepting any
    /// keyframes (see ``ResolvedKeyframes/init(initialValue:keyframes:)``).
    let resolveLeniently: (Root) -> ResolvedTrack<Root>
    /// For keyframes written straight into a timeline: the track of these
    /// keyframes followed by `next`'s, when `next` is such keyframes too.
    let join: ((AnyKeyframeTrack<Root>) -> AnyKeyframeTrack<Root>?)?
    /// The keyframes written straight into a timeline, as `[Keyframe<Root>]`.
    let looseKeyframes: Any?

    /// The track of `keyPath` through `keyframes`; `isWholeValue` when
    /// `keyPath` is `\Root.self`. (Said rather than tested: comparing an
    /// identity key path with another stops the program in Swift 6.3.)
    init<Value: Animatable>(_ keyPath: WritableKeyPath<Root, Value>, _ keyframes: [Keyframe<Value>], isWholeValue: Bool) {
        resolve = { root, name in
            let resolved = try ResolvedKeyframes(
                initialValue: root[keyPath: keyPath].animatableData, keyframes: keyframes.map(\.animatableDataKeyframe),
                name: qualified(name, "keyframes"), initialValueName: qualified(name, "initialValue"))
            return ResolvedTrack.of(keyPath, resolved, isWholeValue: isWholeValue)
        }
        resolveLeniently = { root in
            let resolved = ResolvedKeyframes(
                initialValue: root[keyPath: keyPath].animatableData, keyframes: keyframes.map(\.animatableDataKeyframe))
            return ResolvedTrack.of(keyPath, resolved, isWholeValue: isWholeValue)
        }
        join = nil
        looseKeyframes = nil
    }
}

/// `name` inside `prefix` (`tracks[1].keyframes`), or alone when `prefix`
/// is empty.
private func qualified(_ prefix: String, _ name: String) -> String {
    prefix.isEmpty ? name : "\(prefix).\(name)"
}

extension AnyKeyframeTrack where Root: Animatable {
    /// Keyframes of the whole value written straight into a timeline's
    /// builder; consecutive ones form a single track.
    init(loose keyframes: [Keyframe<Root>]) {
        let track = AnyKeyframeTrack(\Root.self, keyframes, isWholeValue: true)
        resolve = track.resolve
        resolveLeniently = track.resolveLeniently
        join = { next in (next.looseKeyframes as? [Keyframe<Root>]).map { AnyKeyframeTrack(loose: keyframes + $0) } }
        looseKeyframes = keyframes
    }
}
