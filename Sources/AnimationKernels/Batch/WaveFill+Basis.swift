import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension WaveFill {
    /// The part of a wave fill shared by every frame of one width, built
    /// once: F frames then cost one (F×(2H+1))·((2H+1)×W) matrix product and
    /// O(F·H) sines, instead of a sine per point per wave.
    ///
    /// By `sin(kx + φ) = sin(kx)·cos φ + cos(kx)·sin φ`, a frame's heights
    /// are its coefficient row `[top, −A₁cos φ₁, −A₁sin φ₁, −A₂cos φ₂, …]`
    /// times the basis rows `[1, …]`, `[sin k₁x]`, `[cos k₁x]`, `[sin k₂x]`, …
    /// with `kₕx = 2π · wavelengthₕ · x/width` over the ⌈width⌉ columns.
    /// The basis takes (2H+1)·⌈width⌉ doubles.
    public struct Basis: Sendable {
        /// The fill's width in points; columns are the integers below it.
        public let width: Double
        /// W = ⌈width⌉, the number of columns and of heights per frame.
        public let columnCount: Int
        /// Each wave's cycles across the width, in the order of the
        /// per-frame parameters.
        public let wavelengths: [Double]
        /// The basis rows as keyframes: a frame's coefficient row is its
        /// weights.
        @usableFromInline
        let rows: FrameInterpolator

        /// The number of waves, H.
        @inlinable
        public var waveCount: Int { wavelengths.count }

        /// The most coefficients built at once: 1 KiB, the largest
        /// temporary buffer Swift places on the stack on Linux, so batched
        /// calls allocate nothing for up to 63 waves.
        @usableFromInline
        static let coefficientBudget = 128

        /// Builds the basis.
        ///
        /// - Parameters:
        ///   - width: the frame's width in points; finite and positive.
        ///   - wavelengths: each wave's cycles across the width; finite.
        /// - Complexity: O(H·W) sines and cosines.
        /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
        ///   naming `width` unless it is finite and positive, or `wavelengths`
        ///   when one is not finite; ``AnimationKernelsError/tooLarge(parameter:requested:limit:)``
        ///   naming `width` when (2H+1)·⌈width⌉ doubles cannot be addressed.
        public init(width: Double, wavelengths: [Double]) throws {
            try AnimationKernelsError.requirePositive(width, "width")
            for (h, wavelength) in wavelengths.enumerated() where !wavelength.isFinite {
                throw AnimationKernelsError.invalidParameter(
                    parameter: "wavelengths", value: "\(wavelength) at index \(h)", requirement: "must be finite")
            }
            let limit = AnimationKernelsError.maximumElementCount
            guard width <= Double(limit) else {
                throw AnimationKernelsError.tooLarge(parameter: "width", requested: Int.max, limit: limit)
            }
            let columns = Int(width.rounded(.up))
            let rowCount = 2 * wavelengths.count + 1
            var matrix = AnimatableVector(
                repeating: 0, count: try AnimationKernelsError.requireElementCount(rowCount, columns, "width"))
            for x in 0..<columns {
                matrix[x] = 1
                for (h, wavelength) in wavelengths.enumerated() {
                    // Reducing to a fraction of a turn keeps the argument
                    // small, so the basis is as accurate at the far columns
                    // of many-cycle waves as at the first.
                    let turns = Double(x) / width * wavelength
                    let angle = 2 * Double.pi * (turns - turns.rounded(.down))
                    matrix[(1 + 2 * h) * columns + x] = sin(angle)
                    matrix[(2 + 2 * h) * columns + x] = cos(angle)
                }
            }
            self.width = width
            self.columnCount = columns
            self.wavelengths = wavelengths
            self.rows = FrameInterpolator(keyframeCount: rowCount, length: columns, keyframes: matrix)
        }

        /// Writes the heights of F frames: `output[f·W + x] = y_f(x)` with
        /// frame `f`'s own top, amplitudes and phases.
        ///
        /// Allocates nothing for up to 63 waves. O(F·H·W) multiply-adds plus
        /// 2·F·H sines and cosines, on every backend (`.scalar` runs the
        /// plain triple loop of the same product). The buffers must not
        /// overlap.
        ///
        /// - Parameters:
        ///   - tops: F surface levels, in points from the top of the frame.
        ///   - amplitudes: F×H, row-major: frame `f`'s amplitude of wave `h`
        ///     at `f·H + h`.
        ///   - phases: F×H in degrees, laid out like `amplitudes`.
        ///   - output: exactly F·W elements, overwritten.
        ///   - backend: where the coefficients × basis product runs;
        ///     `.automatic` picks by the product's shape.
        /// - Throws:
        ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
        ///   naming `tops` when it is empty (zero frames), or the buffer
        ///   holding a NaN or an infinity, or `amplitudes` when a frame's
        ///   heights could leave `Double`'s range (`|top| + 2·Σ|A|` above
        ///   1.8·10³⁰⁸, where a sum in any order could reach ±∞, or NaN from
        ///   +∞ − ∞);
        ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
        ///   naming `amplitudes` or `phases` unless they hold F·H elements, or
        ///   `output` unless it holds F·W; ``AnimationKernelsError/tooLarge(parameter:requested:limit:)``
        ///   naming `tops` when F·W overflows.
        ///   Nothing is written when it throws.
        public func yValues(
            tops: UnsafeBufferPointer<Double>, amplitudes: UnsafeBufferPointer<Double>,
            phases: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>,
            backend: Backend = .automatic
        ) throws {
            let frameCount = try FrameInterpolator.rowCount(of: tops.count, rowLength: 1, parameter: "tops")
            let parameterCount = try AnimationKernelsError.requireElementCount(frameCount, waveCount, "tops")
            try AnimationKernelsError.requireCount(amplitudes.count, parameterCount, "amplitudes")
            try AnimationKernelsError.requireCount(phases.count, parameterCount, "phases")
            let total = try AnimationKernelsError.requireElementCount(frameCount, columnCount, "tops")
            try AnimationKernelsError.requireCount(output.count, total, "output")
            try AnimationKernelsError.requireFinite(tops, "tops")
            try AnimationKernelsError.requireFinite(amplitudes, "amplitudes")
            try AnimationKernelsError.requireFinite(phases, "phases")
            try requireDoubleRange(tops: tops, amplitudes: amplitudes)
            // The coefficients are built a stack-sized chunk at a time, so
            // the plan, made for the whole batch, splits it by frames, each
            // share building its own chunks.
            let plan = backend.productPlan(rows: frameCount, columns: columnCount, terms: rows.keyframeCount, ldc: columnCount,
                                           output: Double.self)
            plan.forEachShare(ofRows: frameCount) { plan in
                FrameShare(basis: self, tops: tops, amplitudes: amplitudes, phases: phases, output: output, plan: plan)
            }
        }

        /// Throws unless every frame's heights stay within `Double`'s range.
        /// A height sums `top` and, per wave, `−A·cos φ·sin kx − A·sin φ·cos kx`,
        /// terms of at most `|A|·(|cos φ| + |sin φ|) ≤ √2·|A|`; so
        /// `|top| + 2·Σ|A|` bounds every partial sum in any order (the margin
        /// from √2 to 2 absorbs rounding), and within range no product can
        /// overflow to ±∞, nor give NaN from +∞ − ∞.
        private func requireDoubleRange(tops: UnsafeBufferPointer<Double>, amplitudes: UnsafeBufferPointer<Double>) throws {
            for f in tops.indices {
                var bound = abs(tops[f])
                for h in 0..<waveCount { bound += 2 * abs(amplitudes[f * waveCount + h]) }
                guard bound <= .greatestFiniteMagnitude else {
                    throw AnimationKernelsError.invalidParameter(
                        parameter: "amplitudes", value: "frame \(f) with |top| + 2·Σ|A| = \(bound)",
                        requirement: "must keep every height within Double's range (±1.8e308)")
                }
            }
        }

        /// ``productFrames(_:tops:amplitudes:phases:into:plan:)`` over a
        /// share of the frames.
        struct FrameShare: ShareBody {
            let basis: Basis
            let tops: UnsafeBufferPointer<Double>, amplitudes: UnsafeBufferPointer<Double>, phases: UnsafeBufferPointer<Double>
            let output: UnsafeMutableBufferPointer<Double>
            let plan: ProductPlan

            func run(share _: Int, range: Range<Int>) {
                basis.productFrames(range, tops: tops, amplitudes: amplitudes, phases: phases, into: output, plan: plan)
            }
        }

        /// Frames `frames` through the basis: each frame's coefficient row
        /// (top, then −A·cos φ and −A·sin φ per wave) times the basis rows.
        func productFrames(
            _ frames: Range<Int>,
            tops: UnsafeBufferPointer<Double>, amplitudes: UnsafeBufferPointer<Double>,
            phases: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>,
            plan: ProductPlan
        ) {
            let rowLength = rows.keyframeCount
            let rowsPerChunk = plan.rowsPerChunk(fitting: Self.coefficientBudget / rowLength)
            withUnsafeTemporaryAllocation(of: Double.self, capacity: rowsPerChunk * rowLength) { coefficients in
                let coefficients = coefficients.baseAddress!
                var first = frames.lowerBound
                while first < frames.upperBound {
                    let count = min(rowsPerChunk, frames.upperBound - first)
                    for r in 0..<count {
                        let f = first + r
                        let row = coefficients + r * rowLength
                        row[0] = tops[f]
                        for h in 0..<waveCount {
                            let amplitude = amplitudes[f * waveCount + h]
                            let phase = sineCosine(degrees: phases[f * waveCount + h])
                            row[1 + 2 * h] = -amplitude * phase.cos
                            row[2 + 2 * h] = -amplitude * phase.sin
                        }
                    }
                    rows.uncheckedFrames(count: count, weights: coefficients,
                                         into: output.baseAddress! + first * columnCount, plan: plan)
                    first += count
                }
            }
        }

        /// The fill's outline through the heights of one frame: a move to
        /// `(0, y₀)`, lines to `(x, yₓ)` for each further column, lines to
        /// `(width, height)` and `(0, height)`, and a close. O(W).
        ///
        /// - Parameters:
        ///   - yValues: W heights, e.g. one row of a batched call's output.
        ///   - height: the frame's height in points; the fill reaches down to it.
        /// - Throws: ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
        ///   naming `yValues` unless it holds W heights;
        ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
        ///   naming `height` unless it is finite and positive, or `yValues`
        ///   when a height is not finite.
        /// - Returns: the closed outline, W + 3 elements.
        public func path(yValues: some Collection<Double>, height: Double) throws -> Path {
            try AnimationKernelsError.requireCount(yValues.count, columnCount, "yValues")
            try AnimationKernelsError.requirePositive(height, "height")
            var path = Path()
            path.elements.reserveCapacity(columnCount + 3)
            for (x, y) in yValues.enumerated() {
                try AnimationKernelsError.requireFinite(y, "yValues")
                let point = CGPoint(x: Double(x), y: y)
                if x == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.addLine(to: CGPoint(x: width, y: height))
            path.addLine(to: CGPoint(x: 0, y: height))
            path.closeSubpath()
            return path
        }
    }
}
