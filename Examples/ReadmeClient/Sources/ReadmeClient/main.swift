import AnimationKernels
import Foundation

// A vector of Doubles that animates as one value (copy-on-write, Sendable).
var offsets: AnimatableVector = [0, 10, -5, 3]
let target: AnimatableVector = [4, 4, 4, 4, 4, 4]   // longer: the shorter one is padded with zeros
offsets.interpolate(towards: target, amount: 0.25)  // in place, no allocation when unique
let sum = offsets + target                          // SwiftUI's VectorArithmetic operators
print(sum, offsets.magnitudeSquared)

// Choose where the arithmetic runs: .scalar, .simd, .blas or .automatic (the default).
offsets.add(target, scaledBy: 0.5, backend: .blas)
print(offsets.dot(target, backend: .simd))

// Generic code over SwiftUI's protocol works on every conforming type.
func midpoint<V: VectorArithmetic>(_ a: V, _ b: V) -> V { a.interpolated(towards: b, amount: 0.5) }
print(midpoint(AnimatablePair(0.0, offsets), AnimatablePair(1.0, target)))

// Timing: exact cubic-bezier curves, closed-form springs, keyframe timelines.
let eased = UnitCurve.easeInOut.value(at: 0.25)                       // 0.12916193104…
let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 2), endControlPoint: UnitPoint(x: 1, y: -2))
let spring = Spring(response: 0.5, dampingRatio: 0.825)
let position = spring.value(target: 100.0, initialVelocity: 0, time: 0.1)
let heart = KeyframeTimeline(initialValue: 1.0) {
    LinearKeyframe(1.6, duration: 0.2)
    LinearKeyframe(2.0, duration: 0.2)
    SpringKeyframe(1.0, duration: 0.4, spring: Spring(response: 0.10, dampingRatio: 0.24))
}
print(eased, curve.value(at: 0.5), position, spring.settlingDuration, heart.value(time: 0.5))

// Batches: many frames at once into caller-owned buffers, on any backend.
let interpolator = try FrameInterpolator(keyframes: [[0, 0, 0], [10, 20, 30]])
let weights = try FrameInterpolator.segmentWeights(keyframeCount: 2, positions: [0, 0.25, 0.5, 1])
var frames = [Double](repeating: 0, count: 4 * interpolator.length)
try weights.withUnsafeBufferPointer { w in
    try frames.withUnsafeMutableBufferPointer { try interpolator.frames(weights: w, into: $0) }
}
print(frames)

// The seed's pouring liquid and lava-lamp bubble as SwiftUI-style paths and SVG.
let liquid = try WaveFill(waves: [Wave(amplitude: 15, wavelength: 4, phase: 90), Wave(amplitude: 18, wavelength: 5, phase: 0)])
let surface = try liquid.path(width: 390, height: 844, top: 400)
let bubble = try MorphingBlob(pointCount: 8).path(width: 300, height: 300, offsets: [0, 10, -5, 3])
print(surface.elements.count, bubble.svgPathData.prefix(40))

// SwiftUI's Shape, Path builder and Angle on Foundation's CGPoint and CGRect.
let frame = CGRect(x: 0, y: 0, width: 300, height: 300)
let wedge = Path { path in
    path.move(to: CGPoint(x: frame.midX, y: frame.midY))
    path.addArc(center: CGPoint(x: frame.midX, y: frame.midY), radius: 100,
                startAngle: .degrees(0), endAngle: .degrees(120), clockwise: false)
    path.closeSubpath()
}
print(liquid.path(in: frame).boundingRect, wedge.trimmedPath(from: 0, to: 0.5))
