@_spi(Benchmarking) import AnimationKernels
import Foundation

/// One call `tune` times on each backend: a vector operation of some
/// length, or a keyframe product of some shape.
enum TuningShape: CustomStringConvertible {
    /// `add`, `scale`, `interpolate` or `magnitudeSquared` over `length`
    /// elements.
    case vector(KernelName, length: Int)
    /// F frames of N values from K keyframes, each row using `terms`
    /// consecutive keyframes (K for a dense mix), into `Double`s or `Float`s.
    case product(frames: Int, length: Int, keyframes: Int, terms: Int, float: Bool)

    var description: String {
        switch self {
        case .vector(let kernel, let length):
            return "\(kernel.rawValue) n=\(SizeList.format(length))"
        case .product(let frames, let length, let keyframes, let terms, let float):
            let rows = terms == keyframes ? "dense" : "\(terms) terms"
            return "frames \(frames)×\(SizeList.format(length)) K=\(keyframes) \(rows) \(float ? "Float" : "Double")"
        }
    }

    /// The scalar oracle only where it runs in well under a millisecond:
    /// it is never the best beyond that, and would dominate the run.
    var scalarIsWorthTiming: Bool {
        switch self {
        case .vector(_, let length): return length <= 1 << 14
        case .product(let frames, let length, _, let terms, _): return frames * length * terms <= 1 << 16
        }
    }

    /// One timing loop per backend, in order, over shared inputs, and the
    /// backend `automatic` chooses for them.
    func loops(_ backends: [Backend]) -> (loops: [TimedLoop], keepAlive: AnyObject, route: Backend) {
        switch self {
        case .vector(let kernel, let length):
            // The benchmark's own loops: the call written out in its loop,
            // the backend a constant, the vector behind a pointer (see
            // VectorCase). A closure per call on a class's `var` adds an
            // indirect call and an exclusivity check, as much as a short
            // call's work (the benchmark's Tuning notes, "Threads").
            guard let vectorCase = BenchmarkCases.of(kernel) as? any VectorCase else {
                preconditionFailure("\(kernel) is not a vector kernel")
            }
            let workload = VectorWorkload(length)
            return (backends.map { vectorCase.loop(.library($0), workload) }, workload,
                    Backend.automaticChoice(forVectorOperation: kernel.operation, count: length)!)
        case .product(let frames, let length, let keyframes, let terms, let float):
            let inputs = ProductInputs(frames: frames, length: length, keyframes: keyframes, terms: terms, float: float)
            let route = Backend.automaticChoice(forFramesOf: UnsafeBufferPointer(inputs.weights), keyframes: keyframes,
                                                columns: length, float: float)
            return (backends.map(inputs.loop), inputs, route)
        }
    }
}

extension KernelName {
    /// The routing table's operation behind a vector kernel (a sum of
    /// squares is a `dot`).
    var operation: String {
        switch self {
        case .add: return "axpy"
        case .scale: return "scale"
        case .interpolate: return "interpolate"
        default: return "dot"
        }
    }
}

/// Keyframes, weight rows and an output for one product shape.
final class ProductInputs {
    let interpolator: FrameInterpolator
    let weights: UnsafeMutableBufferPointer<Double>
    let output: UnsafeMutableBufferPointer<Double>
    let floatOutput: UnsafeMutableBufferPointer<Float>
    let float: Bool

    init(frames: Int, length: Int, keyframes: Int, terms: Int, float: Bool) {
        var rng = BenchmarkRandom(seed: UInt64(frames &* 31 &+ length &* 7 &+ keyframes))
        interpolator = try! FrameInterpolator(keyframes: (0..<keyframes).map { _ in AnimatableVector(rng.doubles(length)) })
        weights = .allocateCacheAligned(count: frames * keyframes)
        weights.initialize(repeating: 0)
        for f in 0..<frames {
            let start = Int.random(in: 0...(keyframes - terms), using: &rng)
            for t in 0..<terms { weights[f * keyframes + start + t] = Double.random(in: 0...1, using: &rng) }
        }
        self.float = float
        output = .allocateCacheAligned(count: float ? 0 : frames * length)
        floatOutput = .allocateCacheAligned(count: float ? frames * length : 0)
        output.initialize(repeating: 0)
        floatOutput.initialize(repeating: 0)
    }

    deinit {
        UnsafeMutableRawBufferPointer(weights).deallocate()
        UnsafeMutableRawBufferPointer(output).deallocate()
        UnsafeMutableRawBufferPointer(floatOutput).deallocate()
    }

    func loop(_ backend: Backend) -> TimedLoop {
        let weights = UnsafeBufferPointer(self.weights)
        if float {
            return Sampler.loop { try! self.interpolator.frames(weights: weights, into: self.floatOutput, backend: backend) }
        }
        return Sampler.loop { try! self.interpolator.frames(weights: weights, into: self.output, backend: backend) }
    }
}
