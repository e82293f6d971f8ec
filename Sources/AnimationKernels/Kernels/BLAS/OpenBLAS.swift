import COpenBLAS
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The OpenBLAS library behind ``Backend/blas``: its build configuration and
/// the number of threads it splits large calls over.
///
/// OpenBLAS reads `OPENBLAS_NUM_THREADS` (or `OMP_NUM_THREADS`) from the
/// environment when it loads; ``threadCount`` changes it afterwards for the
/// whole process. Its default, one thread per core, is kept: more threads
/// pay off only for long streaming calls and never hurt short ones, because
/// OpenBLAS itself stays on one thread for short vectors (figures in the
/// benchmark's Tuning notes).
public enum OpenBLAS {
    /// The number of threads OpenBLAS uses for one call. Setting it affects
    /// every thread of the process; values below 1 are refused with
    /// ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    /// by ``setThreadCount(_:)``.
    public static var threadCount: Int {
        Int(openblas_get_num_threads())
    }

    /// Sets the number of threads OpenBLAS uses for one call, for the whole
    /// process.
    ///
    /// - Parameter count: The number of threads, in 1...1024.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `threadCount` unless `count` is in 1...1024.
    public static func setThreadCount(_ count: Int) throws {
        guard (1...1024).contains(count) else {
            throw AnimationKernelsError.invalidParameter(parameter: "threadCount", value: "\(count)", requirement: "must be in 1...1024")
        }
        openblas_set_num_threads(Int32(count))
    }

    /// Stops OpenBLAS's worker threads, which after every threaded call
    /// spin (calling `sched_yield`) for about 2²⁸ cycles, a tenth of a
    /// second, before they sleep: on a machine of few cores a spinning
    /// worker takes the core that the next call's second thread needs
    /// (the SIMD kernels ran up to 3× slower right after an OpenBLAS call).
    /// OpenBLAS starts them again at its next threaded call. Calls
    /// `blas_thread_shutdown_`, which OpenBLAS exports for its fork handler
    /// but `cblas.h` does not declare; a no-op on one thread or where the
    /// symbol is absent. Only for a program that alone calls OpenBLAS at
    /// that moment (the benchmark between its rounds): the shutdown is not
    /// safe while another thread is inside OpenBLAS.
    ///
    /// - Complexity: Joins OpenBLAS's workers: tens of microseconds.
    @_spi(Benchmarking)
    public static func stopWorkers() {
        guard threadCount > 1, let shutdown = shutdownWorkers else { return }
        _ = shutdown()
    }

    /// `blas_thread_shutdown_`, nil for a build of OpenBLAS without it.
    private static let shutdownWorkers: (@convention(c) () -> Int32)? =
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "blas_thread_shutdown_")
            .map { unsafeBitCast($0, to: (@convention(c) () -> Int32).self) }

    /// OpenBLAS's build configuration, e.g. `OpenBLAS 0.3.21 DYNAMIC_ARCH NO_AFFINITY Zen MAX_THREADS=64`.
    public static var configuration: String {
        String(cString: openblas_get_config())
    }

    /// The kernel family OpenBLAS chose for this CPU at load time, e.g. `Zen`.
    public static var coreName: String {
        String(cString: openblas_get_corename())
    }

    /// The width in bits of the vector registers of the kernels OpenBLAS
    /// chose (``coreName``): 512 for its AVX-512 families, 256 for the AVX
    /// ones, 128 for the SSE ones, which a build of OpenBLAS also falls back
    /// to on x86-64 cores newer than it knows (0.3.21 runs "Prescott" on
    /// Sapphire Rapids and later). Nil for a family not listed here, such as
    /// those of other architectures.
    static let kernelRegisterBits: Int? = registerBits(ofCore: coreName)

    /// The register width of the x86-64 kernel family `name`, as OpenBLAS
    /// names them in its `DYNAMIC_ARCH` builds (case-insensitive).
    static func registerBits(ofCore name: String) -> Int? {
        switch name.lowercased() {
        case "skylakex", "cooperlake", "sapphirerapids":
            return 512
        case "sandybridge", "haswell", "zen", "bulldozer", "piledriver", "steamroller", "excavator":
            return 256
        case "katmai", "coppermine", "northwood", "prescott", "banias", "atom", "core2", "penryn", "dunnington",
             "nehalem", "athlon", "opteron", "opteron_sse3", "barcelona", "nano", "bobcat":
            return 128
        default:
            return nil
        }
    }

    /// `cblas_dgemm` as a caller writes it by hand: `output = weights · matrix`
    /// for row-major operands, with no checks and no backend choice. The
    /// benchmark times it as the plain BLAS reference.
    ///
    /// - Parameters:
    ///   - rows: rows of `weights` and of `output`.
    ///   - columns: columns of `matrix` and of `output`.
    ///   - inner: columns of `weights`, rows of `matrix`.
    ///   - weights: `rows × inner` values.
    ///   - matrix: `inner × columns` values.
    ///   - output: `rows × columns` values, overwritten.
    /// - Complexity: O(`rows` × `columns` × `inner`).
    @_spi(Benchmarking)
    public static func uncheckedMultiply(
        rows: Int, columns: Int, inner: Int,
        weights: UnsafePointer<Double>, matrix: UnsafePointer<Double>, output: UnsafeMutablePointer<Double>
    ) {
        cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, Int32(rows), Int32(columns), Int32(inner),
                    1, weights, Int32(inner), matrix, Int32(columns), 0, output, Int32(columns))
    }
}
