#if AnimatableMacro
/// Conforms a struct, class or enum to ``Animatable`` and writes its
/// ``Animatable/animatableData`` from its stored instance `var`s, as
/// SwiftUI's `@Animatable` does.
///
/// Every stored `var` takes part, in declaration order, except those marked
/// ``AnimatableIgnored()``; `let`s, `static`, `lazy` and computed properties
/// never do. Each property's type must be ``Animatable`` (the
/// ``VectorArithmetic`` scalars `Double`, `Float` and `CGFloat` are) and
/// spelt out in its declaration. The data is the property's own
/// `animatableData` for one property, ``AnimatablePair`` nested to the
/// right for several (`AnimatablePair<A, AnimatablePair<B, C>>` for three),
/// and ``EmptyAnimatableData`` for none (with a warning).
///
/// ```swift
/// @Animatable
/// struct Wedge: Shape {
///     var angle: Double
///     var radius: CGFloat
///     @AnimatableIgnored var tint: Int
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
///
/// Available with the package trait `AnimatableMacro`.
///
/// - Complexity: compile time only; the written `animatableData` reads and
///   writes each property once.
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "AnimationKernelsMacros", type: "AnimatableMacro")

/// Leaves a stored property out of the `animatableData` that
/// ``Animatable()`` writes; the property stays stored and unchanged.
@attached(accessor, names: named(willSet))
public macro AnimatableIgnored() = #externalMacro(module: "AnimationKernelsMacros", type: "AnimatableIgnoredMacro")
#endif
