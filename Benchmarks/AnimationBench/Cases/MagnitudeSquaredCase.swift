import AnimationKernels

/// `v.magnitudeSquared`: a sum of squares.
///
/// It mutates nothing, so every loop reads a captured constant, as a getter
/// on a `let` or an argument does: a value read through an unsafe pointer is
/// retained around any call that might replace it, which at four elements
/// costs several times the sum (in the seed's vector as in the library).
struct MagnitudeSquaredCase: VectorCase {
    let kernel = KernelName.magnitudeSquared

    func automatic<C: CodeCopy>(_: C.Type, _ v: UnsafeMutablePointer<AnimatableVector>, _ other: AnimatableVector) -> TimedLoop {
        Sampler.repeating { C.pad(); for _ in 0..<$0 { blackHole(other.magnitudeSquared) } }
    }

    func library<B: BackendLiteral, C: CodeCopy>(_: B.Type, _: C.Type, _ v: UnsafeMutablePointer<AnimatableVector>,
                                                 _ other: AnimatableVector) -> TimedLoop {
        Sampler.repeating { C.pad(); for _ in 0..<$0 { blackHole(other.magnitudeSquared(backend: B.backend)) } }
    }

    func plainLoop<C: CodeCopy>(_: C.Type, _ n: Int, _ x: UnsafeMutablePointer<Double>, _ y: UnsafeMutablePointer<Double>) -> TimedLoop {
        Sampler.repeating { C.pad(); for _ in 0..<$0 { blackHole(PlainLoop.sumOfSquares(n, y)) } }
    }

    func seed<C: CodeCopy>(_: C.Type, _ v: UnsafeMutablePointer<SeedVector>, _ other: SeedVector) -> TimedLoop {
        Sampler.repeating { C.pad(); for _ in 0..<$0 { blackHole(other.magnitudeSquared) } }
    }

    func run(_ x: AnimatableVector, _ y: AnimatableVector, _ backend: Backend) -> [Double] {
        [x.magnitudeSquared(backend: backend)]
    }

    /// Sums differ by n·ε of the sum of magnitudes.
    func tolerance(_ n: Int) -> Double { Double(max(n, 1)) * 2.3e-16 * Double(n) }
}
