@_spi(Benchmarking) import AnimationKernels

/// `MorphingBlob`'s morph in `Double`, six values per anchor.
struct BlobMorphCase: MorphCase {
    let kernel = KernelName.blobMorph

    var numpyPeers: [(peer: String, candidate: Candidate)] { [("blobMorph", .numpy(.standard))] }

    func allocateOutput(_ w: BatchWorkload, _ shape: Shape) { w.allocateOutput(shape.frames * 6 * shape.size) }

    func library(_ w: BatchWorkload, _ backend: Backend) -> () throws -> Void {
        let morph = morph(w)
        let weights = w.weights, out = w.output
        return { try weights.withUnsafeBufferPointer { try morph.frames(weights: $0, into: out, backend: backend) } }
    }

    func plainLoop(_ w: BatchWorkload) -> () -> Void { productPlainLoop(w) }

    /// The seed's blob code on radii interpolated with the article's vector.
    func seed(_ w: BatchWorkload) -> (() -> Void)? {
        let f = w.shape.frames, k = w.shape.inner
        let keyframes = w.keyframes.map { SeedVector(values: Array($0)) }
        return SeedBlobs.loop(blobs: f, anchors: w.shape.size, into: w.output.baseAddress!) { b in
            let position = Double(b) / Double(max(f - 1, 1)) * Double(k - 1)
            let i = min(Int(position), k - 2)
            return keyframes[i].interpolated(towards: keyframes[i + 1], amount: position - Double(i)).values
        }
    }
}
