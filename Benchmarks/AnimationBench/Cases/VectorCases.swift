import AnimationKernels
import ArgumentParser

/// The single-vector operations of `AnimatableVector` at one length, on the
/// library's backends and on the references (plain loop, seed-style vector).
struct VectorCases: KernelSuite {
    let sampler: Sampler

    static let defaultSizes = [4, 16, 64, 256, 1 << 10, 4 << 10, 16 << 10, 64 << 10, 256 << 10, 1 << 20, 4 << 20]
    static let quickSizes = [4, 16, 64, 1 << 10, 64 << 10, 1 << 20]

    func shapes(for kernel: KernelName, quick: Bool, sizes: [Int]?) -> [Shape] {
        (sizes ?? (quick ? Self.quickSizes : Self.defaultSizes)).map { Shape(size: $0) }
    }

    func measure(_ kernel: KernelName, _ shape: Shape, backends: [Backend], references: Bool) -> [Measurement] {
        let n = shape.size
        var rng = BenchmarkRandom(seed: UInt64(n) &* 31 &+ 7)
        let x = rng.doubles(n), y = rng.doubles(n)
        var names: [String] = []
        var loops: [TimedLoop] = []
        var owners: [AnyObject] = []
        if references {
            // The plain loop gets the library's memory (huge pages for large
            // buffers), so it measures the loop and not the allocation.
            let v = RawBuffer(x), other = RawBuffer(y)
            owners += [v, other]
            names.append("plain-loop")
            loops.append(plainLoop(kernel, n, v.pointer, other.pointer))
        }
        for backend in backends {
            let v = Slot(AnimatableVector(x))
            owners.append(v)
            names.append(backend.rawValue)
            loops.append(library(kernel, backend, v.pointer, AnimatableVector(y)))
        }
        if references, kernel == .interpolate {
            // Generic code next to the concrete calls: a vector, and a pair of
            // vectors of the same total length, through an unspecialized
            // generic engine step, and the pair through its concrete method.
            let generic = Slot(AnimatableVector(x))
            let half = n / 2
            func pair(_ values: [Double]) -> AnimatablePair<AnimatableVector, AnimatableVector> {
                AnimatablePair(AnimatableVector(values[..<half]), AnimatableVector(values[half...]))
            }
            let concretePair = Slot(pair(x)), genericPair = Slot(pair(x))
            let target = AnimatableVector(y), pairTarget = pair(y)
            owners += [generic, concretePair, genericPair]
            names += ["generic", "pair", "generic-pair"]
            loops += [
                Sampler.repeating { for _ in 0..<$0 { genericEngineStep(&generic.pointer.pointee, towards: target, amount: 0.5) } },
                Sampler.repeating { for _ in 0..<$0 { concretePair.pointer.pointee.interpolate(towards: pairTarget, amount: 0.5) } },
                Sampler.repeating { for _ in 0..<$0 { genericEngineStep(&genericPair.pointer.pointee, towards: pairTarget, amount: 0.5) } },
            ]
        }
        if references {
            let v = Slot(SeedVector(values: x))
            owners.append(v)
            names.append("seed")
            loops.append(seed(kernel, v.pointer, SeedVector(values: y)))
            let probe = SideBySideProbe(kernel.pattern!, doubles: n)
            owners.append(probe)
            names += probe.names
            loops += probe.loops
        }
        let times = sampler.summaries(loops)
        withExtendedLifetime(owners) {}
        return zip(names, times).map { name, ns in
            Measurement(kernel: kernel.rawValue, backend: name, size: n,
                        timing: ns, elementsPerCall: n, bytesPerElement: kernel.pattern!.bytesPerElement)
        }
    }

    /// `.automatic` is measured through the operators and protocol
    /// requirements, the way application code calls it; the other backends
    /// through the `backend:` methods with the backend written out, as a
    /// caller picking one does (a backend passed as a run-time value would
    /// inline all three kernels into the loop and switch on every call).
    /// The mutated vector sits behind a pointer; the other operand is a
    /// captured constant, read at +0 like a function argument.
    /// `magnitudeSquared` mutates nothing, so it reads such a constant too,
    /// as a getter on a `let` or an argument does: a value read through an
    /// unsafe pointer is retained around any call that might replace it,
    /// which at four elements costs several times the sum (in the
    /// seed-style vector as in the library).
    private func library(
        _ kernel: KernelName, _ backend: Backend,
        _ v: UnsafeMutablePointer<AnimatableVector>, _ other: AnimatableVector
    ) -> TimedLoop {
        switch (kernel, backend) {
        case (.add, .automatic):
            return Sampler.repeating { for _ in 0..<$0 { v.pointee += other } }
        case (.scale, .automatic):
            return Sampler.repeating { for _ in 0..<$0 { v.pointee.scale(by: 1.000_000_1) } }
        case (.interpolate, .automatic):
            return Sampler.repeating { for _ in 0..<$0 { v.pointee.interpolate(towards: other, amount: 0.5) } }
        case (.magnitudeSquared, .automatic):
            return Sampler.repeating { for _ in 0..<$0 { blackHole(other.magnitudeSquared) } }
        case (_, .automatic): preconditionFailure("\(kernel) is not a vector kernel")
        case (_, .scalar): return library(kernel, ScalarBackend.self, v, other)
        case (_, .simd): return library(kernel, SIMDBackend.self, v, other)
        case (_, .blas): return library(kernel, BLASBackend.self, v, other)
        }
    }

    /// The loops of one backend, specialized so that `B.backend` is a
    /// constant in them.
    private func library<B: BackendLiteral>(
        _ kernel: KernelName, _: B.Type,
        _ v: UnsafeMutablePointer<AnimatableVector>, _ other: AnimatableVector
    ) -> TimedLoop {
        switch kernel {
        case .add:
            return Sampler.repeating { for _ in 0..<$0 { v.pointee.add(other, scaledBy: 1, backend: B.backend) } }
        case .scale:
            return Sampler.repeating { for _ in 0..<$0 { v.pointee.scale(by: 1.000_000_1, backend: B.backend) } }
        case .interpolate:
            return Sampler.repeating { for _ in 0..<$0 { v.pointee.interpolate(towards: other, amount: 0.5, backend: B.backend) } }
        case .magnitudeSquared:
            return Sampler.repeating { for _ in 0..<$0 { blackHole(other.magnitudeSquared(backend: B.backend)) } }
        default:
            preconditionFailure("\(kernel) is not a vector kernel")
        }
    }

    private func plainLoop(
        _ kernel: KernelName, _ n: Int, _ px: UnsafeMutablePointer<Double>, _ py: UnsafeMutablePointer<Double>
    ) -> TimedLoop {
        switch kernel {
        case .add: return Sampler.repeating { for _ in 0..<$0 { PlainLoop.add(n, py, px) } }
        case .scale: return Sampler.repeating { for _ in 0..<$0 { PlainLoop.scale(n, 1.000_000_1, px) } }
        case .interpolate: return Sampler.repeating { for _ in 0..<$0 { PlainLoop.interpolate(n, 0.5, py, px) } }
        case .magnitudeSquared: return Sampler.repeating { for _ in 0..<$0 { blackHole(PlainLoop.sumOfSquares(n, py)) } }
        default: preconditionFailure("\(kernel) is not a vector kernel")
        }
    }

    private func seed(_ kernel: KernelName, _ v: UnsafeMutablePointer<SeedVector>, _ other: SeedVector) -> TimedLoop {
        switch kernel {
        case .add: return Sampler.repeating { for _ in 0..<$0 { v.pointee += other } }
        case .scale: return Sampler.repeating { for _ in 0..<$0 { v.pointee.scale(by: 1.000_000_1) } }
        case .interpolate: return Sampler.repeating { for _ in 0..<$0 { v.pointee.interpolate(towards: other, amount: 0.5) } }
        case .magnitudeSquared: return Sampler.repeating { for _ in 0..<$0 { blackHole(other.magnitudeSquared) } }
        default: preconditionFailure("\(kernel) is not a vector kernel")
        }
    }

    /// Runs `kernel` once on every backend from the same data and compares
    /// with the scalar oracle; throws on any disagreement beyond rounding.
    func verify(_ kernel: KernelName, _ shape: Shape) throws {
        let n = shape.size
        var rng = BenchmarkRandom(seed: UInt64(n) &+ 12345)
        let x = AnimatableVector(rng.doubles(n)), y = AnimatableVector(rng.doubles(n))
        func run(_ backend: Backend) -> [Double] {
            var v = x
            switch kernel {
            case .add: v.add(y, scaledBy: 1, backend: backend)
            case .scale: v.scale(by: 0.75, backend: backend)
            case .interpolate: v.interpolate(towards: y, amount: 0.3, backend: backend)
            case .magnitudeSquared: return [v.magnitudeSquared(backend: backend)]
            default: preconditionFailure("\(kernel) is not a vector kernel")
            }
            return Array(v)
        }
        let oracle = run(.scalar)
        // Element-wise results differ by a few ulps of the operands (|x|, |y| ≤ 1);
        // sums by n·ε of the sum of magnitudes.
        let tolerance = kernel == .magnitudeSquared ? Double(max(n, 1)) * 2.3e-16 * Double(n) : 1e-15
        for backend in Backend.allCases where backend != .scalar {
            let result = run(backend)
            for (a, b) in zip(result, oracle) where !(abs(a - b) <= tolerance) {
                throw BenchmarkFailure.mismatch(kernel: kernel.rawValue, backend: backend.rawValue, size: n, detail: "\(a) vs oracle \(b)")
            }
        }
    }
}

/// A value held behind a raw pointer for a candidate's timing loop: the
/// loop captures only the pointer, so reaching the value costs neither a
/// retain nor a dynamic exclusivity check (which a captured `var` or a class
/// property would add to the library's candidates but not to the plain loop).
final class Slot<Value> {
    let pointer: UnsafeMutablePointer<Value>
    init(_ value: Value) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value)
    }
    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}

/// Raw memory for the plain loop, aligned to a cache line and advised to use
/// huge pages like the library's: the plain loop gets the same memory as the
/// library, so it measures the loop and not the allocation.
final class RawBuffer {
    let pointer: UnsafeMutablePointer<Double>
    init(_ values: [Double]) {
        pointer = .allocateCacheAligned(capacity: max(values.count, 1))
        pointer.initialize(from: values, count: values.count)
    }
    deinit { UnsafeMutableRawPointer(pointer).deallocate() }
}

/// A backend known at compile time, for loops that should see it as a
/// literal.
protocol BackendLiteral { static var backend: Backend { get } }
enum ScalarBackend: BackendLiteral { static var backend: Backend { .scalar } }
enum SIMDBackend: BackendLiteral { static var backend: Backend { .simd } }
enum BLASBackend: BackendLiteral { static var backend: Backend { .blas } }
