import Foundation
import Testing
import AnimationKernels
import AnimationKernelsTestSupport

/// Random curves, springs and tracks, random batches with wrong buffer
/// sizes and non-finite inputs: each batched call either matches an
/// independent evaluation (or the per-value API, to the bit) or throws an
/// `AnimationKernelsError`, and never writes outside its buffer.
@Suite("Randomized timing batches")
struct RandomizedTimingTests {
    static func time(_ rng: inout SeededGenerator) -> Double {
        Int.random(in: 0..<15, using: &rng) == 0 ? [.nan, .infinity, -.infinity].randomElement(using: &rng)! : Double.random(in: -0.5...2, using: &rng)
    }

    /// y at progress p by bisection on x(t) (x is monotone for control x in [0, 1]).
    static func reference(_ c: (Double, Double, Double, Double), _ p: Double) -> Double {
        func b(_ a1: Double, _ a2: Double, _ t: Double) -> Double { 3 * a1 * (1 - t) * (1 - t) * t + 3 * a2 * (1 - t) * t * t + t * t * t }
        let q = min(max(p, 0), 1)
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if b(c.0, c.2, mid) < q { lo = mid } else { hi = mid }
        }
        return b(c.1, c.3, (lo + hi) / 2)
    }

    @Test func curveBatches() throws {
        var rng = SeededGenerator(seed: 0xC0FFEE)
        for trial in 0..<400 {
            let c = (Double.random(in: 0...1, using: &rng), Double.random(in: -2...3, using: &rng),
                     Double.random(in: 0...1, using: &rng), Double.random(in: -2...3, using: &rng))
            let curve = try UnitCurve.validatedBezier(startControlPoint: UnitPoint(x: c.0, y: c.1), endControlPoint: UnitPoint(x: c.2, y: c.3))
            let n = Int.random(in: 0...40, using: &rng)
            let progress = (0..<n).map { _ in Self.time(&rng) }
            let outputCount = max(0, n + Int.random(in: -1...1, using: &rng) * (Int.random(in: 0..<4, using: &rng) == 0 ? 1 : 0))
            var threw = false
            let (values, intact) = RandomizedBatchTests.guarded(outputCount) { out in
                do {
                    try progress.withUnsafeBufferPointer { try curve.values(at: $0, into: out) }
                } catch is AnimationKernelsError {
                    threw = true
                } catch {
                    Issue.record("trial \(trial): untyped error \(error)")
                }
            }
            #expect(intact, "trial \(trial): wrote outside the output")
            // Progress is clamped to [0, 1] as in SwiftUI; NaN has no clamp.
            let valid = outputCount == n && !progress.contains(where: \.isNaN)
            #expect(threw == !valid, "trial \(trial): threw \(threw), valid \(valid)")
            guard valid else { continue }
            let scale = max(1, abs(c.1), abs(c.3))
            for i in 0..<n {
                #expect(abs(values[i] - curve.value(at: progress[i])) <= 1e-13 * scale, "trial \(trial): batch differs from value(at:)")
                #expect(abs(values[i] - Self.reference(c, progress[i])) <= 1e-9 * scale, "trial \(trial) p=\(progress[i])")
                #expect(values[i].isFinite)
            }
        }
    }

    @Test func springBatches() throws {
        var rng = SeededGenerator(seed: 0x5B21)
        for trial in 0..<400 {
            let spring = try Spring.validated(response: Double.random(in: 0.05...2, using: &rng),
                                              dampingRatio: [0.1, 0.5, 1, 1.000001, 1.7, Double.random(in: 0...3, using: &rng)].randomElement(using: &rng)!)
            let target = Double.random(in: -100...100, using: &rng), velocity = Double.random(in: -50...50, using: &rng)
            let n = Int.random(in: 0...30, using: &rng)
            let times = (0..<n).map { _ in Self.time(&rng) }
            let outputCount = Int.random(in: 0..<5, using: &rng) == 0 ? n + 1 : n
            var threw = false
            let (values, intact) = RandomizedBatchTests.guarded(outputCount) { out in
                do {
                    try times.withUnsafeBufferPointer { try spring.values(target: target, initialVelocity: velocity, times: $0, into: out) }
                } catch is AnimationKernelsError {
                    threw = true
                } catch {
                    Issue.record("trial \(trial): untyped error \(error)")
                }
            }
            #expect(intact, "trial \(trial): wrote outside the output")
            let valid = outputCount == n && times.allSatisfy(\.isFinite)
            #expect(threw == !valid, "trial \(trial): threw \(threw), valid \(valid)")
            guard valid else { continue }
            for i in 0..<n {
                let single = spring.value(target: target, initialVelocity: velocity, time: times[i])
                #expect(abs(values[i] - single) <= 1e-12 * max(1, abs(single)), "trial \(trial): batch \(values[i]) vs \(single)")
                #expect(values[i].isFinite)
            }
        }
    }

    @Test func keyframeFill() throws {
        var rng = SeededGenerator(seed: 0x7EAC)
        for trial in 0..<300 {
            let keys = Int.random(in: 1...5, using: &rng)
            var keyframes: [Keyframe<AnimatableVector>] = []
            for _ in 0..<keys {
                let value = AnimatableVector(rng.doubles(Int.random(in: 0...6, using: &rng)))
                let duration = Double.random(in: 0...0.5, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: keyframes.append(.linear(LinearKeyframe(value, duration: duration, timingCurve: .easeInOut)))
                case 1: keyframes.append(.cubic(CubicKeyframe(value, duration: duration)))
                case 2: keyframes.append(.spring(SpringKeyframe(value, duration: duration, spring: .snappy)))
                default: keyframes.append(.move(MoveKeyframe(value)))
                }
            }
            let track = try KeyframeTimeline(initialValue: AnimatableVector(rng.doubles(3)), keyframes: keyframes)
            let minimumFrameLength = try #require(track.minimumFrameLength)
            let frames = Int.random(in: 0...6, using: &rng)
            let times = (0..<frames).map { _ in Self.time(&rng) * track.duration }
            let frameLength = max(0, minimumFrameLength + Int.random(in: -1...2, using: &rng))
            let outputCount = max(0, frames * frameLength + (Int.random(in: 0..<5, using: &rng) == 0 ? 1 : 0))
            var threw = false
            let (values, intact) = RandomizedBatchTests.guarded(outputCount) { out in
                do {
                    try times.withUnsafeBufferPointer { try track.fill(times: $0, frameLength: frameLength, into: out) }
                } catch is AnimationKernelsError {
                    threw = true
                } catch {
                    Issue.record("trial \(trial): untyped error \(error)")
                }
            }
            #expect(intact, "trial \(trial): wrote outside the output")
            let valid = frameLength >= minimumFrameLength && outputCount == frames * frameLength && !times.contains(where: \.isNaN)
            #expect(threw == !valid, "trial \(trial): threw \(threw), valid \(valid)")
            guard valid else { continue }
            for f in 0..<frames {
                let single = track.value(time: times[f])
                for j in 0..<frameLength {
                    let expected = j < single.count ? single[j] : 0
                    #expect(abs(values[f * frameLength + j] - expected) <= 1e-12 * max(1, abs(expected)), "trial \(trial) frame \(f)")
                }
            }
        }
    }
}

@Suite("SVG refuses what it cannot write")
struct SVGHardeningTests {
    /// Random paths with a NaN or an infinity somewhere: the document throws,
    /// naming the item; with finite coordinates it writes no "nan" or "inf".
    @Test func nonFiniteCoordinatesAreRefused() throws {
        var rng = SeededGenerator(seed: 0x5A6)
        for trial in 0..<300 {
            var elements: [Path.Element] = [.move(to: CGPoint(x: 0, y: 0))]
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                let p = CGPoint(x: .random(in: -1e6...1e6, using: &rng), y: .random(in: -1e6...1e6, using: &rng))
                elements.append([.line(to: p), .quadCurve(to: p, control: p), .curve(to: p, control1: p, control2: p)].randomElement(using: &rng)!)
            }
            let poison = Bool.random(using: &rng)
            if poison {
                let bad = [Double.nan, .infinity, -.infinity].randomElement(using: &rng)!
                elements.insert(.line(to: CGPoint(x: bad, y: 1)), at: Int.random(in: 1...elements.count, using: &rng))
            }
            let path = Path(elements: elements)
            #expect(path.isFinite == !poison)
            do {
                let document = try SVGDocument(width: 100, height: 100, items: [.init(path: path, fill: "red")])
                #expect(!poison, "trial \(trial): a non-finite path was accepted")
                #expect(!document.text.lowercased().contains("nan") && !document.text.contains("inf"))
            } catch let error as AnimationKernelsError {
                #expect(poison && error.parameter == "items[0]", "trial \(trial): \(error)")
            }
        }
    }
}
