import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import PropertyBased
import Testing

/// Random waves, tops, phases and buffer sizes on every backend, with
/// non-finite parameters mixed in: each call matches a sine per point or
/// throws an `AnimationKernelsError`, and never writes outside its output.
@Suite("WaveFill on random input")
struct WaveFillPropertyTests {
    @Test("random waves give a sine per point or a typed error, writing nothing outside")
    func randomWaves() async {
        await propertyCheck(count: 600, input: Gen.int(in: 0...3), Gen.int(in: 0...3), Gen<Backend>.case, Gen.uint64()) { h, f, backend, seed in
            var rng = SeededGenerator(seed: seed)
            let trial = "H=\(h) F=\(f) \(backend) seed \(seed)"
            let width = Bool.random(using: &rng) ? Double(Int.random(in: 1...40, using: &rng)) : Double.random(in: 0.5...40, using: &rng)
            let basis = try WaveFill.Basis(width: width, wavelengths: (0..<h).map { _ in Double.random(in: 0.5...6, using: &rng) })
            let w = basis.columnCount
            let tops = (0..<f).map { _ in sometimesNonFinite(Double.random(in: 0...900, using: &rng), oneIn: 12, using: &rng) }
            let amplitudes = (0..<(f * h + (Int.random(in: 0..<8, using: &rng) == 0 ? 1 : 0))).map { _ in Double.random(in: 0...20, using: &rng) }
            let phases = (0..<(f * h)).map { _ in sometimesNonFinite(Double.random(in: -360...360, using: &rng), oneIn: 12, using: &rng) }
            let outputCount = max(f * w + Int.random(in: -1...1, using: &rng), 0)
            let (values, threw) = attemptGuarded(outputCount: outputCount, trial) { out in
                try tops.withUnsafeBufferPointer { t in
                    try amplitudes.withUnsafeBufferPointer { a in
                        try phases.withUnsafeBufferPointer { p in
                            try basis.yValues(tops: t, amplitudes: a, phases: p, into: out, backend: backend)
                        }
                    }
                }
            }
            let valid = f > 0 && amplitudes.count == f * h && outputCount == f * w
                && tops.allSatisfy(\.isFinite) && phases.allSatisfy(\.isFinite)
            #expect(threw == !valid, "\(trial): threw \(threw), inputs valid \(valid)")
            guard valid else { return }
            for frame in 0..<f {
                for x in 0..<w {
                    var y = tops[frame]
                    for wave in 0..<h {
                        let degrees = Double(x) / width * basis.wavelengths[wave] * 360 + phases[frame * h + wave]
                        y -= sin(degrees * .pi / 180) * amplitudes[frame * h + wave]
                    }
                    #expect(abs(values[frame * w + x] - y) <= 1e-9, "\(trial) x=\(x)")
                }
            }
        }
    }
}
