@_spi(Benchmarking) import AnimationKernels

/// The median ns per call of each backend on `shape`, in interleaved rounds
/// (``Sampler``); `.scalar` only where ``TuningShape/scalarIsWorthTiming``;
/// and the explicit backend `automatic` runs the shape on.
func timeBackends(_ shape: TuningShape, sampler: Sampler, backends: [Backend]) -> (times: [Backend: Double], route: Backend) {
    let timed = backends.filter { $0 != .scalar || shape.scalarIsWorthTiming }
    let (loops, inputs, route) = shape.loops(timed)
    let times = sampler.nanosecondsPerCall(loops)
    withExtendedLifetime(inputs) {}
    return (Dictionary(uniqueKeysWithValues: zip(timed, times)), route)
}
