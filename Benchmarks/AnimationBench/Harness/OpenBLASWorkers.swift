#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AnimationKernels

/// OpenBLAS's worker threads, which after every threaded call spin (calling
/// `sched_yield`) for about 2²⁸ cycles, a tenth of a second, before they
/// sleep. On a two-core machine a spinning worker takes the core that the
/// next candidate's second thread needs: measured, the SIMD blob morph ran
/// up to 3× slower right after a BLAS candidate than in a round without one.
enum OpenBLASWorkers {
    private typealias Shutdown = @convention(c) () -> Int32

    /// `blas_thread_shutdown_`, exported by OpenBLAS but not declared in
    /// `cblas.h` (its fork handler uses it); nil for a build without it.
    private static let shutdown: Shutdown? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "blas_thread_shutdown_")
        .map { unsafeBitCast($0, to: Shutdown.self) }

    /// Stops the workers; OpenBLAS starts them again at its next threaded
    /// call (the sampler's untimed warm-up call). A no-op on one thread.
    static func stop() {
        guard OpenBLAS.threadCount > 1, let shutdown else { return }
        _ = shutdown()
    }
}
