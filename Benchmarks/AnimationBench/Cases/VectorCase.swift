import AnimationKernels

/// The shared shape of the single-vector cases (`add`, `scale`,
/// `interpolate`, `magnitudeSquared`): one vector length per shape, the
/// library's backends beside the plain loop and the seed's vector, checked
/// against the scalar oracle.
///
/// `.automatic` is timed through the operators and protocol requirements,
/// the way application code calls it; the other backends through the
/// `backend:` methods with the backend written out, as a caller picking one
/// does (a backend passed as a run-time value would inline all three
/// kernels into the loop and switch on every call). The mutated vector sits
/// behind a pointer; the other operand is a captured constant, read at +0
/// like a function argument.
///
/// Every loop is written for one ``CodeCopy`` `C`, calling `C.pad()` before
/// it: vectors of up to ``CodeCopies/longestVector`` elements are timed over
/// all the copies (see ``CodeCopy``).
protocol VectorCase: BenchmarkCase where Workload == VectorWorkload {
    /// `.automatic` through the operators.
    func automatic<C: CodeCopy>(_: C.Type, _ v: UnsafeMutablePointer<AnimatableVector>, _ other: AnimatableVector) -> TimedLoop
    /// One backend, specialized so that `B.backend` is a constant in the loop.
    func library<B: BackendLiteral, C: CodeCopy>(_: B.Type, _: C.Type, _ v: UnsafeMutablePointer<AnimatableVector>,
                                                 _ other: AnimatableVector) -> TimedLoop
    /// The plain loop over `n` doubles at `x` (mutated) and `y`.
    func plainLoop<C: CodeCopy>(_: C.Type, _ n: Int, _ x: UnsafeMutablePointer<Double>, _ y: UnsafeMutablePointer<Double>) -> TimedLoop
    /// The seed's vector.
    func seed<C: CodeCopy>(_: C.Type, _ v: UnsafeMutablePointer<SeedVector>, _ other: SeedVector) -> TimedLoop
    /// The kernel once on `backend`, from `x` towards `y` where it takes
    /// two operands: the resulting vector, or the sum as one value.
    func run(_ x: AnimatableVector, _ y: AnimatableVector, _ backend: Backend) -> [Double]
    /// The largest difference from the oracle still taken for rounding.
    func tolerance(_ n: Int) -> Double
    /// References timed between the backends and the seed.
    var extraReferences: [Candidate] { get }
    /// The loop of a candidate of ``extraReferences``.
    func extraLoop<C: CodeCopy>(_ candidate: Candidate, _ w: VectorWorkload, _: C.Type) -> TimedLoop
}

/// Vector lengths of the single-vector cases.
enum VectorSizes {
    static let full = [4, 16, 64, 256, 1 << 10, 4 << 10, 16 << 10, 64 << 10, 256 << 10, 1 << 20, 4 << 20]
    /// The targets' lengths (4, 64, 4M) and one in each of L2 and L3.
    static let standard = [4, 64, 4 << 10, 256 << 10, 4 << 20]
    static let quick = [4, 16, 64, 1 << 10, 64 << 10, 1 << 20]
}

/// A vector case's operands, and the values its loops point into.
final class VectorWorkload {
    let n: Int
    let x: [Double]
    let y: [Double]
    /// The vector that every library backend and the generic engine step
    /// mutate in turn, and the operand they read: one placement for all of
    /// them, so that `automatic` and the backend it picks run on the same
    /// memory and differ only by the routing (two vectors' offset modulo
    /// 4 KiB decides whether loads wait on stores to the same cache set).
    lazy var vector = Slot(AnimatableVector(x))
    lazy var operand = AnimatableVector(y)
    /// The same values as a pair of half-length vectors, shared in the same
    /// way by the pair's concrete and generic candidates.
    lazy var pair = Slot(Self.halves(x))
    lazy var pairOperand = Self.halves(y)
    /// The plain loop's vector and operand, and the seed's vector: one for
    /// all the copies of each loop, like the library's.
    lazy var plainBuffers = (RawBuffer(x), RawBuffer(y))
    lazy var seedVector = Slot(SeedVector(values: x))

    static func halves(_ values: [Double]) -> AnimatablePair<AnimatableVector, AnimatableVector> {
        AnimatablePair(AnimatableVector(values[..<(values.count / 2)]), AnimatableVector(values[(values.count / 2)...]))
    }

    init(_ n: Int) {
        self.n = n
        var rng = BenchmarkRandom(seed: UInt64(n) &* 31 &+ 7)
        x = rng.doubles(n)
        y = rng.doubles(n)
    }
}

extension VectorCase {
    func shapes(_ grid: Grid, sizes: [Int]?) -> [Shape] {
        (sizes ?? grid.pick(quick: VectorSizes.quick, standard: VectorSizes.standard, full: VectorSizes.full)).map { Shape(size: $0) }
    }

    func candidates(backends: [Backend], references: Bool, shape: Shape) -> [Candidate] {
        guard references else { return backends.map(Candidate.library) }
        return [.plainLoop] + backends.map(Candidate.library) + extraReferences + [.seed]
    }

    /// None but for `interpolate`.
    var extraReferences: [Candidate] { [] }

    func workload(_ shape: Shape) -> VectorWorkload { VectorWorkload(shape.size) }

    /// Warm-up before every sample, whatever the length: the largest
    /// vectors fit the sampler's warm-up rule.
    func workingSetBytes(_ shape: Shape) -> Int { 0 }

    var numpyPeers: [(peer: String, candidate: Candidate)] { [(kernel.rawValue, .numpy(.standard))] }

    /// The candidate's loop, over every ``CodeCopy`` for a short vector.
    func loop(_ candidate: Candidate, _ w: VectorWorkload) -> TimedLoop {
        let make = VectorLoopMaker(vectorCase: self, candidate: candidate, workload: w)
        guard w.n <= CodeCopies.longestVector else { return make(CodeCopy0.self) }
        return CodeCopies.interleaved(CodeCopies.loops(make))
    }

    /// The candidate's loop in the copy `C`. Each copy reads and writes the
    /// same vectors, so copies differ only by where their code sits.
    func loop<C: CodeCopy>(_ candidate: Candidate, _ w: VectorWorkload, _: C.Type) -> TimedLoop {
        switch candidate {
        case .plainLoop:
            // The library's memory (huge pages for large buffers), so it
            // measures the loop and not the allocation.
            let (v, other) = w.plainBuffers
            return plainLoop(C.self, w.n, v.pointer, other.pointer)
        case .seed:
            return seed(C.self, w.seedVector.pointer, SeedVector(values: w.y))
        case .library(let backend):
            let v = w.vector, other = w.operand
            switch backend {
            case .automatic: return automatic(C.self, v.pointer, other)
            case .scalar: return library(ScalarBackend.self, C.self, v.pointer, other)
            case .simd: return library(SIMDBackend.self, C.self, v.pointer, other)
            case .blas: return library(BLASBackend.self, C.self, v.pointer, other)
            }
        default:
            return extraLoop(candidate, w, C.self)
        }
    }

    func extraLoop<C: CodeCopy>(_ candidate: Candidate, _ w: VectorWorkload, _: C.Type) -> TimedLoop {
        preconditionFailure("\(kernel) has no candidate \(candidate)")
    }

    /// Every backend from the same data against the scalar oracle.
    func verify(_ w: VectorWorkload) throws {
        let n = w.n
        var rng = BenchmarkRandom(seed: UInt64(n) &+ 12345)
        let x = AnimatableVector(rng.doubles(n)), y = AnimatableVector(rng.doubles(n))
        let oracle = run(x, y, .scalar)
        let tolerance = tolerance(n)
        for backend in Backend.allCases where backend != .scalar {
            for (a, b) in zip(run(x, y, backend), oracle) where !(abs(a - b) <= tolerance) {
                throw BenchmarkFailure.mismatch(kernel: kernel.rawValue, backend: backend.rawValue, size: n,
                                                detail: "\(a) vs oracle \(b)")
            }
        }
    }

    /// Element-wise results differ by a few ulps of the operands (|x|, |y| ≤ 1).
    func tolerance(_ n: Int) -> Double { 1e-15 }
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

/// Builds a vector case's loop for one ``CodeCopy``.
struct VectorLoopMaker<Case: VectorCase>: CodeCopyMaker {
    let vectorCase: Case
    let candidate: Candidate
    let workload: VectorWorkload

    func callAsFunction<C: CodeCopy>(_ copy: C.Type) -> TimedLoop {
        vectorCase.loop(candidate, workload, C.self)
    }
}

/// A backend known at compile time, for loops that should see it as a
/// literal.
protocol BackendLiteral { static var backend: Backend { get } }
enum ScalarBackend: BackendLiteral { static var backend: Backend { .scalar } }
enum SIMDBackend: BackendLiteral { static var backend: Backend { .simd } }
enum BLASBackend: BackendLiteral { static var backend: Backend { .blas } }
