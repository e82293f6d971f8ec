import AnimationKernels

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
        var blasAhead: [Int: [Bool]] = [:]
        for k in keyframeCounts {
            var line = "K=\(k)".padding(toLength: 6, withPad: " ", startingAt: 0)
            for (f, n) in shapes {
                let t = timeBackends(.product(frames: f, length: n, keyframes: k, terms: k, float: float),
                                     sampler: sampler, backends: [.simd, .blas]).times
                blasAhead[k, default: []].append(t[.blas]! < t[.simd]!)
                line += "  \(f)×\(n): \(Self.format(t[.simd]!))/\(Self.format(t[.blas]!))"
            }
            print(line)
        }
        let largest = shapes.count - 1
        guard let terms = keyframeCounts.first(where: { k in keyframeCounts.filter { $0 >= k }.allSatisfy { blasAhead[$0]![largest] } })
        else { return .never }
        let winning = keyframeCounts.filter { $0 >= terms }
        let first = shapes.indices.first { i in shapes.indices.filter { $0 >= i }.allSatisfy { j in winning.allSatisfy { blasAhead[$0]![j] } } }
        let output = first.map { shapes[$0].frames * shapes[$0].length } ?? shapes[largest].frames * shapes[largest].length
        return ProductRule(minimumTerms: terms, minimumOutput: output)
    }

    static func format(_ ns: Double) -> String {
        ns >= 1e6 ? String(format: "%.2fms", ns / 1e6) : ns >= 1e3 ? String(format: "%.1fµs", ns / 1e3) : String(format: "%.0fns", ns)
    }
}
