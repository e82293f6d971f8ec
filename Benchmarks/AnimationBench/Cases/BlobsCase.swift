@_spi(Benchmarking) import AnimationKernels
import Foundation

/// `MorphingBlob.Basis.points(offsets:into:backend:)`: B blobs of N anchors
/// from per-anchor radius offsets, six values per anchor.
struct BlobsCase: BatchCase {
    let kernel = KernelName.blobs

    func shapes(_ grid: Grid, sizes: [Int]?) -> [Shape] { BatchGeometry.blobShapes(grid, inner: 0) }

    var numpyPeers: [(peer: String, candidate: Candidate)] { [("blobOffsets", .numpy(.standard))] }

    func workload(_ shape: Shape) -> BatchWorkload {
        let w = BatchWorkload(kernel, shape)
        w.offsets = w.rng.doubles(shape.frames * shape.size).map { $0 * 20 }
        w.allocateOutput(shape.frames * 6 * shape.size)
        return w
    }

    func library(_ w: BatchWorkload, _ backend: Backend) -> () throws -> Void {
        let side = BatchGeometry.side
        let basis = w.sharedOperand { try! MorphingBlob(pointCount: w.shape.size).basis(width: side, height: side) }
        let offsets = w.offsets, out = w.output
        return { try offsets.withUnsafeBufferPointer { try basis.points(offsets: $0, into: out, backend: backend) } }
    }

    /// The per-point formula with the per-anchor sines hoisted out of the
    /// blob loop.
    func plainLoop(_ w: BatchWorkload) -> () -> Void {
        let out = w.output.baseAddress!
        let f = w.shape.frames, n = w.shape.size
        let offsets = w.offsets
        let control = 4.0 / 3.0 * tan(.pi / (2 * Double(n)))
        let sines = (0..<n).map { sin(2 * .pi * Double($0) / Double(n)) }
        let cosines = (0..<n).map { cos(2 * .pi * Double($0) / Double(n)) }
        let c = BatchGeometry.side / 2, r = BatchGeometry.side / 2
        return {
            for b in 0..<f {
                for i in 0..<n {
                    let radius = r + offsets[b * n + i]
                    let x = c + radius * sines[i], y = c + radius * cosines[i]
                    let dx = control * radius * cosines[i], dy = -control * radius * sines[i]
                    let slot = out + (b * n + i) * 6
                    slot[0] = x; slot[1] = y; slot[2] = x + dx; slot[3] = y + dy; slot[4] = x - dx; slot[5] = y - dy
                }
            }
        }
    }

    func seed(_ w: BatchWorkload) -> (() -> Void)? {
        let offsets = w.offsets, n = w.shape.size
        return SeedBlobs.loop(blobs: w.shape.frames, anchors: n, into: w.output.baseAddress!) { b in
            (0..<n).map { offsets[b * n + $0] }
        }
    }
}
