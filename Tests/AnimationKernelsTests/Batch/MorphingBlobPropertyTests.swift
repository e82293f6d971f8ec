import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import PropertyBased
import Testing

/// Random blobs, offsets and buffer sizes on every backend, with non-finite
/// offsets mixed in: each call matches the per-anchor geometry or throws an
/// `AnimationKernelsError`, and never writes outside its output.
@Suite("MorphingBlob on random input")
struct MorphingBlobPropertyTests {
    @Test("random offsets give the per-anchor geometry or a typed error, writing nothing outside")
    func randomBlobPoints() async {
        await propertyCheck(count: 800, input: Gen.int(in: 0...20), Gen.int(in: 0...3), Gen<Backend>.case, Gen.uint64()) { n, b, backend, seed in
            var rng = SeededGenerator(seed: seed)
            let trial = "N=\(n) B=\(b) \(backend) seed \(seed)"
            guard n >= 3 else {
                #expect(throws: AnimationKernelsError.self) { try MorphingBlob(pointCount: n) }
                return
            }
            let side = Double.random(in: 10...400, using: &rng)
            let basis = try MorphingBlob(pointCount: n).basis(width: side, height: side * 0.75)
            let offsets = (0..<(b * n + (Int.random(in: 0..<8, using: &rng) == 0 ? 1 : 0))).map { _ in sometimesNonFinite(Double.random(in: -20...20, using: &rng), oneIn: 12, using: &rng) }
            let outputCount = max(b * 6 * n + Int.random(in: -1...1, using: &rng), 0)
            let (values, threw) = attemptGuarded(outputCount: outputCount, trial) { out in
                try offsets.withUnsafeBufferPointer { try basis.points(offsets: $0, into: out, backend: backend) }
            }
            let valid = b > 0 && offsets.count == b * n && outputCount == b * 6 * n && offsets.allSatisfy(\.isFinite)
            #expect(threw == !valid, "\(trial): threw \(threw), inputs valid \(valid)")
            guard valid else { return }
            let k = 4.0 / 3.0 * tan(.pi / (2 * Double(n)))
            for blob in 0..<b {
                for i in 0..<n {
                    let theta = 2 * Double.pi * Double(i) / Double(n)
                    let r = side * 0.75 / 2 + offsets[blob * n + i]
                    let x = side / 2 + r * sin(theta), y = side * 0.75 / 2 + r * cos(theta)
                    let dx = k * r * cos(theta), dy = -k * r * sin(theta)
                    let expected = [x, y, x + dx, y + dy, x - dx, y - dy]
                    for slot in 0..<6 {
                        #expect(abs(values[blob * 6 * n + 6 * i + slot] - expected[slot]) <= 1e-9, "\(trial)")
                    }
                }
            }
        }
    }
}
