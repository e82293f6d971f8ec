/// A modifier whose parameters animate, as SwiftUI's `AnimatableModifier`
/// reduced to its `Animatable` part: SwiftUI's protocol is also a
/// `ViewModifier` whose `body(content:)` draws; a port removes that body,
/// and what remains (`animatableData` and the values it drives) conforms
/// to this protocol unchanged.
public protocol AnimatableModifier: Animatable {}
