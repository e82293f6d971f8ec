/// Many frames between keyframe vectors at once, as one matrix product:
/// frames (F×N) = weights (F×K) · keyframes (K×N).
///
/// Each frame is a weighted sum of the K keyframes. A linear or eased
/// segment between two keyframes puts two non-zero weights in a row (see
/// ``segmentWeights(keyframeCount:positions:)``); a Catmull-Rom spline puts
/// four. The product runs on the chosen ``Backend``: `cblas_dgemm` (or
/// `dgemv` for one frame), an eight-lane Swift loop that keeps each output's
/// sum in registers, or the plain triple loop that serves as the oracle.
///
/// Keyframes of different lengths are padded with zeros to the longest (the
/// ``AnimatableVector`` rule), so every frame has ``length`` elements.
/// All layouts are row-major and dense: frame `f` occupies elements
/// `f·N ..< (f+1)·N` of the output, and its weights `f·K ..< (f+1)·K`.
public struct FrameInterpolator: Sendable {
    /// K, the number of keyframes.
    public let keyframeCount: Int
    /// N, the length of every frame: the longest keyframe's count.
    public let length: Int
    /// The keyframes, K×N row-major, zero-padded, in a vector's storage,
    /// which starts on a cache line: a row of B read from an array's
    /// storage (16 bytes into a line, or 48) splits every 64-byte load
    /// across two lines.
    @usableFromInline
    let keyframes: AnimatableVector
    /// The largest |value| of any keyframe, for the range check.
    @usableFromInline
    let largestKeyframeMagnitude: Double

    /// Stores `keyframes` (K×N row-major) as they are; callers have checked
    /// sizes and finiteness.
    @usableFromInline
    init(keyframeCount: Int, length: Int, keyframes: AnimatableVector) {
        self.keyframeCount = keyframeCount
        self.length = length
        self.keyframes = keyframes
        self.largestKeyframeMagnitude = keyframes.lazy.map(abs).max() ?? 0
    }

    /// Copies `keyframes` into one K×N matrix, N the longest keyframe's
    /// count (shorter ones are padded with zeros).
    ///
    /// - Parameter keyframes: K vectors, at least one; finite.
    /// - Complexity: O(K·N).
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `keyframes` when there are none or one holds a NaN or an
    ///   infinity; ``AnimationKernelsError/tooLarge(parameter:requested:limit:)``
    ///   when K·N elements cannot be addressed.
    public init(keyframes: [AnimatableVector]) throws {
        guard !keyframes.isEmpty else {
            throw AnimationKernelsError.invalidParameter(parameter: "keyframes", value: "[]", requirement: "must hold at least one keyframe")
        }
        let length = keyframes.map(\.count).max()!
        let total = try AnimationKernelsError.requireElementCount(keyframes.count, length, "keyframes")
        var matrix = AnimatableVector(repeating: 0, count: total)
        try matrix.withUnsafeMutableBufferPointer { matrix in
            for (k, keyframe) in keyframes.enumerated() {
                try keyframe.withUnsafeBufferPointer { values in
                    try AnimationKernelsError.requireFinite(values, "keyframes")
                    _ = UnsafeMutableBufferPointer(rebasing: matrix[(k * length)...]).update(fromContentsOf: values)
                }
            }
        }
        self.init(keyframeCount: keyframes.count, length: length, keyframes: matrix)
    }

    /// Writes F frames into `output`: `output[f·N + j] = Σₖ weights[f·K + k] · keyframe[k][j]`.
    ///
    /// Allocates nothing. O(F·K·N) arithmetic; with few keyframes the cost
    /// is writing the F·N outputs. F is `weights.count / K`. The buffers must
    /// not overlap.
    ///
    /// - Parameters:
    ///   - weights: F rows of K weights, row-major. Weights need not sum to 1.
    ///   - output: exactly F·N elements, overwritten.
    ///   - backend: where the product runs; `.automatic` decides by F·N and
    ///     the keyframes a row uses (dense rows of many keyframes go to
    ///     `dgemm`, blends of a few to the SIMD product).
    /// - Throws:
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `weights` when it is empty (zero frames), not a whole number
    ///   of rows, or not finite, or when a row could take a frame beyond
    ///   ±8.9·10³⁰⁷ (half `Double`'s range, judged from the row's Σ|wₖ|
    ///   times the largest keyframe magnitude), where a sum could reach ±∞
    ///   or give NaN from +∞ − ∞; ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `output` when it does not hold exactly F·N elements;
    ///   ``AnimationKernelsError/tooLarge(parameter:requested:limit:)`` when
    ///   F·N overflows.
    ///   Nothing is written when it throws.
    public func frames(
        weights: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>,
        backend: Backend = .automatic
    ) throws {
        try checkedFrames(weights: weights, into: output, backend: backend)
    }

    /// Writes F frames into `output` in single precision, for a GPU's vertex
    /// buffer or any consumer that stores `Float`s.
    ///
    /// Each value is computed in `Double`, exactly as by the `Double`
    /// version above, and rounded once to the nearest `Float`. Writing four bytes per value
    /// instead of eight halves the memory traffic, which is what bounds
    /// products with few keyframes: many frames come out up to twice as
    /// fast. Allocates nothing on `.scalar`, `.simd` and `.automatic`; the
    /// `.blas` backend computes blocks of rows into a temporary buffer of at
    /// most 32 KiB (or one row) and rounds them from there, as BLAS has no
    /// product with a double-precision sum and a single-precision result.
    ///
    /// - Parameters:
    ///   - weights: F rows of K weights, as for the `Double` version.
    ///   - output: exactly F·N elements, overwritten.
    ///   - backend: where the product runs.
    /// - Throws: as the `Double` version, and
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `weights` when a row could take a frame beyond `Float`'s
    ///   range (|value| > 3.4·10³⁸, judged from the row's Σ|wₖ| times the
    ///   largest keyframe magnitude), where the rounding would give ±∞.
    ///   Nothing is written when it throws.
    /// - Complexity: O(F·K·N) for F rows of K weights and N columns.
    public func frames(
        weights: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Float>,
        backend: Backend = .automatic
    ) throws {
        try checkedFrames(weights: weights, into: output, backend: backend)
    }

    /// Both batched calls: every check they document, then the product.
    @usableFromInline
    func checkedFrames<Output: ProductElement>(
        weights: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Output>, backend: Backend
    ) throws {
        let frameCount = try Self.rowCount(of: weights.count, rowLength: keyframeCount, parameter: "weights")
        let total = try AnimationKernelsError.requireElementCount(frameCount, length, "weights")
        try AnimationKernelsError.requireCount(output.count, total, "output")
        if Output.self == Float.self {
            try requireRange(weights: weights, frameCount: frameCount, limit: Double(Float.greatestFiniteMagnitude),
                             requirement: "must keep every frame within Float's range (±3.4e38) for single-precision output")
        } else {
            try requireRange(weights: weights, frameCount: frameCount, limit: .greatestFiniteMagnitude / 2,
                             requirement: "must keep every frame within ±8.9e307 (half Double's range), where no sum overflows")
        }
        guard total > 0 else { return }
        let plan = backend.productPlan(rows: frameCount, columns: length, inner: keyframeCount,
                                       a: weights.baseAddress!, lda: keyframeCount, ldc: length, output: Output.self)
        uncheckedFrames(count: frameCount, weights: weights.baseAddress!, into: output.baseAddress!, plan: plan)
    }

    /// Throws unless every weight is finite and every frame of `weights`
    /// stays within ±`limit`: `Float`'s range, where the rounding would
    /// give ±∞, or half `Double`'s, where no rounding of a sum of K terms
    /// can reach ±∞ (so none gives NaN from +∞ − ∞). One vector pass
    /// settles every sane call; rows are summed only when the weights'
    /// magnitude could reach the limit.
    @usableFromInline
    func requireRange(weights: UnsafeBufferPointer<Double>, frameCount: Int, limit: Double, requirement: String) throws {
        // √(Σ w²) bounds every |w|: one pass of the dot kernel. The sum
        // is finite only if every weight is, so that pass also stands in for
        // the finiteness scan, which runs only when the sum is not.
        let sumOfSquares = weights.baseAddress.map { Backend.automatic.resolved(for: .dot, count: weights.count).dot(count: weights.count, x: $0, y: $0) } ?? 0
        if !sumOfSquares.isFinite {
            try AnimationKernelsError.requireFinite(weights, "weights")
        }
        let bound = sumOfSquares.squareRoot() * Double(keyframeCount) * largestKeyframeMagnitude
        guard bound > limit else { return }
        for f in 0..<frameCount {
            var sum = 0.0
            for k in 0..<keyframeCount { sum += abs(weights[f * keyframeCount + k]) }
            if sum * largestKeyframeMagnitude > limit {
                throw AnimationKernelsError.invalidParameter(
                    parameter: "weights", value: "row \(f) with Σ|w| = \(sum) over keyframes reaching \(largestKeyframeMagnitude)",
                    requirement: requirement)
            }
        }
    }

    /// One frame, the weighted sum of the keyframes, as a new vector of
    /// ``length`` elements.
    ///
    /// - Parameters:
    ///   - weights: K weights, one per keyframe; any finite reals.
    ///   - backend: where the product runs.
    /// - Returns: `Σₖ weights[k] · keyframes[k]`.
    /// - Complexity: O(K·N); allocates the result.
    /// - Throws: ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `weights` unless it holds exactly K values;
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `weights` when one is not finite or they could take the
    ///   frame beyond ±8.9·10³⁰⁷ (see `frames(weights:into:backend:)`).
    public func frame(weights: [Double], backend: Backend = .automatic) throws -> AnimatableVector {
        try AnimationKernelsError.requireCount(weights.count, keyframeCount, "weights")
        var result = AnimatableVector(repeating: 0, count: length)
        try weights.withUnsafeBufferPointer { weights in
            try result.withUnsafeMutableBufferPointer { output in
                try frames(weights: weights, into: output, backend: backend)
            }
        }
        return result
    }

    /// The product for `count` frames whose sizes the caller has checked,
    /// as `plan` runs it.
    @usableFromInline
    func uncheckedFrames<Output: ProductElement>(
        count: Int, weights: UnsafePointer<Double>, into output: UnsafeMutablePointer<Output>,
        plan: ProductPlan
    ) {
        keyframes.withUnsafeBufferPointer { keyframes in
            plan.multiply(
                rows: count, columns: length, inner: keyframeCount,
                a: weights, lda: keyframeCount,
                b: keyframes.baseAddress!, ldb: length,
                c: output, ldc: length)
        }
    }

    /// `count / rowLength`, or a typed error naming `parameter` when `count`
    /// is zero or not a whole number of rows.
    @usableFromInline
    static func rowCount(of count: Int, rowLength: Int, parameter: String) throws -> Int {
        guard count > 0 else {
            throw AnimationKernelsError.invalidParameter(
                parameter: parameter, value: "0 elements", requirement: "must hold at least one frame")
        }
        guard rowLength > 0, count % rowLength == 0 else {
            throw AnimationKernelsError.invalidParameter(
                parameter: parameter, value: "\(count) elements",
                requirement: "must be a whole number of rows of \(rowLength)")
        }
        return count / rowLength
    }
}
