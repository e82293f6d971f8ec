import CTargetFeatures
import Testing
@_spi(Benchmarking) @testable import AnimationKernels

/// `.automatic` on a vector operation decides inline, with one comparison,
/// whether to leave the inlined SIMD kernel for the out-of-line routing:
/// that comparison must send out of line every length the profile may route
/// to OpenBLAS and every length the SIMD kernel may split over threads.
/// No test here changes the process's active profile.
@Suite("vector dispatch")
struct VectorDispatchTests {
    static let operations: [KernelOperation] = [.axpy, .scale, .interpolate, .dot]

    /// Lengths around every threshold a profile or a split uses.
    static let lengths: [Int] = {
        let edges = [1, 4, 63, 64, 65, 128, 511, 512, 1024, 8191, 8192, 1 << 14, 1 << 15, 1 << 16, 1 << 20, 1 << 21, 1 << 24]
        return edges.flatMap { [$0 - 1, $0, $0 + 1] }
    }()

    static let profiles: [KernelProfile] = [
        .estimate,
        KernelProfile(axpy: BLASCounts(window: 64..<8192, minimum: 24_576), scale: BLASCounts(minimum: 128),
                      interpolate: .never, dot: BLASCounts(window: 128..<2048, minimum: 40_000),
                      doubleProduct: .never, floatProduct: .never),
        KernelProfile(axpy: .never, scale: BLASCounts(window: 512..<(1 << 20), minimum: 1 << 21), interpolate: .never,
                      dot: BLASCounts(window: 1024..<8192, minimum: 1 << 15), doubleProduct: .never, floatProduct: .never),
    ]

    @Test("a profile routes no vector to OpenBLAS below its shortest BLAS length, the inline gate")
    func gateCoversEveryRoute() {
        for profile in Self.profiles {
            #expect(profile.shortestBLASVector >= KernelProfile.smallestBLASCount)
            for operation in Self.operations {
                for n in Self.lengths where profile.blasCounts(for: operation).contains(n) {
                    #expect(n >= profile.shortestBLASVector, "\(operation) at \(n)")
                }
            }
        }
    }

    @Test("automatic leaves the inline kernel for BLAS-routable and splittable lengths only; explicit backends never do")
    func inlineDecision() {
        // Loads the active profile, which sets the shortest length the gate reads.
        _ = RoutingTable.shared
        let shortest = ak_shortest_blas_vector()
        for operation in Self.operations {
            let split = Backend.splitMinimum(operation)
            for n in Self.lengths {
                let outOfLine = Backend.automatic.decidesOutOfLine(operation, count: n)
                #expect(outOfLine == (n >= shortest || n >= split), "\(operation) at \(n)")
                if Backend.automatic.resolved(for: operation, count: n) == .blas {
                    #expect(outOfLine, "\(operation) at \(n) goes to BLAS")
                }
                for backend in [Backend.scalar, .simd, .blas] {
                    #expect(!backend.decidesOutOfLine(operation, count: n))
                    #expect(backend.resolvedInline == backend.resolved(for: operation, count: n))
                }
                #expect(Backend.automatic.resolvedInline == .simd)
            }
        }
    }

    @Test("the gate's split lengths are the SIMD kernels' own")
    func splitLengths() {
        #expect(Backend.splitMinimum(.axpy) == Parallelism.shortestStreamMinimumCount)
        #expect(Backend.splitMinimum(.interpolate) == Parallelism.shortestStreamMinimumCount)
        #expect(Backend.splitMinimum(.dot) == Parallelism.shortestStreamMinimumCount)
        #expect(Backend.splitMinimum(.scale) == Parallelism.shortestStreamMinimumCount * SIMDKernels.scaleSplitFactor)
        // A split starts at the core's own minimum, never below the shortest.
        #expect(Parallelism.streamMinimumCount >= Parallelism.shortestStreamMinimumCount)
    }
}
