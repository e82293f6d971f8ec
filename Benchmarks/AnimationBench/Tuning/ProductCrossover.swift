@_spi(Benchmarking) import AnimationKernels

/// Finds the ``ProductRule`` for one output type: where `dgemm` starts to
/// beat the SIMD product as the keyframes a row mixes (dense rows) and the
/// output grow.
struct ProductCrossover {
    let sampler: Sampler
    let quick: Bool

    /// The keyframe counts tried, all rows dense.
    var keyframeCounts: [Int] { quick ? [4, 8, 16, 32, 64] : [4, 6, 8, 12, 16, 24, 32, 48, 64] }
    /// The shapes tried per keyframe count, frames × length, by output size.
    var shapes: [(frames: Int, length: Int)] {
        quick ? [(16, 256), (64, 1024), (256, 1024)] : [(8, 256), (16, 512), (64, 256), (64, 1024), (256, 1024), (256, 4096)]
    }

    /// Prints SIMD vs BLAS per shape and returns the rule: the smallest K
    /// from which BLAS wins at every larger K on the largest output, and
    /// the smallest output from which it wins at every K from there on.
    func measure(float: Bool) -> ProductRule {
        print("\nframes, \(float ? "Float" : "Double") output, dense rows: ns per call SIMD / BLAS")
        let wide = crossover(keyframeCounts.map { k in (k, shapes.map { blasAhead(frames: $0.frames, length: $0.length, keyframes: k, float: float) }) })
        return wide.map { ProductRule(minimumTerms: $0.terms, minimumOutput: shapes[$0.from].frames * shapes[$0.from].length) } ?? .never
    }

    /// Times SIMD and BLAS on one dense shape, prints both, and returns
    /// whether BLAS was faster.
    private func blasAhead(frames: Int, length: Int, keyframes: Int, float: Bool) -> Bool {
        let t = timeBackends(.product(frames: frames, length: length, keyframes: keyframes, terms: keyframes, float: float),
                             sampler: sampler, backends: [.simd, .blas]).times
        print("  K=\(keyframes) \(frames)×\(length): \(Self.format(t[.simd]!))/\(Self.format(t[.blas]!))")
        return t[.blas]! < t[.simd]!
    }

    /// From whether BLAS won each shape (in growing order) at each K: the
    /// smallest K from which it wins the last shape at every larger K, and
    /// the first shape from which it wins every later one at all those K
    /// (the last when none); nil when BLAS never wins the last shape.
    private func crossover(_ results: [(keyframes: Int, blasAhead: [Bool])]) -> (terms: Int, from: Int)? {
        guard let last = results.first?.blasAhead.indices.last,
              let start = results.indices.first(where: { i in results[i...].allSatisfy { $0.blasAhead[last] } })
        else { return nil }
        let winning = results[start...]
        let from = (0...last).first { i in winning.allSatisfy { $0.blasAhead[i...].allSatisfy { $0 } } } ?? last
        return (results[start].keyframes, from)
    }

    static func format(_ ns: Double) -> String {
        ns >= 1e6 ? String(format: "%.2fms", ns / 1e6) : ns >= 1e3 ? String(format: "%.1fµs", ns / 1e3) : String(format: "%.0fns", ns)
    }
}
