import AnimationKernels

/// One step of an animation engine written against `VectorArithmetic`
/// alone, kept unspecialized: the way a generic engine in another module
/// (or a library's non-inlinable generic code) reaches a conforming type,
/// through the protocol's witness table.
@_semantics("optimize.sil.specialize.generic.never") @inline(never)
func genericEngineStep<V: VectorArithmetic>(_ value: inout V, towards target: V, amount: Double) {
    value.interpolate(towards: target, amount: amount)
}

/// The same step written for `AnimatableVector`, kept out of line: the
/// cost of calling any function, to which ``genericEngineStep(_:towards:amount:)``
/// adds only the dispatch through the protocol's witness table.
@inline(never)
func concreteEngineStep(_ value: inout AnimatableVector, towards target: AnimatableVector, amount: Double) {
    value.interpolate(towards: target, amount: amount)
}
