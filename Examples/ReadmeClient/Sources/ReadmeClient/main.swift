import AnimationKernels
import Foundation

// A vector of Doubles that animates as one value: SwiftUI's VectorArithmetic, copy-on-write, Sendable.
var offsets: AnimatableVector = [0, 10, -5, 3]
let target: AnimatableVector = [4, 4, 4, 4, 4, 4]   // longer: the shorter one is padded with zeros
offsets.interpolate(towards: target, amount: 0.25)  // in place, no allocation when unique
offsets.add(target, scaledBy: 0.5, backend: .blas)  // .scalar, .simd, .blas or .automatic (the default)

// Timing: exact cubic-bezier curves and closed-form springs.
let eased = UnitCurve.easeInOut.value(at: 0.25)     // 0.12916193104…
let position = Spring(response: 0.5, dampingRatio: 0.825).value(target: 100.0, initialVelocity: 0, time: 0.1)
print(offsets, eased, position)

// Batches: many frames at once into a caller-owned buffer, on any backend.
let interpolator = try FrameInterpolator(keyframes: [[0, 0, 0], [10, 20, 30]])
let weights = try FrameInterpolator.segmentWeights(keyframeCount: 2, positions: [0, 0.25, 0.5, 1])
var frames = [Double](repeating: 0, count: 4 * interpolator.length)
try weights.withUnsafeBufferPointer { w in
    try frames.withUnsafeMutableBufferPointer { try interpolator.frames(weights: w, into: $0) }
}
print(frames, try MorphingBlob(pointCount: 8).path(width: 300, height: 300, offsets: [0, 10, -5, 3]).svgPathData.prefix(40))
