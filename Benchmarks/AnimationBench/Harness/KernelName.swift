@_spi(Benchmarking) import AnimationKernels
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
