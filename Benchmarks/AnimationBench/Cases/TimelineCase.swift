import AnimationKernels

/// A vector timeline sampled at 120 Hz for 10 s: the batched
/// `AnimationTimeline.frames(at:into:backend:)` on every backend, against
/// `value(at:)` frame by frame (`frame-by-frame`), a plain loop that computes
/// the same progress weights and sums the rows itself (`plain-loop`), the
/// write bandwidth of the same output, and numpy (its `timeline` kernel:
/// each change's progress over all the times, vectorized, then `W @ R`).
///
/// The timeline: a start value and four additive changes (easeInOut, an
/// interpolating spring, a delayed linear, a repeating easeOut), so each
/// frame is a weighted sum of K = 5 rows of N elements.
struct TimelineCase: BenchmarkCase {
    let kernel = KernelName.timeline

    /// The changes after the start, as (time, animation).
    static let changes: [(Double, Animation)] = [
        (0, .easeInOut(duration: 2)), (1, .interpolatingSpring(stiffness: 120, damping: 12)),
        (4, .linear(duration: 3).delay(0.5)), (6, .easeOut(duration: 2).repeatCount(3)),
    ]
    static let frameCount = 1200

    func shapes(_ grid: Grid, sizes: [Int]?) -> [Shape] {
        (sizes ?? grid.pick(quick: [1024], standard: [64, 1024], full: [64, 1024, 16 << 10])).map { Shape(size: $0, frames: Self.frameCount, inner: Self.changes.count + 1) }
    }

    func candidates(backends: [Backend], references: Bool, shape: Shape) -> [Candidate] {
        backends.map(Candidate.library) + (references ? [.frameByFrame, .plainLoop] : [])
    }

    var numpyPeers: [(peer: String, candidate: Candidate)] { [("timeline", .numpy(.standard))] }

    func workload(_ shape: Shape) throws -> Workload { try Workload(shape) }

    /// The timeline, its rows (start and steps) flattened, the sample times
    /// and the output.
    final class Workload {
        let timeline: AnimationTimeline<AnimatableVector>
        let rows: [Double]
        let times: UnsafeMutableBufferPointer<Double>
        let output: UnsafeMutableBufferPointer<Double>
        let n: Int

        init(_ shape: Shape) throws {
            n = shape.size
            var rng = BenchmarkRandom(seed: UInt64(shape.size) &+ 1805)
            let values = (0...TimelineCase.changes.count).map { _ in AnimatableVector(rng.doubles(shape.size)) }
            var timeline = AnimationTimeline(values[0])
            for (i, (time, animation)) in TimelineCase.changes.enumerated() {
                try timeline.set(values[i + 1], at: time, animation: animation)
            }
            self.timeline = timeline
            rows = Array(values[0]) + (1..<values.count).flatMap { Array(values[$0] - values[$0 - 1]) }
            times = .allocateCacheAligned(count: shape.frames)
            for f in 0..<shape.frames { times[f] = Double(f) / 120 }
            output = .allocateCacheAligned(count: shape.frames * shape.size)
            output.initialize(repeating: 0)
        }

        deinit {
            UnsafeMutableRawBufferPointer(times).deallocate()
            UnsafeMutableRawBufferPointer(output).deallocate()
        }

        func batched(_ backend: Backend) throws {
            try timeline.frames(at: UnsafeBufferPointer(times), into: output, backend: backend)
        }

        /// `value(at:)` for every time, copied into the output.
        func frameByFrame() {
            for f in times.indices {
                timeline.value(at: times[f]).withUnsafeBufferPointer { frame in
                    _ = UnsafeMutableBufferPointer(rebasing: output[(f * n)..<(f * n + frame.count)]).update(fromContentsOf: frame)
                }
            }
        }

        /// What a user writes by hand: each change's progress from its
        /// Animation, then the weighted sum of the rows, element by element.
        func plainLoop() {
            let k = TimelineCase.changes.count + 1
            withUnsafeTemporaryAllocation(of: Double.self, capacity: k) { w in
                rows.withUnsafeBufferPointer { r in
                    for f in times.indices {
                        w[0] = 1
                        for (i, (start, animation)) in TimelineCase.changes.enumerated() {
                            var context = AnimationContext<Double>()
                            let t = times[f]
                            w[i + 1] = t < start ? 0 : animation.animate(value: 1.0, time: t - start, context: &context) ?? 1
                        }
                        let o = output.baseAddress! + f * n
                        for j in 0..<n {
                            var sum = 0.0
                            for q in 0..<k { sum += w[q] * r[q * n + j] }
                            o[j] = sum
                        }
                    }
                }
            }
        }
    }

    /// Every backend's frames against `value(at:)` frame by frame.
    func verify(_ w: Workload) throws {
        w.frameByFrame()
        let oracle = Array(w.output)
        let scale = oracle.reduce(1) { max($0, abs($1)) }
        for backend in Backend.allCases {
            try w.batched(backend)
            for (i, (a, b)) in zip(w.output, oracle).enumerated() where !(abs(a - b) <= 1e-12 * scale) {
                throw BenchmarkFailure.mismatch(kernel: kernel.rawValue, backend: backend.rawValue, size: w.n,
                                                detail: "element \(i): \(a) vs value(at:) \(b)")
            }
        }
    }

    func loop(_ candidate: Candidate, _ w: Workload) -> TimedLoop {
        switch candidate {
        case .library(let backend): return Sampler.loop { try! w.batched(backend) }
        case .frameByFrame: return Sampler.loop(w.frameByFrame)
        case .plainLoop: return Sampler.loop(w.plainLoop)
        default: preconditionFailure("\(kernel) has no candidate \(candidate)")
        }
    }
}
