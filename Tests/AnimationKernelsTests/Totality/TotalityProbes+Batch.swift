import AnimationKernels
import Foundation

extension TotalityWalk {
    /// Calls `body` with `values` and an output buffer of `outputCount`
    /// elements (a count from ``TotalityInput/count(_:)`` is capped: the
    /// walk probes the checks, not the allocator).
    static func withBuffers<Output: Numeric>(
        _ values: [Double], outputCount: Int, of _: Output.Type,
        _ body: (UnsafeBufferPointer<Double>, UnsafeMutableBufferPointer<Output>) throws -> Void
    ) rethrows {
        var output = [Output](repeating: 0, count: min(max(outputCount, 0), 1 << 16))
        try values.withUnsafeBufferPointer { values in
            try output.withUnsafeMutableBufferPointer { try body(values, $0) }
        }
    }

    /// ``withBuffers(_:outputCount:of:_:)`` with a `Double` output.
    static func withBuffers(
        _ values: [Double], outputCount: Int, _ body: (UnsafeBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) throws -> Void
    ) rethrows {
        try withBuffers(values, outputCount: outputCount, of: Double.self, body)
    }

    static let batchProbes: [String: [TotalityProbe]] = [
        "FrameInterpolator": [
            TotalityProbe("FrameInterpolator.init(keyframes:)", "FrameInterpolator.frame(weights:backend:)") { x in
                sink(try? FrameInterpolator(keyframes: sampleVectors(x)))
                let interpolator = try FrameInterpolator(keyframes: sampleVectors(1))
                for backend in Backend.allCases {
                    sink(try? interpolator.frame(weights: [x, 1, 0, 0.5], backend: backend))
                    sink(try? interpolator.frame(weights: [x], backend: backend))
                }
            },
            TotalityProbe("FrameInterpolator.frames(weights:into:backend:)") { x in
                let interpolator = try FrameInterpolator(keyframes: sampleVectors(1e300))
                let n = interpolator.length
                for backend in Backend.allCases {
                    try? withBuffers([x, 1, 0, 0.5, 1, 1, 1, 1], outputCount: 2 * n) { try interpolator.frames(weights: $0, into: $1, backend: backend) }
                    try? withBuffers([x, 1, 0, 0.5], outputCount: n, of: Float.self) { try interpolator.frames(weights: $0, into: $1, backend: backend) }
                    try? withBuffers([1, 1, 1], outputCount: TotalityInput.count(x)) { try interpolator.frames(weights: $0, into: $1, backend: backend) }
                }
            },
            TotalityProbe("FrameInterpolator.segmentWeights(keyframeCount:positions:)", "FrameInterpolator.segmentWeights(keyframeCount:positions:curve:)",
                          "FrameInterpolator.segmentWeights(keyframeCount:positions:into:)",
                          "FrameInterpolator.segmentWeights(keyframeCount:positions:curve:into:)") { x in
                let count = TotalityInput.count(x)
                for k in [count, 1, 3] {
                    sink(try? FrameInterpolator.segmentWeights(keyframeCount: k, positions: [x, 0, 1]))
                    sink(try? FrameInterpolator.segmentWeights(keyframeCount: k, positions: [0.5, x], curve: .easeInOut))
                    try? withBuffers([x, 1.5], outputCount: 2 * max(min(k, 8), 0)) {
                        try FrameInterpolator.segmentWeights(keyframeCount: k, positions: $0, into: $1)
                        try FrameInterpolator.segmentWeights(keyframeCount: k, positions: $0, curve: .easeIn, into: $1)
                    }
                }
            },
        ],
        "MorphingBlob": [
            TotalityProbe("MorphingBlob.init(pointCount:)", "MorphingBlob.pointSetLength", "MorphingBlob.controlFactor") { x in
                if let blob = try? MorphingBlob(pointCount: TotalityInput.count(x)) {
                    sink(blob.pointSetLength); sink(blob.controlFactor)
                }
            },
            TotalityProbe("MorphingBlob.basis(width:height:)", "MorphingBlob.Basis.init(blob:width:height:)", "MorphingBlob.Basis.center",
                          "MorphingBlob.Basis.radius", "MorphingBlob.Basis.points(offsets:into:backend:)") { x in
                let blob = try MorphingBlob(pointCount: 5)
                sink(try? blob.basis(width: x, height: 1)); sink(try? MorphingBlob.Basis(blob: blob, width: 1, height: x))
                let basis = try blob.basis(width: 100, height: 80)
                sink(basis.center); sink(basis.radius)
                for backend in Backend.allCases {
                    try? withBuffers([x, 1, 2, 3, 4], outputCount: blob.pointSetLength) { try basis.points(offsets: $0, into: $1, backend: backend) }
                    try? withBuffers([1, 2], outputCount: TotalityInput.count(x)) { try basis.points(offsets: $0, into: $1, backend: backend) }
                }
                if let wide = try? blob.basis(width: x, height: x) {
                    try? withBuffers([1, 1, 1, 1, 1e300], outputCount: blob.pointSetLength) { try wide.points(offsets: $0, into: $1) }
                }
            },
            TotalityProbe("MorphingBlob.points(width:height:offsets:backend:)", "MorphingBlob.path(width:height:offsets:backend:)",
                          "MorphingBlob.path(points:)", "MorphingBlob.morph(width:height:keyframes:)") { x in
                let blob = try MorphingBlob(pointCount: 5)
                for backend in Backend.allCases {
                    sink(try? blob.points(width: x, height: 10, offsets: [1, 2], backend: backend))
                    sink(try? blob.points(width: 10, height: 10, offsets: [1, x, 3, 4, 5, 6], backend: backend))
                    sink(try? blob.path(width: 10, height: x, offsets: [x], backend: backend))
                }
                sink(try? blob.path(points: [Double](repeating: x, count: blob.pointSetLength)))
                sink(try? blob.path(points: [x]))
                sink(try? blob.morph(width: x, height: 1, keyframes: [[1, 2]])); sink(try? blob.morph(width: 1, height: 1, keyframes: [[x], [1]]))
            },
            TotalityProbe("MorphingBlob.outline(offsets:)", "MorphingBlob.Outline.init(blob:offsets:)", "MorphingBlob.Outline.path(in:)",
                          "MorphingBlob.Outline.animatableData") { x in
                let blob = try MorphingBlob(pointCount: 4)
                var outline = blob.outline(offsets: [x, 1])
                sink(outline.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)))
                sink(MorphingBlob.Outline(blob: blob, offsets: [1]).path(in: CGRect(x: x, y: 0, width: x, height: 1)))
                outline.animatableData = AnimatableVector(repeating: x, count: 9)
                sink(outline.path(in: CGRect(x: 0, y: 0, width: 1, height: 1)))
            },
        ],
        "WaveFill": [
            TotalityProbe("WaveFill.init(waves:)", "Wave.init(amplitude:wavelength:phase:)", "WaveFill.animatableData", "WaveFill.path(in:)") { x in
                let waves = [Wave(amplitude: x, wavelength: 1, phase: 0), Wave(amplitude: 1, wavelength: x, phase: x)]
                sink(try? WaveFill(waves: waves))
                var fill = try WaveFill(waves: [Wave(amplitude: 2, wavelength: 1, phase: 0)])
                sink(fill.path(in: CGRect(x: x, y: 0, width: 10, height: 10))); sink(fill.path(in: CGRect(x: 0, y: 0, width: x, height: 10)))
                fill.animatableData = [1, x, 2]
                sink(fill.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)))
            },
            TotalityProbe("WaveFill.basis(width:)", "WaveFill.Basis.init(width:wavelengths:)", "WaveFill.Basis.waveCount",
                          "WaveFill.Basis.yValues(tops:amplitudes:phases:into:backend:)", "WaveFill.Basis.path(yValues:height:)") { x in
                let fill = try WaveFill(waves: [Wave(amplitude: 2, wavelength: 1, phase: 0)])
                sink(try? fill.basis(width: x)); sink(try? WaveFill.Basis(width: 4, wavelengths: [x, 1]))
                let basis = try fill.basis(width: 9)
                sink(basis.waveCount)
                for backend in Backend.allCases {
                    try? withBuffers([x, 1], outputCount: 2 * basis.columnCount) { tops, output in
                        try [1.0, x].withUnsafeBufferPointer { amplitudes in
                            try [x, 2.0].withUnsafeBufferPointer { phases in
                                try basis.yValues(tops: tops, amplitudes: amplitudes, phases: phases, into: output, backend: backend)
                            }
                        }
                    }
                }
                sink(try? basis.path(yValues: [Double](repeating: x, count: basis.columnCount), height: 10))
                sink(try? basis.path(yValues: [Double](repeating: 1, count: basis.columnCount), height: x))
            },
            TotalityProbe("WaveFill.yValues(width:top:backend:)", "WaveFill.path(width:height:top:backend:)") { x in
                let fill = try WaveFill(waves: [Wave(amplitude: 2, wavelength: 3, phase: 45)])
                for backend in Backend.allCases {
                    sink(try? fill.yValues(width: x, top: 1, backend: backend)); sink(try? fill.yValues(width: 7, top: x, backend: backend))
                    sink(try? fill.path(width: 7, height: x, top: 1, backend: backend)); sink(try? fill.path(width: 7, height: 3, top: x, backend: backend))
                }
            },
        ],
    ]
}
