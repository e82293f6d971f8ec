import AnimationKernels

/// `v.scale(by:)`: every element multiplied in place.
struct ScaleCase: VectorCase {
    let kernel = KernelName.scale

    func automatic<C: CodeCopy>(_: C.Type, _ v: UnsafeMutablePointer<AnimatableVector>, _ other: AnimatableVector) -> TimedLoop {
        Sampler.repeating { C.pad(); for _ in 0..<$0 { v.pointee.scale(by: 1.000_000_1) } }
    }

    func library<B: BackendLiteral, C: CodeCopy>(_: B.Type, _: C.Type, _ v: UnsafeMutablePointer<AnimatableVector>,
                                                 _ other: AnimatableVector) -> TimedLoop {
        Sampler.repeating { C.pad(); for _ in 0..<$0 { v.pointee.scale(by: 1.000_000_1, backend: B.backend) } }
    }

    func plainLoop<C: CodeCopy>(_: C.Type, _ n: Int, _ x: UnsafeMutablePointer<Double>, _ y: UnsafeMutablePointer<Double>) -> TimedLoop {
        Sampler.repeating { C.pad(); for _ in 0..<$0 { PlainLoop.scale(n, 1.000_000_1, x) } }
    }

    func seed<C: CodeCopy>(_: C.Type, _ v: UnsafeMutablePointer<SeedVector>, _ other: SeedVector) -> TimedLoop {
        Sampler.repeating { C.pad(); for _ in 0..<$0 { v.pointee.scale(by: 1.000_000_1) } }
    }

    func run(_ x: AnimatableVector, _ y: AnimatableVector, _ backend: Backend) -> [Double] {
        var v = x
        v.scale(by: 0.75, backend: backend)
        return Array(v)
    }
}
