import AnimationKernels

/// `v += w`: an axpy with coefficient 1.
struct AddCase: VectorCase {
    let kernel = KernelName.add

    func automatic<C: CodeCopy>(_: C.Type, _ v: UnsafeMutablePointer<AnimatableVector>, _ other: AnimatableVector) -> TimedLoop {
        Sampler.repeating { C.pad(); for _ in 0..<$0 { v.pointee += other } }
    }

    func library<B: BackendLiteral, C: CodeCopy>(_: B.Type, _: C.Type, _ v: UnsafeMutablePointer<AnimatableVector>,
                                                 _ other: AnimatableVector) -> TimedLoop {
        Sampler.repeating { C.pad(); for _ in 0..<$0 { v.pointee.add(other, scaledBy: 1, backend: B.backend) } }
    }

    func plainLoop<C: CodeCopy>(_: C.Type, _ n: Int, _ x: UnsafeMutablePointer<Double>, _ y: UnsafeMutablePointer<Double>) -> TimedLoop {
        Sampler.repeating { C.pad(); for _ in 0..<$0 { PlainLoop.add(n, y, x) } }
    }

    func seed<C: CodeCopy>(_: C.Type, _ v: UnsafeMutablePointer<SeedVector>, _ other: SeedVector) -> TimedLoop {
        Sampler.repeating { C.pad(); for _ in 0..<$0 { v.pointee += other } }
    }

    func run(_ x: AnimatableVector, _ y: AnimatableVector, _ backend: Backend) -> [Double] {
        var v = x
        v.add(y, scaledBy: 1, backend: backend)
        return Array(v)
    }
}
