import AnimationKernelsTestSupport
import Testing
@_spi(Benchmarking) @testable import AnimationKernels

/// Frames on random shapes, every backend against an oracle summed in
/// another order: F 1–300 frames of N 1–700 values from K 1–64 keyframes,
/// rows dense or of two to four consecutive terms, `Double` and `Float`
/// output. The bound is K·ε·Σ|wₖ·xₖ| per value (any summation order stays
/// within it), plus one `Float` rounding for single-precision output.
@Suite("frames on random shapes against the oracle")
struct RandomShapeProductTests {
    struct Case: CustomStringConvertible {
        let frames: Int, length: Int, keyframes: Int, terms: Int
        var description: String { "F=\(frames) N=\(length) K=\(keyframes) terms=\(terms)" }
    }

    static func cases(seed: UInt64, count: Int) -> [Case] {
        var rng = SeededGenerator(seed: seed)
        return (0..<count).map { i in
            // Every fourth case has 64 keyframes, half of them dense.
            let keyframes = i % 4 == 0 ? 64 : Int.random(in: 1...64, using: &rng)
            let terms = i % 2 == 0 ? keyframes : min(keyframes, Int.random(in: 2...4, using: &rng))
            return Case(frames: Int.random(in: 1...300, using: &rng), length: Int.random(in: 1...700, using: &rng),
                        keyframes: keyframes, terms: terms)
        }
    }

    /// The keyframes, the weight rows (`terms` consecutive non-zeros from a
    /// random start) and the oracle's values and magnitudes.
    static func operands(_ c: Case, seed: UInt64) -> (FrameInterpolator, [Double], [Double], [Double]) {
        var rng = SeededGenerator(seed: seed)
        let keyframes = (0..<c.keyframes).map { _ in rng.doubles(c.length, in: -100...100) }
        var weights = [Double](repeating: 0, count: c.frames * c.keyframes)
        for f in 0..<c.frames {
            let start = Int.random(in: 0...(c.keyframes - c.terms), using: &rng)
            for t in 0..<c.terms { weights[f * c.keyframes + start + t] = Double.random(in: -2...2, using: &rng) }
        }
        let (values, magnitudes) = ProductOracle.product(rows: c.frames, columns: c.length, inner: c.keyframes,
                                                          a: weights, lda: c.keyframes, b: keyframes.flatMap { $0 }, ldb: c.length)
        return (try! FrameInterpolator(keyframes: keyframes.map(AnimatableVector.init)), weights, values, magnitudes)
    }

    @Test("Double frames on every backend stay within the summation bound", arguments: cases(seed: 1701, count: 24))
    func doubleFrames(_ c: Case) throws {
        let (interpolator, weights, values, magnitudes) = Self.operands(c, seed: UInt64(c.frames * 1000 + c.length))
        let bound = magnitudes.map { Double(c.keyframes + 1) * Double.ulpOfOne * $0 }
        for backend in Backend.allCases {
            let output = try weights.withUnsafeBufferPointer { weights in
                try withGuardedBuffer(count: c.frames * c.length) { output in
                    try interpolator.frames(weights: weights, into: output, backend: backend)
                }
            }
            let failures = output.indices.filter { !(abs(output[$0] - values[$0]) <= bound[$0]) }
            #expect(failures.isEmpty, "\(backend) \(c): \(failures.count) values beyond the bound, first at \(failures.first ?? -1)")
        }
    }

    @Test("Float frames on every backend are the Double frames rounded once", arguments: cases(seed: 1702, count: 16))
    func floatFrames(_ c: Case) throws {
        let (interpolator, weights, values, magnitudes) = Self.operands(c, seed: UInt64(c.frames * 999 + c.length))
        for backend in Backend.allCases {
            var output = [Float](repeating: .nan, count: c.frames * c.length)
            try weights.withUnsafeBufferPointer { weights in
                try output.withUnsafeMutableBufferPointer { output in
                    try interpolator.frames(weights: weights, into: output, backend: backend)
                }
            }
            let failures = output.indices.filter { i in
                let bound = Double(c.keyframes + 1) * Double.ulpOfOne * magnitudes[i] + Double(Float(values[i]).ulp)
                return !(abs(Double(output[i]) - values[i]) <= bound)
            }
            #expect(failures.isEmpty, "\(backend) \(c): \(failures.count) values beyond the bound, first at \(failures.first ?? -1)")
        }
    }

    /// The cost model's view of a shape: dense rows of many keyframes go to
    /// `dgemm` where the rule says so, blends of two stay on SIMD.
    @Test("automatic chooses by the keyframes a row uses")
    func automaticSeesTheShape() {
        let rows = 256, columns = 1024, inner = 64
        let dense = [Double](repeating: 0.5, count: rows * inner)
        var blend = [Double](repeating: 0, count: rows * inner)
        for f in 0..<rows { blend[f * inner + f % (inner - 1)] = 0.25; blend[f * inner + f % (inner - 1) + 1] = 0.75 }
        #expect(dense.withUnsafeBufferPointer { Backend.productTerms(rows: rows, inner: inner, a: $0.baseAddress!, lda: inner) } == inner)
        #expect(blend.withUnsafeBufferPointer { Backend.productTerms(rows: rows, inner: inner, a: $0.baseAddress!, lda: inner) } <= 8)
        let cost = KernelProfile.active.doubleProduct
        let choice = dense.withUnsafeBufferPointer {
            Backend.automatic.resolvedProduct(rows: rows, columns: columns, inner: inner, a: $0.baseAddress!, lda: inner, output: Double.self)
        }
        #expect((choice == .blas) == cost.prefersBLAS(rows: rows, columns: columns, inner: inner, terms: inner, float: false))
        let blendChoice = blend.withUnsafeBufferPointer {
            Backend.automatic.resolvedProduct(rows: rows, columns: columns, inner: inner, a: $0.baseAddress!, lda: inner, output: Double.self)
        }
        #expect(blendChoice == .simd)
        // What `tune` reports as automatic's route is that same choice.
        for (weights, resolved) in [(dense, choice), (blend, blendChoice)] {
            for float in [false, true] {
                let floatChoice = weights.withUnsafeBufferPointer {
                    Backend.automatic.resolvedProduct(rows: rows, columns: columns, inner: inner, a: $0.baseAddress!, lda: inner, output: Float.self)
                }
                let reported = weights.withUnsafeBufferPointer {
                    Backend.automaticChoice(forFramesOf: $0, keyframes: inner, columns: columns, float: float)
                }
                #expect(reported == (float ? floatChoice : resolved).backend)
            }
        }
    }

    /// The route `tune` reports for a vector operation is the one
    /// `automatic` takes, at lengths around every threshold of the active
    /// profile; other names have none.
    @Test("automatic's reported vector route is the one it takes")
    func reportedVectorRoute() {
        let operations: [(String, KernelOperation)] = [("axpy", .axpy), ("scale", .scale), ("interpolate", .interpolate), ("dot", .dot)]
        for (name, operation) in operations {
            for count in [0, 1, 63, 64, 65, 511, 512, 1023, 1024, 16_383, 16_384, 1 << 20, 1 << 21, 1 << 24] {
                #expect(Backend.automaticChoice(forVectorOperation: name, count: count)
                        == Backend.automatic.resolved(for: operation, count: count).backend, "\(name) \(count)")
            }
        }
        #expect(Backend.automaticChoice(forVectorOperation: "matrixProduct", count: 1 << 20) == nil)
        #expect(Backend.automaticChoice(forVectorOperation: "add", count: 1 << 20) == nil)
    }
}
