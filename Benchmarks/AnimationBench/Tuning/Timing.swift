import AnimationKernels

/// The median ns per call of each backend on `shape`, in interleaved rounds
/// (``Sampler``); `.scalar` only where ``TuningShape/scalarIsWorthTiming``.
func timeBackends(_ shape: TuningShape, sampler: Sampler, backends: [Backend]) -> [Backend: Double] {
    let timed = backends.filter { $0 != .scalar || shape.scalarIsWorthTiming }
    let (loops, inputs) = shape.loops(timed)
    let times = sampler.nanosecondsPerCall(loops)
    withExtendedLifetime(inputs) {}
    return Dictionary(uniqueKeysWithValues: zip(timed, times))
}
