import AnimationKernels
import ArgumentParser

/// Every kernel `animation-bench` measures, by the name used on the command
/// line and in the results.
enum KernelName: String, CaseIterable, ExpressibleByArgument, Sendable {
    case add, scale, interpolate, magnitudeSquared
    case curve, spring
    case frames, waves, blobs, blobMorph, blobMorphFloat
    case timeline

    /// The STREAM pattern with the same traffic: the physical limit.
    var pattern: MemoryPattern? {
        switch self {
        case .add, .interpolate: return .axpy
        case .scale: return .update
        case .magnitudeSquared: return .read
        case .frames, .waves, .blobs, .blobMorph, .blobMorphFloat, .timeline: return .fill
        case .curve, .spring: return nil
        }
    }

    /// The crossovers of the active profile that `.automatic` sizes this
    /// kernel's work by; nil for the products, routed by their shape, and
    /// for the timing kernels, which have no backend choice.
    var blasCounts: WritableKeyPath<KernelProfile, BLASCounts>? {
        switch self {
        case .add: return \.axpy
        case .scale: return \.scale
        case .interpolate: return \.interpolate
        case .magnitudeSquared: return \.dot
        case .frames, .waves, .blobs, .blobMorph, .blobMorphFloat, .timeline, .curve, .spring: return nil
        }
    }

    /// Memory written per element, in doubles: an anchor of a blob is six
    /// (the anchor and its two control points), everything else one; the
    /// six `Float`s of `blobMorphFloat` take the room of three.
    var doublesPerElement: Int {
        switch self {
        case .blobs, .blobMorph: return 6
        case .blobMorphFloat: return 3
        default: return 1
        }
    }

    /// What an element is, for the throughput column.
    var unit: String {
        switch self {
        case .waves: return "M points/s"
        case .blobs, .blobMorph, .blobMorphFloat: return "M anchors/s"
        case .curve, .spring: return "M values/s"
        default: return "M elements/s"
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
    /// Runs every backend once and throws if one disagrees with the oracle.
    func verify(_ kernel: KernelName, _ shape: Shape) throws
    func measure(_ kernel: KernelName, _ shape: Shape, backends: [Backend], references: Bool) -> [Measurement]
    /// ``verify(_:_:)`` first when `verifying`, then ``measure(_:_:backends:references:)``;
    /// a suite whose inputs are costly to build shares them between the two.
    func measure(_ kernel: KernelName, _ shape: Shape, verifying: Bool, backends: [Backend], references: Bool) throws -> [Measurement]
}

extension KernelSuite {
    func measure(_ kernel: KernelName, _ shape: Shape, verifying: Bool, backends: [Backend], references: Bool) throws -> [Measurement] {
        if verifying { try verify(kernel, shape) }
        return measure(kernel, shape, backends: backends, references: references)
    }
}
