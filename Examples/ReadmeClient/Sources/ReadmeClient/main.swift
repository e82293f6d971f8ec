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

// Batches: many frames at once, on any backend. Arrays in, an array out.
let interpolator = try FrameInterpolator(keyframes: [[0, 0, 0], [10, 20, 30]])
let weights = try FrameInterpolator.segmentWeights(keyframeCount: 2, positions: [0, 0.25, 0.5, 1])
let frames = try interpolator.frames(weights: weights)  // 4 frames × 3 values, row-major

// A wave fill's heights over 390 columns for three frames, each with its own top, amplitudes and phases.
let fill = try WaveFill(waves: [Wave(amplitude: 15, wavelength: 4, phase: 90), Wave(amplitude: 18, wavelength: 5, phase: 0)])
let heights = try fill.basis(width: 390).yValues(tops: [200, 210, 220], amplitudes: [15, 18, 14, 17, 13, 16],
                                                 phases: [90, 0, 100, 10, 110, 20])

// Frame after frame into storage you own, copying and allocating nothing: a MutableSpan
// (or, with the same checks, an UnsafeMutableBufferPointer).
var reused = [Double](repeating: 0, count: frames.count)
do {
    var output = reused.mutableSpan
    try interpolator.frames(weights: weights.span, into: &output)
}
print(frames == reused, heights.count, try MorphingBlob(pointCount: 8).path(width: 300, height: 300, offsets: [0, 10, -5, 3]).svgPathData.prefix(40))
