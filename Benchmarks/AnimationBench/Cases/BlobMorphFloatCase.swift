@_spi(Benchmarking) import AnimationKernels

/// `blobMorph` written as `Float`s: the same Double sums, each value
/// rounded once into a six-Float anchor.
struct BlobMorphFloatCase: MorphCase {
    let kernel = KernelName.blobMorphFloat

    var numpyPeers: [(peer: String, candidate: Candidate)] { [("blobMorphFloat32", .numpy(.standard))] }

    func allocateOutput(_ w: BatchWorkload, _ shape: Shape) {
        w.allocateFloatOutput(shape.frames * 6 * shape.size, row: 6 * shape.size)
    }

    func library(_ w: BatchWorkload, _ backend: Backend) -> () throws -> Void {
        let morph = morph(w)
        let weights = w.weights, floats = w.floatOutput
        return { try weights.withUnsafeBufferPointer { try morph.frames(weights: $0, into: floats, backend: backend) } }
    }

    /// The Double plain loop into a row that stays in L1, then each value
    /// rounded once, as the library rounds: axpy straight into a Float row
    /// would round every term.
    func plainLoop(_ w: BatchWorkload) -> () -> Void {
        let (rowLength, points) = productOperands(w)!
        let weights = w.weights, floats = w.floatOutput.baseAddress!
        let f = w.shape.frames, k = w.shape.inner
        return {
            withExtendedLifetime(w) {
                let row = w.rowScratch.baseAddress!
                points.withUnsafeBufferPointer { p in
                    weights.withUnsafeBufferPointer { wt in
                        for frame in 0..<f {
                            blendRow(frame, keyframes: k, weights: wt, points: p, into: row)
                            let out = floats + frame * rowLength
                            for j in 0..<rowLength { out[j] = Float(row[j]) }
                        }
                    }
                }
            }
        }
    }

    func seed(_ w: BatchWorkload) -> (() -> Void)? { nil }

    /// Each value within one `Float` ulp of the oracle's (the backends'
    /// Double sums agree to about 1e-15, which can tip a rounding to the
    /// neighbouring Float).
    func verify(_ w: BatchWorkload) throws {
        try library(w, .scalar)()
        let oracle = UnsafeMutableBufferPointer.cacheAlignedCopy(of: w.floatOutput)
        defer { UnsafeMutableRawBufferPointer(oracle).deallocate() }
        for backend in Backend.allCases where backend != .scalar {
            try library(w, backend)()
            for (i, (a, b)) in zip(w.floatOutput, oracle).enumerated() where !(abs(a - b) <= b.ulp) {
                throw BenchmarkFailure.mismatch(kernel: kernel.rawValue, backend: backend.rawValue, size: w.shape.size,
                                                detail: "\(w.shape), element \(i): \(a) vs oracle \(b)")
            }
        }
    }
}
