import AnimationKernels
import Foundation

/// `WaveFill.Basis.yValues`: F frames of a wave fill, each the sum of H
/// sines over W columns, with per-frame tops, amplitudes and phases.
struct WavesCase: BatchCase {
    let kernel = KernelName.waves

    func shapes(_ grid: Grid, sizes: [Int]?) -> [Shape] {
        let ws = grid.pick(quick: [390], standard: [64, 390, 4096], full: [64, 390, 1024, 4096])
        return grid.pick(quick: [2], standard: [2], full: [1, 2, 4]).flatMap { h in ws.map { Shape(size: $0, frames: 256, inner: h) } }
    }

    var numpyPeers: [(peer: String, candidate: Candidate)] {
        [("waveBasis", .numpy(.standard)), ("waveSine", .numpy(.sine))]
    }

    func workload(_ shape: Shape) -> BatchWorkload {
        let w = BatchWorkload(kernel, shape)
        let f = shape.frames, k = shape.inner
        w.wavelengths = (0..<k).map { Double(4 + $0) }
        w.tops = (0..<f).map { 900 - 900 * Double($0) / Double(f) }
        w.amplitudes = (0..<f * k).map { _ in Double.random(in: 5...20, using: &w.rng) }
        w.phases = (0..<f * k).map { _ in Double.random(in: -180...180, using: &w.rng) }
        w.allocateOutput(f * shape.size)
        return w
    }

    func library(_ w: BatchWorkload, _ backend: Backend) -> () throws -> Void {
        let basis = w.sharedOperand { try! WaveFill.Basis(width: Double(w.shape.size), wavelengths: w.wavelengths) }
        let (tops, amplitudes, phases, out) = (w.tops, w.amplitudes, w.phases, w.output)
        return {
            try tops.withUnsafeBufferPointer { t in
                try amplitudes.withUnsafeBufferPointer { a in
                    try phases.withUnsafeBufferPointer { p in
                        try basis.yValues(tops: t, amplitudes: a, phases: p, into: out, backend: backend)
                    }
                }
            }
        }
    }

    /// A sine per point and wave, into the output.
    func plainLoop(_ w: BatchWorkload) -> () -> Void {
        let out = w.output.baseAddress!
        let f = w.shape.frames, n = w.shape.size, k = w.shape.inner
        let (tops, amplitudes, phases, lambdas) = (w.tops, w.amplitudes, w.phases, w.wavelengths)
        return {
            for frame in 0..<f {
                for x in 0..<n {
                    var y = tops[frame]
                    for h in 0..<k {
                        let angle = (Double(x) / Double(n) * lambdas[h] * 360 + phases[frame * k + h]) * .pi / 180
                        y -= sin(angle) * amplitudes[frame * k + h]
                    }
                    out[frame * n + x] = y
                }
            }
        }
    }

    /// The seed: a new array of points per frame, built in a loop with a
    /// sine per point.
    func seed(_ w: BatchWorkload) -> (() -> Void)? {
        let out = w.output.baseAddress!
        let f = w.shape.frames, n = w.shape.size, k = w.shape.inner
        let (tops, amplitudes, phases, lambdas) = (w.tops, w.amplitudes, w.phases, w.wavelengths)
        return {
            for frame in 0..<f {
                var points: [CGPoint] = []
                for x in 0..<n {
                    var y = tops[frame]
                    for h in 0..<k {
                        let angle = Double(x) / Double(n) * lambdas[h] * 360 + phases[frame * k + h]
                        y -= sin(angle * .pi / 180) * amplitudes[frame * k + h]
                    }
                    points.append(CGPoint(x: Double(x), y: y))
                }
                for (x, point) in points.enumerated() { out[frame * n + x] = point.y }
            }
        }
    }
}
