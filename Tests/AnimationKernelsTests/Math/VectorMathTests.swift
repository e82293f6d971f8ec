@testable import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

/// The vectorized exponential, sine and cosine against glibc, lane by lane.
@Suite("Vector math")
struct VectorMathTests {
    /// Whether `a` is within `ulps` units in the last place of `b` (or of
    /// `absolute`, for results near a zero or in the subnormals).
    func withinUlps(_ a: Double, _ b: Double, _ ulps: Double, absolute: Double = 0) -> Bool {
        if a.isInfinite || b.isInfinite { return a == b }
        return abs(a - b) <= max(ulps * b.ulp, absolute)
    }

    /// `f` applied to `inputs` through the vectorized loop, as the batches
    /// apply it.
    func lanes(_ inputs: [Double], _ f: (Double) -> Double) -> [Double] {
        var output = [Double](repeating: .nan, count: inputs.count)
        inputs.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                VectorizedLoop.map(source.baseAddress!, into: target.baseAddress!, count: inputs.count, f)
            }
        }
        return output
    }

    func expectWithinUlps(_ name: String, _ inputs: [Double], _ actual: [Double], _ reference: (Double) -> Double,
                          ulps: Double, absolute: Double = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        let bad = zip(inputs, actual).filter { !withinUlps($1, reference($0), ulps, absolute: absolute) }
        #expect(bad.isEmpty, "\(name): \(bad.count) of \(inputs.count), e.g. \(bad.prefix(3).map { "x = \($0.0): \($0.1) vs \(reference($0.0))" })",
                sourceLocation: sourceLocation)
    }

    @Test("exp is within 2 ulps of libm over [-750, 710], subnormals and overflow included")
    func exponential() {
        var random = SeededGenerator(seed: 31)
        let inputs = random.doubles(30_000, in: -750...710) + random.doubles(10_000, in: -1...1)
            + [0, -0.0, 1e-300, -1e-300, 709.78, 709.79, 710, -708.4, -745.1, -745.2, -746, -1000, 1000, 0.5 * log(2.0), -0.5 * log(2.0)]
        expectWithinUlps("exp", inputs, lanes(inputs) { VectorExponential.exp($0) }, Foundation.exp,
                         ulps: 2, absolute: 2 * Double.leastNonzeroMagnitude)
        #expect(lanes([0]) { VectorExponential.exp($0) } == [1])
    }

    @Test("expm1 is within 2 ulps of libm for non-positive arguments, tiny ones included")
    func exponentialMinusOne() {
        var random = SeededGenerator(seed: 32)
        let inputs = random.doubles(20_000, in: -80...0) + random.doubles(10_000, in: -1...0)
            + random.doubles(5_000, in: -1e-6...0) + [0, -1e-300, -1e-17, -0.3465, -0.3466, -36.8, -37.5, -60, -1000]
        expectWithinUlps("expm1", inputs, lanes(inputs) { VectorExponential.expm1($0) }, Foundation.expm1, ulps: 2)
    }

    @Test("sin and cos are within 2 ulps of libm below 2^19, where the reduction is exact")
    func sineCosine() {
        var random = SeededGenerator(seed: 33)
        // Near zeros of large arguments the reduced angle is tiny and its
        // absolute error (about 1e-30) dominates the ulp.
        let multiples = (1..<2000).map { Double($0 * 157) * Double.pi / 2 }
        let inputs = random.doubles(30_000, in: -0x1p19...0x1p19) + random.doubles(20_000, in: -10...10)
            + random.doubles(5_000, in: -1e-5...1e-5) + multiples + multiples.map { $0.nextUp } + multiples.map(\.nextDown)
            + [0, -0.0, 1e-300, Double.pi / 4, Double.pi / 2, Double.pi, 0x1p19.nextDown, -0x1p19.nextDown]
        #expect(inputs.allSatisfy(VectorSineCosine.fitsReduction))
        expectWithinUlps("sin", inputs, lanes(inputs) { VectorSineCosine.sineCosine($0).sin }, Foundation.sin, ulps: 2, absolute: 1e-29)
        expectWithinUlps("cos", inputs, lanes(inputs) { VectorSineCosine.sineCosine($0).cos }, Foundation.cos, ulps: 2, absolute: 1e-29)
    }

    @Test("Arguments from 2^19 up, infinities and NaN are refused by the range check")
    func reductionLimit() {
        for bad in [0x1p19, -0x1p19, 1e300, Double.infinity, -.infinity, .nan] {
            #expect(!VectorSineCosine.fitsReduction(bad), "\(bad)")
        }
    }
}
