import AnimationKernels

/// `v += w`: an axpy with coefficient 1.
struct AddCase: VectorCase {
    let kernel = KernelName.add

    func automatic(_ v: UnsafeMutablePointer<AnimatableVector>, _ other: AnimatableVector) -> TimedLoop {
        Sampler.repeating { for _ in 0..<$0 { v.pointee += other } }
    }

    func library<B: BackendLiteral>(_: B.Type, _ v: UnsafeMutablePointer<AnimatableVector>,
                                    _ other: AnimatableVector) -> TimedLoop {
        Sampler.repeating { for _ in 0..<$0 { v.pointee.add(other, scaledBy: 1, backend: B.backend) } }
    }

    func plainLoop(_ n: Int, _ x: UnsafeMutablePointer<Double>, _ y: UnsafeMutablePointer<Double>) -> TimedLoop {
        Sampler.repeating { for _ in 0..<$0 { PlainLoop.add(n, y, x) } }
    }

    func seed(_ v: UnsafeMutablePointer<SeedVector>, _ other: SeedVector) -> TimedLoop {
        Sampler.repeating { for _ in 0..<$0 { v.pointee += other } }
    }

    func run(_ x: AnimatableVector, _ y: AnimatableVector, _ backend: Backend) -> [Double] {
        var v = x
        v.add(y, scaledBy: 1, backend: backend)
        return Array(v)
    }
}
