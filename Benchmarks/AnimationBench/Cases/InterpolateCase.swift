import AnimationKernels

/// `v.interpolate(towards:amount:)`, with generic code beside the concrete
/// calls: a vector, and a pair of vectors of the same total length, through
/// an unspecialized generic engine step, the vector through the same step
/// written for it and kept out of line (the cost of a call), and the pair
/// through its concrete method.
struct InterpolateCase: VectorCase {
    let kernel = KernelName.interpolate

    var extraReferences: [Candidate] { [.generic, .concreteStep, .pair, .genericPair] }

    func automatic<C: CodeCopy>(_: C.Type, _ v: UnsafeMutablePointer<AnimatableVector>, _ other: AnimatableVector) -> TimedLoop {
        Sampler.repeating { C.pad(); for _ in 0..<$0 { v.pointee.interpolate(towards: other, amount: 0.5) } }
    }

    func library<B: BackendLiteral, C: CodeCopy>(_: B.Type, _: C.Type, _ v: UnsafeMutablePointer<AnimatableVector>,
                                                 _ other: AnimatableVector) -> TimedLoop {
        Sampler.repeating { C.pad(); for _ in 0..<$0 { v.pointee.interpolate(towards: other, amount: 0.5, backend: B.backend) } }
    }

    func plainLoop<C: CodeCopy>(_: C.Type, _ n: Int, _ x: UnsafeMutablePointer<Double>, _ y: UnsafeMutablePointer<Double>) -> TimedLoop {
        Sampler.repeating { C.pad(); for _ in 0..<$0 { PlainLoop.interpolate(n, 0.5, y, x) } }
    }

    func seed<C: CodeCopy>(_: C.Type, _ v: UnsafeMutablePointer<SeedVector>, _ other: SeedVector) -> TimedLoop {
        Sampler.repeating { C.pad(); for _ in 0..<$0 { v.pointee.interpolate(towards: other, amount: 0.5) } }
    }

    func extraLoop<C: CodeCopy>(_ candidate: Candidate, _ w: VectorWorkload, _: C.Type) -> TimedLoop {
        switch candidate {
        case .generic:
            let generic = w.vector, target = w.operand
            return Sampler.repeating { C.pad(); for _ in 0..<$0 { genericEngineStep(&generic.pointer.pointee, towards: target, amount: 0.5) } }
        case .concreteStep:
            let concrete = w.vector, target = w.operand
            return Sampler.repeating { C.pad(); for _ in 0..<$0 { concreteEngineStep(&concrete.pointer.pointee, towards: target, amount: 0.5) } }
        case .pair:
            let concrete = w.pair, target = w.pairOperand
            return Sampler.repeating { C.pad(); for _ in 0..<$0 { concrete.pointer.pointee.interpolate(towards: target, amount: 0.5) } }
        case .genericPair:
            let generic = w.pair, target = w.pairOperand
            return Sampler.repeating { C.pad(); for _ in 0..<$0 { genericEngineStep(&generic.pointer.pointee, towards: target, amount: 0.5) } }
        default:
            preconditionFailure("\(kernel) has no candidate \(candidate)")
        }
    }

    func run(_ x: AnimatableVector, _ y: AnimatableVector, _ backend: Backend) -> [Double] {
        var v = x
        v.interpolate(towards: y, amount: 0.3, backend: backend)
        return Array(v)
    }
}
