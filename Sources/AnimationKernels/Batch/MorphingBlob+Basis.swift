#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MorphingBlob {
    /// The part of a blob shared by every blob of one frame size, built once:
    /// each of the 6n values of a point set is `base + offset · direction`,
    /// with `base = centre + r · direction` and `direction` depending only on
    /// the anchor's angle.
    ///
    /// ``points(offsets:into:backend:)`` turns B offset rows into B point
    /// sets as matrix products over groups of four anchors: the B×4 block of
    /// offsets times a 4×24 block-diagonal matrix of the four anchors'
    /// directions gives the blobs' 24 values for those anchors, and one
    /// vector add per blob adds `base`. That is four multiply-adds per output
    /// where one would do, but on 24 contiguous columns (three eight-lane
    /// vectors) instead of a strided scatter, and it runs on every backend's
    /// `matrixProduct` (`cblas_dgemm` on `.blas`).
    public struct Basis: Sendable {
        /// The blob this basis is for.
        public let blob: MorphingBlob
        /// The frame's width in points.
        public let width: Double
        /// The frame's height in points.
        public let height: Double
        /// `centre + r · direction`: the point set of the blob with zero offsets.
        @usableFromInline
        let base: ContiguousArray<Double>
        /// Each group's block-diagonal g×6g matrix of directions, row-major,
        /// one after another (g = 4 except in a shorter last group).
        @usableFromInline
        let groupDirections: ContiguousArray<Double>

        /// Anchors per matrix product: 4 × 6 = 24 columns, a multiple of
        /// the SIMD backend's eight lanes.
        @usableFromInline
        static let anchorsPerGroup = 4

        /// About 256 KiB of output per chunk of blobs, so the base is added
        /// while the chunk is still in the core's cache.
        @usableFromInline
        static let chunkBudget = 32_768

        /// The unpushed radius, `min(width, height)/2`.
        @inlinable
        public var radius: Double { min(width, height) / 2 }

        /// The circle's centre, `(width/2, height/2)`.
        @inlinable
        public var center: Point { Point(x: width / 2, y: height / 2) }

        /// Builds the basis. O(n) sines and cosines.
        ///
        /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
        ///   naming `width` or `height` unless it is finite and positive.
        public init(blob: MorphingBlob, width: Double, height: Double) throws {
            try AnimationKernelsError.requirePositive(width, "width")
            try AnimationKernelsError.requirePositive(height, "height")
            self.blob = blob
            self.width = width
            self.height = height
            let n = blob.pointCount
            let k = blob.controlFactor
            var base = ContiguousArray<Double>(repeating: 0, count: blob.pointSetLength)
            var groups = ContiguousArray<Double>()
            let centre = [width / 2, height / 2]
            let r = min(width, height) / 2
            for first in stride(from: 0, to: n, by: Self.anchorsPerGroup) {
                let size = min(Self.anchorsPerGroup, n - first)
                let block = groups.count
                groups.append(contentsOf: repeatElement(0, count: size * 6 * size))
                for j in 0..<size {
                    let i = first + j
                    let theta = 2 * Double.pi * Double(i) / Double(n)
                    let s = sin(theta), c = cos(theta)
                    let direction = [s, c, s + k * c, c - k * s, s - k * c, c + k * s]
                    for slot in 0..<6 {
                        base[6 * i + slot] = centre[slot % 2] + r * direction[slot]
                        groups[block + j * 6 * size + 6 * j + slot] = direction[slot]
                    }
                }
            }
            self.base = base
            self.groupDirections = groups
        }

        /// Writes B blobs' point sets: row `b` of `output` (6n doubles, in the
        /// layout of ``MorphingBlob``) is the blob whose anchor `i` is pushed
        /// out by `offsets[b·n + i]`.
        ///
        /// Allocates nothing. O(B·n) output; `.scalar` evaluates the
        /// per-anchor formula with its sines and cosines instead (the
        /// oracle). The buffers must not overlap.
        ///
        /// - Parameters:
        ///   - offsets: B×n, row-major.
        ///   - output: exactly B×6n elements, overwritten.
        /// - Throws, before writing anything:
        ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
        ///   naming `offsets` when it is empty (zero blobs), not a whole number
        ///   of rows of n, or holds a NaN or an infinity;
        ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
        ///   naming `output` unless it holds B×6n elements;
        ///   ``AnimationKernelsError/tooLarge(parameter:requested:limit:)``
        ///   naming `offsets` when B×6n overflows.
        public func points(
            offsets: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>,
            backend: Backend = .automatic
        ) throws {
            let n = blob.pointCount
            let blobCount = try FrameInterpolator.rowCount(of: offsets.count, rowLength: n, parameter: "offsets")
            let rowLength = blob.pointSetLength
            let total = try AnimationKernelsError.requireElementCount(blobCount, rowLength, "offsets")
            try AnimationKernelsError.requireCount(output.count, total, "output")
            try AnimationKernelsError.requireFinite(offsets, "offsets")
            let resolved = backend.resolved(for: .matrixProduct, count: total)
            if case .scalar = resolved {
                anchorFormula(offsets: offsets, into: output)
                return
            }
            let source = offsets.baseAddress!, target = output.baseAddress!
            let rowsPerChunk = max(1, Self.chunkBudget / rowLength)
            base.withUnsafeBufferPointer { base in
                groupDirections.withUnsafeBufferPointer { directions in
                    var first = 0
                    while first < blobCount {
                        let count = min(rowsPerChunk, blobCount - first)
                        var block = 0
                        for anchor in stride(from: 0, to: n, by: Self.anchorsPerGroup) {
                            let size = min(Self.anchorsPerGroup, n - anchor)
                            resolved.matrixProduct(
                                rows: count, columns: 6 * size, inner: size,
                                a: source + first * n + anchor, lda: n,
                                b: directions.baseAddress! + block, ldb: 6 * size,
                                c: target + first * rowLength + 6 * anchor, ldc: rowLength)
                            block += size * 6 * size
                        }
                        for row in first..<(first + count) {
                            resolved.axpy(count: rowLength, alpha: 1, x: base.baseAddress!, y: target + row * rowLength)
                        }
                        first += count
                    }
                }
            }
        }

        /// The outline's definition evaluated anchor by anchor: the oracle.
        private func anchorFormula(offsets: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>) {
            let n = blob.pointCount
            let k = blob.controlFactor
            let (cx, cy, r) = (width / 2, height / 2, radius)
            for b in 0..<(offsets.count / n) {
                for i in 0..<n {
                    let theta = 2 * Double.pi * Double(i) / Double(n)
                    let radius = r + offsets[b * n + i]
                    let x = cx + radius * sin(theta), y = cy + radius * cos(theta)
                    let dx = k * radius * cos(theta), dy = -k * radius * sin(theta)
                    let slot = b * 6 * n + 6 * i
                    output[slot] = x
                    output[slot + 1] = y
                    output[slot + 2] = x + dx
                    output[slot + 3] = y + dy
                    output[slot + 4] = x - dx
                    output[slot + 5] = y - dy
                }
            }
        }
    }
}
