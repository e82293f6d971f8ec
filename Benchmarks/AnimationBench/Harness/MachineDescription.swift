import AnimationKernels
import Foundation

/// What the figures were measured on, recorded beside them.
struct MachineDescription: Codable {
    var cpu: String
    var cores: Int
    var memoryGiB: Double
    var kernel: String
    var openBLASConfiguration: String
    var openBLASCore: String
    var openBLASDefaultThreads: Int
    var swiftVersion: String
    var buildFlags: String
    var date: String
    /// The numpy peer's version, BLAS and threads, or why it was not run.
    var numpy = ""
    /// The numpy peer's runtime BLAS and `OPENBLAS_*` variables beside the
    /// library's core; nil when numpy was not measured.
    var numpyEnvironment: NumpyEnvironment?
    /// Every `OPENBLAS_*` variable of the benchmark process (the library's
    /// side).
    var openBLASVariables = ProcessInfo.processInfo.environment.filter { $0.key.hasPrefix("OPENBLAS_") }

    static func current(buildFlags: String, defaultThreads: Int) -> MachineDescription {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last!.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        let flags = cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") } ?? ""
        let simd = ["avx512f", "avx2", "fma"].filter { flags.contains(" \($0)") }.joined(separator: " ")
        var uts = utsname()
        uname(&uts)
        let release = withUnsafeBytes(of: &uts.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return MachineDescription(
            cpu: "\(model) (\(simd))",
            cores: ProcessInfo.processInfo.activeProcessorCount,
            memoryGiB: (Double(ProcessInfo.processInfo.physicalMemory) / Double(1 << 30) * 10).rounded() / 10,
            kernel: "Linux \(release)",
            openBLASConfiguration: OpenBLAS.configuration.trimmingCharacters(in: .whitespaces),
            openBLASCore: OpenBLAS.coreName,
            openBLASDefaultThreads: defaultThreads,
            swiftVersion: ProcessInfo.processInfo.environment["ANIMATION_BENCH_SWIFT_VERSION"] ?? swiftCompilerVersion,
            buildFlags: buildFlags,
            date: ISO8601DateFormatter().string(from: Date())
        )
    }

    /// The compiler that built this binary, to the minor version.
    static var swiftCompilerVersion: String {
        #if compiler(>=6.4)
        return "Swift ≥ 6.4"
        #elseif compiler(>=6.3)
        return "Swift 6.3"
        #elseif compiler(>=6.2)
        return "Swift 6.2"
        #elseif compiler(>=6.1)
        return "Swift 6.1"
        #else
        return "Swift 6.0"
        #endif
    }
}
