import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MorphingBlob {
    /// The part of a blob shared by every blob of one frame size, built once:
    /// each of the 6n values of a point set is `base + offset · direction`,
    /// with `base = centre + r · direction` and `direction` depending only on
    /// the anchor's angle, so B blobs' point sets are one
    /// `groupedScaleAdd` of their offsets over `direction` onto `base`
    /// (each offset moving its anchor's six coordinates), with no sine or
    /// cosine per blob.
    public struct Basis: Sendable {
        /// The blob this basis is for.
        public let blob: MorphingBlob
        /// The frame's width in points.
        public let width: Double
        /// The frame's height in points.
        public let height: Double
        /// `centre + r · direction`: the point set of the blob with zero
        /// offsets. Both rows are held in a vector's storage, which starts on
        /// a cache line, as ``FrameInterpolator``'s keyframes are.
        @usableFromInline
        let base: AnimatableVector
        /// How a unit of offset moves each of the 6n values: the anchor's
        /// `(sin θ, cos θ)` and its controls' `(sin θ ± k cos θ, cos θ ∓ k sin θ)`.
        @usableFromInline
        let direction: AnimatableVector

        /// The unpushed radius, `min(width, height)/2`.
        @inlinable
        public var radius: Double { min(width, height) / 2 }

        /// The circle's centre, `(width/2, height/2)`.
        @inlinable
        public var center: CGPoint { CGPoint(x: width / 2, y: height / 2) }

        /// Builds the basis.
        ///
        /// - Parameters:
        ///   - blob: the anchor layout.
        ///   - width: the frame's width in points; finite and positive.
        ///   - height: the frame's height in points; finite and positive.
        /// - Complexity: O(n) sines and cosines.
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
            var base = AnimatableVector(repeating: 0, count: blob.pointSetLength)
            var direction = base
            let centre = [width / 2, height / 2]
            let r = min(width, height) / 2
            for i in 0..<n {
                let theta = 2 * Double.pi * Double(i) / Double(n)
                let s = sin(theta), c = cos(theta)
                let unit = [s, c, s + k * c, c - k * s, s - k * c, c + k * s]
                for slot in 0..<6 {
                    direction[6 * i + slot] = unit[slot]
                    base[6 * i + slot] = centre[slot % 2] + r * unit[slot]
                }
            }
            self.base = base
            self.direction = direction
        }

        /// Writes B blobs' point sets: row `b` of `output` (6n doubles, in the
        /// layout of ``MorphingBlob``) is the blob whose anchor `i` is pushed
        /// out by `offsets[b·n + i]`.
        ///
        /// Allocates nothing. O(B·n) output, on every backend (`.scalar`
        /// runs the plain loop of the same `base + offset · direction`).
        /// The buffers must not overlap.
        ///
        /// - Parameters:
        ///   - offsets: B×n, row-major.
        ///   - output: exactly B×6n elements, overwritten.
        ///   - backend: where the scaled additions run; `.automatic` picks
        ///     by the output's size (BLAS cannot describe the grouped
        ///     scale-add, so `.blas` runs the SIMD loop).
        /// - Throws:
        ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
        ///   naming `offsets` when it is empty (zero blobs), not a whole number
        ///   of rows of n, or holds a NaN or an infinity;
        ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
        ///   naming `output` unless it holds B×6n elements;
        ///   ``AnimationKernelsError/tooLarge(parameter:requested:limit:)``
        ///   naming `offsets` when B×6n overflows.
        ///   Nothing is written when it throws.
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
            let resolved = backend.resolved(for: .groupedScaleAdd, count: total)
            base.withUnsafeBufferPointer { base in
                direction.withUnsafeBufferPointer { direction in
                    resolved.groupedScaleAdd(
                        rows: blobCount, groups: n, width: 6,
                        a: offsets.baseAddress!, lda: n,
                        base: base.baseAddress!, direction: direction.baseAddress!,
                        c: output.baseAddress!, ldc: rowLength)
                }
            }
        }
    }
}
