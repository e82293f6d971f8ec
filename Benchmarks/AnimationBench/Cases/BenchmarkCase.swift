import AnimationKernels
import Foundation

/// One kernel as the benchmark measures it: its shapes, its candidates, how
/// it checks every backend against the oracle and how it times one sample
/// of each candidate. `run` iterates over ``BenchmarkCases/all``.
///
/// A case builds one ``Workload`` per shape (inputs and output, shared by
/// its candidates and by the check) and hands the sampler one timing loop
/// per candidate; ``measure(_:candidates:verifying:probes:sampler:)`` does
/// the rest the same way for every kernel.
protocol BenchmarkCase: Sendable {
    /// Everything one shape needs, built once.
    associatedtype Workload

    /// The kernel, by its name in the results.
    var kernel: KernelName { get }

    /// The shapes measured.
    ///
    /// - Parameters:
    ///   - grid: How many shapes the run measures.
    ///   - sizes: Lengths asked for on the command line, if any; cases
    ///     without a length axis ignore them.
    /// - Returns: The shapes, in measuring order.
    func shapes(_ grid: Grid, sizes: [Int]?) -> [Shape]

    /// The candidates of one shape's rounds, bandwidth probes excepted (the
    /// driver adds them).
    ///
    /// - Parameters:
    ///   - backends: The library backends asked for.
    ///   - references: Whether the references (plain loop, seed, `dgemm`,
    ///     …) run too.
    ///   - shape: The shape measured.
    /// - Returns: The candidates, in the order their records are written.
    func candidates(backends: [Backend], references: Bool, shape: Shape) -> [Candidate]

    /// Builds the inputs and output of `shape`.
    ///
    /// - Parameter shape: The shape measured.
    /// - Returns: The workload its candidates share.
    /// - Throws: A library error if the inputs are rejected.
    func workload(_ shape: Shape) throws -> Workload

    /// Runs every backend once and compares it with the oracle.
    ///
    /// - Parameter workload: The shape's workload (its output is overwritten).
    /// - Throws: ``BenchmarkFailure/mismatch(kernel:backend:size:detail:)``
    ///   on a disagreement beyond rounding.
    func verify(_ workload: Workload) throws

    /// The timing loop of `candidate`: runs one call of the kernel the
    /// given number of times and returns the elapsed nanoseconds.
    ///
    /// - Parameters:
    ///   - candidate: One of ``candidates(backends:references:shape:)``.
    ///   - workload: The shape's workload; the loop may keep state in it
    ///     that must live as long as the loop.
    /// - Returns: The loop.
    func loop(_ candidate: Candidate, _ workload: Workload) -> TimedLoop

    /// Bytes one call streams through, for the sampler's warm-up rule.
    ///
    /// - Parameter shape: The shape measured.
    /// - Returns: The output's bytes by default.
    func workingSetBytes(_ shape: Shape) -> Int

    /// What the numpy peer measures for this kernel: its name in the peer
    /// and the candidate its figure is recorded as.
    var numpyPeers: [(peer: String, candidate: Candidate)] { get }
}

extension BenchmarkCase {
    func workingSetBytes(_ shape: Shape) -> Int {
        shape.size * shape.frames * kernel.doublesPerElement * MemoryLayout<Double>.stride
    }

    var numpyPeers: [(peer: String, candidate: Candidate)] { [] }

    /// Output elements of one call: `size` per frame.
    func elementsPerCall(_ shape: Shape) -> Int { shape.size * shape.frames }

    /// Bytes the kernel must move per element: its STREAM pattern's for
    /// each double of an element, 16 (a value in, a value out) for the
    /// timing kernels.
    var bytesPerElement: Double { (kernel.pattern?.bytesPerElement ?? 16) * Double(kernel.doublesPerElement) }

    /// Measures `candidates` at `shape` in interleaved rounds, after
    /// checking every backend against the oracle when `verifying`.
    ///
    /// - Parameters:
    ///   - shape: The shape measured.
    ///   - candidates: The candidates of the rounds (see
    ///     ``candidates(backends:references:shape:)``).
    ///   - rounds: What else runs in the rounds, and their label.
    ///   - sampler: The sampling rules.
    /// - Returns: One record per candidate, thread count and probe, with
    ///   quartiles, all carrying `rounds.group`.
    /// - Throws: What ``workload(_:)`` or ``verify(_:)`` throws.
    func measure(_ shape: Shape, candidates: [Candidate], rounds: Rounds, sampler: Sampler) throws -> [Measurement] {
        let w = try workload(shape)
        if rounds.verifying { try verify(w) }
        var timed: [(candidate: Candidate, threads: Int)] = []
        var loops: [TimedLoop] = []
        for candidate in candidates {
            let loop = loop(candidate, w)
            timed.append((candidate, rounds.threads))
            loops.append(loop)
            // The same call at the other OpenBLAS thread counts, as more
            // candidates of these rounds: a thread count's ratio then
            // compares samples taken side by side.
            guard candidate.followsOpenBLASThreads else { continue }
            for t in rounds.otherThreads where t != rounds.threads {
                timed.append((candidate, t))
                loops.append(OpenBLAS.onThreads(t, loop))
            }
        }
        var probe: SideBySideProbe?
        if rounds.probes, let pattern = kernel.pattern {
            let side = SideBySideProbe(pattern, doubles: elementsPerCall(shape) * kernel.doublesPerElement)
            // The probes' own thread counts are in their names.
            timed += side.names.map { (Candidate(rawValue: $0)!, rounds.threads) }
            loops += side.loops
            probe = side
        }
        let samples = sampler.samples(loops, workingSetBytes: workingSetBytes(shape))
        withExtendedLifetime((w, probe)) {}
        let elements = Double(max(elementsPerCall(shape), 1))
        return zip(timed, samples).map { entry, sample in
            var m = record(entry.candidate, shape, SampleSummary(sample.times))
            m.threads = entry.threads
            m.group = rounds.group
            m.rounds = sample.perRound ? sample.times.map { $0 / elements } : nil
            return m
        }
    }

    /// The record of `candidate` at `shape` from its samples.
    func record(_ candidate: Candidate, _ shape: Shape, _ timing: SampleSummary) -> Measurement {
        var m = Measurement(kernel: kernel.rawValue, backend: candidate.rawValue, size: shape.size, frames: shape.frames,
                            timing: timing, elementsPerCall: elementsPerCall(shape), bytesPerElement: bytesPerElement)
        m.inner = shape.inner > 0 ? shape.inner : nil
        m.unit = kernel.unit
        return m
    }
}

/// How one shape's rounds run, besides their candidates.
struct Rounds {
    /// Whether every backend is checked against the oracle first.
    var verifying: Bool
    /// Whether the bandwidth probes of the kernel's pattern run too.
    var probes: Bool
    /// OpenBLAS's thread count during the rounds.
    var threads: Int
    /// Further OpenBLAS thread counts at which the candidates that follow
    /// it (``Candidate/followsOpenBLASThreads``) are timed too.
    var otherThreads: [Int] = []
    /// The label of these rounds in the records (see ``RoundGroup``).
    var group: String?
}

/// Every kernel case, in measuring order: the registry `run` iterates over.
enum BenchmarkCases {
    static let all: [any BenchmarkCase] = [
        AddCase(), ScaleCase(), InterpolateCase(), MagnitudeSquaredCase(), CurveCase(), SpringCase(),
        FramesCase(), WavesCase(), BlobsCase(), BlobMorphCase(), BlobMorphFloatCase(), TimelineCase(),
    ]

    /// The case measuring `kernel`.
    ///
    /// - Parameter kernel: A kernel name.
    /// - Returns: Its case.
    static func of(_ kernel: KernelName) -> any BenchmarkCase {
        guard let found = all.first(where: { $0.kernel == kernel }) else {
            preconditionFailure("no benchmark case measures \(kernel)")
        }
        return found
    }
}
