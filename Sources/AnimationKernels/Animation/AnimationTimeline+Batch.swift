import Foundation

// Sampling a timeline at many times. The value at t is the model value then
// plus what each running animation has still to cover, and each of those is
// (a function of t) × (a fixed vector), so the frames over F times are an
// F × K weights matrix times K rows: the initial value and, per change, its
// step (or, for a merge, the distance and velocity it started from) and its
// target. A frame's non-zero weights lie in one run of rows, from its first
// running change to its model value, so a block of frames multiplies only
// the rows its frames need.
extension AnimationTimeline {
    /// Writes `output[i] = value(at: times[i])`.
    ///
    /// - Parameters:
    ///   - times: seconds, any order.
    ///   - output: as many values as `times`, overwritten.
    /// - Throws:
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `output` unless its count equals `times.count`;
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `times` when one is not finite.
    ///   Nothing is written when it throws.
    /// - Complexity: F evaluations of ``value(at:)``.
    public func values(at times: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Value>) throws {
        try AnimationKernelsError.requireCount(output.count, times.count, "output")
        try AnimationKernelsError.requireFinite(times, "times")
        for i in times.indices {
            output[i] = value(at: times[i])
        }
    }

    /// The product's rows for an `AnimatableVector` timeline (nil for other
    /// value types): the initial value, then per change its target after its
    /// step (additive), after the distance and velocity it started from
    /// (merge; and for a repeated spring the run's change its legs cover),
    /// or alone (jump).
    static func makeRows(initialValue: Value, changes: [Change]) -> FrameInterpolator? {
        guard Value.self == AnimatableVector.self else { return nil }
        var rows = [initialValue as! AnimatableVector]
        for change in changes {
            if change.animation != nil {
                if let merge = change.merge {
                    rows += [merge.delta as! AnimatableVector, merge.velocity as! AnimatableVector]
                    if merge.takeover?.legs != nil { rows.append(merge.legInterval as! AnimatableVector) }
                } else {
                    rows.append(change.step as! AnimatableVector)
                }
            }
            rows.append(change.target as! AnimatableVector)
        }
        return try? FrameInterpolator(keyframes: rows)
    }

    /// Writes the K product weights of `count` frames at `times` into
    /// `weights` (frame j at `j·rowCount ..< (j+1)·rowCount`) and returns
    /// the run of rows they are non-zero on: 1 on each frame's model value
    /// row, and for each animation still running its progress minus 1 on
    /// its step (or, for a merging spring, `f − 1` and `g` on the distance
    /// and velocity it started from).
    ///
    /// The weights are built change by change: each animation's progress
    /// at all `count` times in one batch (``Animation/fillProgress(_:count:)``),
    /// then kept for the frames it runs in; one that keeps state (a custom
    /// animation) is evaluated frame by frame, in order, with the context
    /// the timeline keeps for it. Progress is the animation
    /// evaluated on the `Double` 1, which equals the evaluation on a vector
    /// for every animation linear in its value (all the built-in ones).
    ///
    /// - Parameter scratch: `count` doubles, `count` pairs of `Int`s and
    ///   `count` `Int`s.
    func fillWeights(times: UnsafePointer<Double>, count: Int, into weights: UnsafeMutablePointer<Double>,
                     rowCount: Int, scratch: WeightScratch) -> Range<Int> {
        weights.initialize(repeating: 0, count: count * rowCount)
        var lowest = Int.max, upper = 0, firstChange = Int.max, lastChange = -1
        // The times from `known.lower` up to `known.upper` (excluded) share
        // one active range: in-order times bisect once per change.
        var range = (first: 0, last: -1), known = (lower: Double.infinity, upper: Double.infinity)
        for j in 0..<count {
            let t = times[j]
            if !(t >= known.lower && t < known.upper) {
                range = activeRange(at: t)
                known = (range.last >= 0 ? spans[range.last].time : -.infinity,
                         range.last + 1 < spans.count ? spans[range.last + 1].time : .infinity)
            }
            let (first, last) = range
            scratch.ranges[j] = range
            let targetRow = last >= 0 ? spans[last].targetRow : 0
            weights[j * rowCount + targetRow] = 1
            lowest = Swift.min(lowest, targetRow)
            upper = Swift.max(upper, targetRow + 1)
            if last >= 0 {
                firstChange = Swift.min(firstChange, first)
                lastChange = Swift.max(lastChange, last)
            }
        }
        guard lastChange >= 0 else { return lowest..<upper }
        let progress = scratch.progress, velocity = scratch.velocity
        // A while loop: a generic ClosedRange iteration here was not specialized.
        var i = firstChange - 1
        while i < lastChange {
            i += 1
            let span = spans[i]
            let row = span.firstRow, end = span.end
            switch span.weights {
            case .jump:
                // Its weights stay 0.
                continue
            case .batch(let index):
                // Only the frames it runs in: a block of sparse frames (one
                // spanning seconds) would evaluate every change at every one.
                // From its end on its progress is 1, a weight of 0.
                var m = 0
                for j in 0..<count {
                    let s = times[j] - span.time, (first, last) = scratch.ranges[j]
                    guard first <= i && i <= last && s < end else { continue }
                    progress[m] = s
                    scratch.frames[m] = j
                    m += 1
                }
                guard m > 0 else { continue }
                batchAnimations[index].fillProgress(progress, count: m)
                for q in 0..<m {
                    weights[scratch.frames[q] * rowCount + row] = progress[q] - 1
                }
                lowest = Swift.min(lowest, row)
                continue
            case .takeover, .inOrder, .customMerge:
                break
            }
            // Which frames it runs in; none: its weights stay 0.
            var running = false
            for j in 0..<count {
                let s = times[j] - span.time
                progress[j] = s
                let (first, last) = scratch.ranges[j]
                running = running || (first <= i && i <= last && s < end)
            }
            guard running else { continue }
            if let merge = changes[i].merge, let takeover = merge.takeover {
                let springEnd = merge.springEnd, towardsStart = takeover.legs?.towardsStart == true
                // The spring's own time: it waits, then runs at its rate.
                for j in 0..<count { progress[j] = progress[j] < springEnd ? takeover.springTime(progress[j]) : 0 }
                takeover.spring.motion.fillValueCoefficients(progress, velocityCoefficients: velocity, count: count)
                // f·goal + g·velocity − delta, with goal = delta (− the legs'
                // change when heading for the run's start).
                for j in 0..<count where scratch.ranges[j].first <= i && i <= scratch.ranges[j].last && times[j] - span.time < springEnd {
                    weights[j * rowCount + row] = progress[j] - 1
                    weights[j * rowCount + row + 1] = velocity[j]
                    if towardsStart { weights[j * rowCount + row + 2] = -progress[j] }
                }
                if let legs = takeover.legs {
                    // Then the legs' progress on the run's change.
                    for j in 0..<count { progress[j] = legs.time(times[j] - span.time - springEnd) }
                    legs.animation.fillProgress(progress, count: count)
                    for j in 0..<count where scratch.ranges[j].first <= i && i <= scratch.ranges[j].last {
                        let s = times[j] - span.time
                        if s >= springEnd && s < end { weights[j * rowCount + row + 2] = progress[j] - 1 }
                    }
                }
            } else {
                // Frame by frame, in order, with the context it keeps.
                let animation = changes[i].animation!
                for j in 0..<count where scratch.ranges[j].first <= i && i <= scratch.ranges[j].last {
                    let part = contexts.animate(animation, change: i, value: 1.0, time: progress[j], isProgress: true).part
                    weights[j * rowCount + row] = (part ?? 1) - 1
                }
            }
            lowest = Swift.min(lowest, row)
        }
        return lowest..<upper
    }

    /// The most frames a block's weights hold: as many as fit the stack
    /// buffer (``StackDoubles/capacity`` `Double`s, 4 KiB), at most 64, at
    /// least one. More frames a block share its per-block costs (each
    /// animation's batch call, the product's set-up), which weigh on short
    /// frames (figures in the benchmark's Tuning notes, "Batched timeline frames").
    static func framesFitting(rowCount: Int) -> Int {
        Swift.max(1, Swift.min(64, StackDoubles.capacity / rowCount))
    }

    /// Runs `body` with the stack scratch ``fillWeights(times:count:into:rowCount:scratch:)``
    /// needs for `frames` frames (at most 64) and a weights block of
    /// `frames × rowCount`: in ``StackDoubles`` when it fits, else
    /// in a temporary allocation (on the heap beyond 1 KiB).
    func withWeightScratch<R>(frames: Int, rowCount: Int,
                              _ body: (UnsafeMutablePointer<Double>, WeightScratch) throws -> R) rethrows -> R {
        try withUnsafeTemporaryAllocation(of: Double.self, capacity: frames) { progress in
            try withUnsafeTemporaryAllocation(of: Double.self, capacity: frames) { velocity in
                try withUnsafeTemporaryAllocation(of: (first: Int, last: Int).self, capacity: frames) { ranges in
                    try withUnsafeTemporaryAllocation(of: Int.self, capacity: frames) { indices in
                        let scratch = WeightScratch(progress: progress.baseAddress!, velocity: velocity.baseAddress!,
                                                    ranges: ranges.baseAddress!, frames: indices.baseAddress!)
                        guard frames * rowCount <= StackDoubles.capacity else {
                            return try withUnsafeTemporaryAllocation(of: Double.self, capacity: frames * rowCount) { weights in
                                try body(weights.baseAddress!, scratch)
                            }
                        }
                        return try StackDoubles.with { weights in try body(weights, scratch) }
                    }
                }
            }
        }
    }
}

/// The per-frame scratch of a block of weights.
struct WeightScratch {
    /// Times since a change, then its progress (or spring's `f`).
    let progress: UnsafeMutablePointer<Double>
    /// A merging spring's `g`.
    let velocity: UnsafeMutablePointer<Double>
    /// Each frame's ``AnimationTimeline/activeRange(at:)``.
    let ranges: UnsafeMutablePointer<(first: Int, last: Int)>
    /// The frames a change runs in, in order.
    let frames: UnsafeMutablePointer<Int>
}

extension AnimationTimeline where Value == AnimatableVector {
    /// Writes the frames at F `times` into `output`, F × N `Double`s
    /// row-major (frame i at `i·N ..< (i+1)·N`), N the longest value's
    /// count (shorter values are padded with zeros).
    ///
    /// The frames are the product of an F × K weights matrix (see the
    /// extension's description) and the timeline's K rows, through the same
    /// product as ``FrameInterpolator/frames(weights:into:backend:)-(_,UnsafeMutableBufferPointer<Double>,_)``, in
    /// blocks whose weights live on the stack: allocation-free with the
    /// built-in animations. Each built-in animation's progress is computed
    /// for a whole block of times at once; a custom one is evaluated frame
    /// by frame, in the order of `times`, with the context the timeline
    /// keeps for it (see the type's description), and then the frames are
    /// not split over threads. Equal to ``value(at:)`` frame by frame (to
    /// rounding) for animations linear in their value, which every built-in
    /// one is. A timeline in which an animation other than a spring has
    /// merged (a custom one; see the type's description) has no weights
    /// form: its frames are ``value(at:)`` frame by frame, in order.
    ///
    /// - Parameters:
    ///   - times: seconds, any order.
    ///   - output: exactly F·N elements, overwritten; must not overlap `times`.
    ///   - backend: where the product runs.
    /// - Throws:
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `times` when one is not finite;
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `output` unless it holds F·N elements;
    ///   ``AnimationKernelsError/tooLarge(parameter:requested:limit:)`` when
    ///   F·N overflows.
    ///   Nothing is written when it throws.
    /// - Complexity: O(F·(changes + K·N)).
    public func frames(at times: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>, backend: Backend = .automatic) throws {
        try batchedFrames(at: times, into: output, backend: backend)
    }

    /// ``frames(at:into:backend:)`` in single precision: each value is
    /// computed in `Double` and rounded once.
    ///
    /// - Parameters:
    ///   - times: seconds, any order.
    ///   - output: exactly F·N elements, overwritten.
    ///   - backend: where the product runs.
    /// - Throws: as the `Double` version, and, before writing anything,
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `times` when a frame could exceed `Float`'s range.
    public func frames(at times: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Float>, backend: Backend = .automatic) throws {
        try batchedFrames(at: times, into: output, backend: backend)
    }

    /// Both batched calls: the checks, then the product block by block,
    /// the frames split over threads when the output is long enough (not
    /// when a custom animation must see its frames in order).
    func batchedFrames<Output: ProductElement>(at times: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Output>, backend: Backend) throws {
        guard let rows else {
            throw AnimationKernelsError.invalidParameter(parameter: "value", value: "not finite", requirement: "rows must be finite")
        }
        try AnimationKernelsError.requireFinite(times, "times")
        let total = try AnimationKernelsError.requireElementCount(times.count, rows.length, "times")
        try AnimationKernelsError.requireCount(output.count, total, "output")
        if hasCustomMerge {
            return try framesOneByOne(at: times, into: output, length: rows.length)
        }
        if Output.self == Float.self {
            try requireSinglePrecisionRange(times: times, rows: rows)
        }
        guard total > 0 else { return }
        // A frame's weights blend the few changes running at its time: the
        // SIMD product's sums are a blend's.
        let plan = backend.productPlan(rows: times.count, columns: rows.length, terms: rows.keyframeCount,
                                       usedTerms: Swift.min(rows.keyframeCount, 2), ldc: rows.length, output: Output.self)
        if hasStatefulAnimation {
            // Weights in order, on this thread; only each chunk's product
            // splits.
            productFrames(0..<times.count, times: times, rows: rows, into: output, plan: plan)
        } else {
            plan.forEachShare(ofRows: times.count) { plan in
                FrameShare(timeline: self, times: times, rows: rows, output: output, plan: plan)
            }
        }
    }

    /// Whether a change is a merge other than a spring's: its motion
    /// depends on its context and on vectors no single row holds, so it
    /// has no weights form.
    var hasCustomMerge: Bool {
        // Spans, not changes: a change read from its array is copied.
        // Index loops here and below: `for span in spans` allocated on
        // every call in debug builds (AnimationTimelineFramesAllocationTests).
        for i in spans.indices { if case .customMerge = spans[i].weights { return true } }
        return false
    }

    /// Whether a change's animation keeps state (a custom one inside): its
    /// frames are then evaluated in order, on one thread.
    var hasStatefulAnimation: Bool {
        for i in spans.indices {
            switch spans[i].weights {
            case .inOrder, .customMerge: return true
            case .jump, .batch, .takeover: continue
            }
        }
        return false
    }

    /// The frames at `times` from ``value(at:)``, in order, padded with
    /// zeros to `length`: the batched form of a timeline with a custom
    /// merge. Checks every value against the output's range before writing
    /// any.
    func framesOneByOne<Output: ProductElement>(at times: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Output>,
                                                length: Int) throws {
        if Output.self == Float.self {
            let limit = Double(Float.greatestFiniteMagnitude)
            for (i, t) in times.enumerated() where value(at: t).contains(where: { abs($0) > limit }) {
                throw AnimationKernelsError.invalidParameter(
                    parameter: "times", value: "\(t) at index \(i)",
                    requirement: "must give frames within Float's range (±3.4e38) for single-precision output")
            }
        }
        for (i, t) in times.enumerated() {
            let frame = value(at: t)
            for k in 0..<length {
                output[i * length + k] = Output.rounded(k < frame.count ? frame[k] : 0)
            }
        }
    }

    /// ``productFrames(_:times:rows:into:plan:)`` over a share of the frames.
    @usableFromInline
    struct FrameShare<Output: ProductElement>: ShareBody {
        let timeline: AnimationTimeline
        let times: UnsafeBufferPointer<Double>
        let rows: FrameInterpolator
        let output: UnsafeMutableBufferPointer<Output>
        let plan: ProductPlan

        /// Forwards to `Output`'s conformance, whose code is compiled for
        /// `Output` (see ``ShareBody``).
        @usableFromInline
        func run(share _: Int, range: Range<Int>) {
            Output.run(self, range: range)
        }

        /// The frames `range`.
        func frames(_ range: Range<Int>) {
            timeline.productFrames(range, times: times, rows: rows, into: output, plan: plan)
        }
    }

    /// The frames at `times[frames]`, block by block: a block's weights,
    /// then the product on the rows the block uses.
    func productFrames<Output: ProductElement>(_ frames: Range<Int>, times: UnsafeBufferPointer<Double>, rows: FrameInterpolator,
                                               into output: UnsafeMutableBufferPointer<Output>, plan: ProductPlan) {
        let count = rows.keyframeCount, length = rows.length
        let block = plan.rowsPerChunk(fitting: Self.framesFitting(rowCount: count))
        withWeightScratch(frames: block, rowCount: count) { weights, scratch in
            rows.keyframes.withUnsafeBufferPointer { keyframes in
                var frame = frames.lowerBound
                while frame < frames.upperBound {
                    let n = Swift.min(block, frames.upperBound - frame)
                    let used = fillWeights(times: times.baseAddress! + frame, count: n, into: weights, rowCount: count, scratch: scratch)
                    plan.multiply(
                        rows: n, columns: length, inner: used.count,
                        a: weights + used.lowerBound, lda: count,
                        b: keyframes.baseAddress! + used.lowerBound * length, ldb: length,
                        c: output.baseAddress! + frame * length, ldc: length)
                    frame += n
                }
            }
        }
    }

    /// Throws unless every frame's Σ|weight| times the largest row
    /// magnitude stays within `Float`'s range.
    func requireSinglePrecisionRange(times: UnsafeBufferPointer<Double>, rows: FrameInterpolator) throws {
        let limit = Double(Float.greatestFiniteMagnitude), count = rows.keyframeCount
        let block = Self.framesFitting(rowCount: count)
        try withWeightScratch(frames: block, rowCount: count) { weights, scratch in
            var frame = 0
            while frame < times.count {
                let n = Swift.min(block, times.count - frame)
                _ = fillWeights(times: times.baseAddress! + frame, count: n, into: weights, rowCount: count, scratch: scratch)
                for j in 0..<n {
                    var sum = 0.0
                    for k in 0..<count { sum += abs(weights[j * count + k]) }
                    if sum * rows.largestKeyframeMagnitude > limit {
                        throw AnimationKernelsError.invalidParameter(
                            parameter: "times", value: "\(times[frame + j]) at index \(frame + j)",
                            requirement: "must give frames within Float's range (±3.4e38) for single-precision output")
                    }
                }
                frame += n
            }
        }
    }
}
