import AnimationKernels
import ArgumentParser

/// Every kernel `animation-bench` measures, by the name used on the command
/// line and in the results.
enum KernelName: String, CaseIterable, ExpressibleByArgument, Sendable {
    case add, scale, interpolate, magnitudeSquared
    case curve, spring

    /// The STREAM pattern with the same traffic: the physical limit.
    var pattern: MemoryPattern? {
        switch self {
        case .add, .interpolate: return .axpy
        case .scale: return .update
        case .magnitudeSquared: return .read
        case .curve, .spring: return nil
        }
    }
}

/// One measured shape: `size` elements per frame, `frames` frames, and the
/// kernel's inner dimension where it has one (keyframes K, waves H).
struct Shape: Sendable, CustomStringConvertible {
    var size: Int
    var frames: Int = 1
    var inner: Int = 0

    var description: String {
        var text = SizeList.format(size)
        if frames > 1 { text += "×\(frames)" }
        if inner > 0 { text += " k\(inner)" }
        return text
    }
}

/// A family of kernels that knows its shapes, how to check its backends
/// against the oracle, and how to measure them with their references.
protocol KernelSuite {
    func shapes(for kernel: KernelName, quick: Bool, sizes: [Int]?) -> [Shape]
    func verify(_ kernel: KernelName, _ shape: Shape) throws
    func measure(_ kernel: KernelName, _ shape: Shape, backends: [Backend], references: Bool) -> [Measurement]
}
