import Foundation
import Testing
import AnimationKernels
import AnimationKernelsTestSupport

/// Random shapes, wrong buffer sizes and non-finite parameters for every
/// batched entry point on every backend: each call either matches the
/// formula evaluated here or throws an `AnimationKernelsError`, and never
/// writes outside the slice it was given (guard cells around it stay put).
@Suite("Randomized batch kernels")
struct RandomizedBatchTests {
    static let sentinel = -123.456

    /// Runs `body` on a buffer of `count` elements inside guard cells;
    /// returns the buffer's contents and whether the guards survived.
    static func guarded(_ count: Int, _ body: (UnsafeMutableBufferPointer<Double>) throws -> Void) rethrows -> (values: [Double], intact: Bool) {
        var storage = [Double](repeating: sentinel, count: count + 8)
        try storage.withUnsafeMutableBufferPointer { all in
            try body(UnsafeMutableBufferPointer(rebasing: all[4..<(4 + count)]))
        }
        let intact = storage.prefix(4).allSatisfy { $0 == sentinel } && storage.suffix(4).allSatisfy { $0 == sentinel }
        return (Array(storage[4..<(4 + count)]), intact)
    }

    static func maybeBad(_ value: Double, _ rng: inout SeededGenerator) -> Double {
        Int.random(in: 0..<12, using: &rng) == 0 ? [.nan, .infinity, -.infinity].randomElement(using: &rng)! : value
    }

    @Test func frameInterpolator() throws {
        var rng = SeededGenerator(seed: 0xF4A3E)
        for trial in 0..<1500 {
            let k = Int.random(in: 1...5, using: &rng), n = Int.random(in: 0...19, using: &rng), f = Int.random(in: 0...4, using: &rng)
            let keyframes = (0..<k).map { _ in AnimatableVector(rng.doubles(Int.random(in: 0...n, using: &rng))) }
            let weights = (0..<(f * k + Int.random(in: -1...1, using: &rng)).clamped(0)).map { _ in Self.maybeBad(Double.random(in: -1...2, using: &rng), &rng) }
            let outputCount = (f * n + Int.random(in: -1...1, using: &rng)).clamped(0)
            let backend = Backend.allCases.randomElement(using: &rng)!
            let interpolator = try FrameInterpolator(keyframes: keyframes)
            let length = interpolator.length
            var threw = false
            let (values, intact) = Self.guarded(outputCount) { out in
                do {
                    try weights.withUnsafeBufferPointer { try interpolator.frames(weights: $0, into: out, backend: backend) }
                } catch is AnimationKernelsError {
                    threw = true
                } catch {
                    Issue.record("trial \(trial): untyped error \(error)")
                }
            }
            #expect(intact, "trial \(trial): wrote outside the output")
            // The frame count is whatever the weights hold whole rows of.
            let frameCount = weights.count / k
            let valid = frameCount > 0 && weights.count % k == 0 && outputCount == frameCount * length && weights.allSatisfy(\.isFinite)
            #expect(threw == !valid, "trial \(trial): threw \(threw), inputs valid \(valid)")
            guard valid else { continue }
            for frame in 0..<frameCount {
                for j in 0..<length {
                    var expected = 0.0, scale = 0.0
                    for key in 0..<k {
                        let v = j < keyframes[key].count ? keyframes[key][j] : 0
                        expected += weights[frame * k + key] * v
                        scale += abs(weights[frame * k + key] * v)
                    }
                    #expect(abs(values[frame * length + j] - expected) <= 1e-14 * max(scale, 1), "trial \(trial) \(backend)")
                }
            }
        }
    }

    @Test func waveFill() throws {
        var rng = SeededGenerator(seed: 0x3A7E)
        for trial in 0..<600 {
            let h = Int.random(in: 0...3, using: &rng), f = Int.random(in: 0...3, using: &rng)
            let width = Bool.random(using: &rng) ? Double(Int.random(in: 1...40, using: &rng)) : Double.random(in: 0.5...40, using: &rng)
            let basis = try WaveFill.Basis(width: width, wavelengths: (0..<h).map { _ in Double.random(in: 0.5...6, using: &rng) })
            let w = basis.columnCount
            let tops = (0..<f).map { _ in Self.maybeBad(Double.random(in: 0...900, using: &rng), &rng) }
            let amplitudes = (0..<(f * h + (Int.random(in: 0..<8, using: &rng) == 0 ? 1 : 0))).map { _ in Double.random(in: 0...20, using: &rng) }
            let phases = (0..<(f * h)).map { _ in Self.maybeBad(Double.random(in: -360...360, using: &rng), &rng) }
            let outputCount = (f * w + Int.random(in: -1...1, using: &rng)).clamped(0)
            let backend = Backend.allCases.randomElement(using: &rng)!
            var threw = false
            let (values, intact) = Self.guarded(outputCount) { out in
                do {
                    try tops.withUnsafeBufferPointer { t in
                        try amplitudes.withUnsafeBufferPointer { a in
                            try phases.withUnsafeBufferPointer { p in
                                try basis.yValues(tops: t, amplitudes: a, phases: p, into: out, backend: backend)
                            }
                        }
                    }
                } catch is AnimationKernelsError {
                    threw = true
                } catch {
                    Issue.record("trial \(trial): untyped error \(error)")
                }
            }
            #expect(intact, "trial \(trial): wrote outside the output")
            let valid = f > 0 && amplitudes.count == f * h && outputCount == f * w
                && tops.allSatisfy(\.isFinite) && phases.allSatisfy(\.isFinite)
            #expect(threw == !valid, "trial \(trial): threw \(threw), inputs valid \(valid)")
            guard valid else { continue }
            for frame in 0..<f {
                for x in 0..<w {
                    var y = tops[frame]
                    for wave in 0..<h {
                        let degrees = Double(x) / width * basis.wavelengths[wave] * 360 + phases[frame * h + wave]
                        y -= sin(degrees * .pi / 180) * amplitudes[frame * h + wave]
                    }
                    #expect(abs(values[frame * w + x] - y) <= 1e-9, "trial \(trial) \(backend) x=\(x)")
                }
            }
        }
    }

    @Test func blobPoints() throws {
        var rng = SeededGenerator(seed: 0xB10B)
        for trial in 0..<800 {
            let n = Int.random(in: 0...20, using: &rng), b = Int.random(in: 0...3, using: &rng)
            guard n >= 3 else {
                #expect(throws: AnimationKernelsError.self) { try MorphingBlob(pointCount: n) }
                continue
            }
            let side = Double.random(in: 10...400, using: &rng)
            let basis = try MorphingBlob(pointCount: n).basis(width: side, height: side * 0.75)
            let offsets = (0..<(b * n + (Int.random(in: 0..<8, using: &rng) == 0 ? 1 : 0))).map { _ in Self.maybeBad(Double.random(in: -20...20, using: &rng), &rng) }
            let outputCount = (b * 6 * n + Int.random(in: -1...1, using: &rng)).clamped(0)
            let backend = Backend.allCases.randomElement(using: &rng)!
            var threw = false
            let (values, intact) = Self.guarded(outputCount) { out in
                do {
                    try offsets.withUnsafeBufferPointer { try basis.points(offsets: $0, into: out, backend: backend) }
                } catch is AnimationKernelsError {
                    threw = true
                } catch {
                    Issue.record("trial \(trial): untyped error \(error)")
                }
            }
            #expect(intact, "trial \(trial): wrote outside the output")
            let valid = b > 0 && offsets.count == b * n && outputCount == b * 6 * n && offsets.allSatisfy(\.isFinite)
            #expect(threw == !valid, "trial \(trial): threw \(threw), inputs valid \(valid)")
            guard valid else { continue }
            let k = 4.0 / 3.0 * tan(.pi / (2 * Double(n)))
            for blob in 0..<b {
                for i in 0..<n {
                    let theta = 2 * Double.pi * Double(i) / Double(n)
                    let r = side * 0.75 / 2 + offsets[blob * n + i]
                    let x = side / 2 + r * sin(theta), y = side * 0.75 / 2 + r * cos(theta)
                    let dx = k * r * cos(theta), dy = -k * r * sin(theta)
                    let expected = [x, y, x + dx, y + dy, x - dx, y - dy]
                    for slot in 0..<6 {
                        #expect(abs(values[blob * 6 * n + 6 * i + slot] - expected[slot]) <= 1e-9, "trial \(trial) \(backend)")
                    }
                }
            }
        }
    }

    /// Sizes whose element counts overflow are refused with `.tooLarge`
    /// before anything is allocated (an allocation of that size would trap).
    @Test func hugeCountsAreRefusedBeforeAllocating() {
        #expect(throws: AnimationKernelsError.self) { try MorphingBlob(pointCount: Int.max / 2) }
        #expect(throws: AnimationKernelsError.self) { try WaveFill.Basis(width: 1e300, wavelengths: [1]) }
        #expect(throws: AnimationKernelsError.self) { try WaveFill.Basis(width: 1e17, wavelengths: [1, 2]) }
        #expect(throws: AnimationKernelsError.self) { try FrameInterpolator.segmentWeights(keyframeCount: Int.max / 2, positions: [0, 1, 2]) }
        #expect(throws: AnimationKernelsError.self) { try WaveFill.Basis(width: .infinity, wavelengths: []) }
    }
}

extension Int {
    func clamped(_ lower: Int) -> Int { Swift.max(self, lower) }
}
