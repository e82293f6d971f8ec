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
    /// The run's grid (`quick`, `standard`, `full`); nil in runs older than
    /// the grids, which measured the full one.
    var grid: String?
    /// The numpy peer's runtime BLAS and `OPENBLAS_*` variables beside the
    /// library's core; nil when numpy was not measured.
    var numpyEnvironment: NumpyEnvironment?
    /// Every `OPENBLAS_*` variable of the benchmark process (the library's
    /// side).
    var openBLASVariables = ProcessInfo.processInfo.environment.filter { $0.key.hasPrefix("OPENBLAS_") }
    /// The commit measured and whether the work tree had changes; nil
    /// outside a git checkout.
    var commit: String?
    var treeDirty: Bool?
    /// Data cache sizes in bytes (L1d, L2, L3): one instance's, as sysfs
    /// reports them for CPU 0.
    var cacheBytes: [String: Int]?
    /// The CPUs that share each cache level's instance (sysfs
    /// `shared_cpu_list`, e.g. `"L3": "0-1"`).
    var cacheSharedCPUs: [String: String]?
    /// Vendor, family, model, stepping and microarchitecture of the CPU.
    var cpuIdentity: CPUIdentity?
    /// `/sys/kernel/mm/transparent_hugepage/enabled`, e.g. `always [madvise] never`.
    var transparentHugePages: String?
    /// The SIMD register width the measuring build was compiled for: the
    /// width `automatic`'s built-in thresholds depend on.
    var simdRegisterBits: Int?

    static func current(buildFlags: String, defaultThreads: Int) -> MachineDescription {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let identity = CPUIdentity.parse(cpuinfo)
        let flags = cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") } ?? ""
        let simd = ["avx512f", "avx2", "fma"].filter { flags.contains(" \($0)") }.joined(separator: " ")
        var uts = utsname()
        uname(&uts)
        let release = withUnsafeBytes(of: &uts.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return MachineDescription(
            cpu: identity.summary(features: simd),
            cores: ProcessInfo.processInfo.activeProcessorCount,
            memoryGiB: (Double(ProcessInfo.processInfo.physicalMemory) / Double(1 << 30) * 10).rounded() / 10,
            kernel: "Linux \(release)",
            openBLASConfiguration: OpenBLAS.configuration.trimmingCharacters(in: .whitespaces),
            openBLASCore: OpenBLAS.coreName,
            openBLASDefaultThreads: defaultThreads,
            swiftVersion: ProcessInfo.processInfo.environment["ANIMATION_BENCH_SWIFT_VERSION"] ?? swiftCompilerVersion,
            buildFlags: buildFlags,
            date: ISO8601DateFormatter().string(from: Date()),
            commit: git(["rev-parse", "--short=12", "HEAD"]),
            treeDirty: git(["status", "--porcelain", "--untracked-files=no"]).map { !$0.isEmpty },
            cacheBytes: caches(),
            cacheSharedCPUs: DataCaches.sharing,
            cpuIdentity: identity,
            transparentHugePages: (try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines),
            simdRegisterBits: AutomaticThresholds.simdRegisterBits
        )
    }

    /// The trimmed output of `git arguments`, or nil when git fails.
    static func git(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// One instance's size of each data cache level: sysfs's, or glibc's
    /// `sysconf` where sysfs has none (sysconf reads CPUID, which on a VM
    /// may hold the host's total L3).
    static func caches() -> [String: Int]? {
        if let sysfs = DataCaches.byName { return sysfs }
        #if canImport(Glibc)
        let levels = [("L1d", _SC_LEVEL1_DCACHE_SIZE), ("L2", _SC_LEVEL2_CACHE_SIZE), ("L3", _SC_LEVEL3_CACHE_SIZE)]
        let sizes = levels.compactMap { name, key -> (String, Int)? in
            let bytes = sysconf(Int32(key))
            return bytes > 0 ? (name, bytes) : nil
        }
        return sizes.isEmpty ? nil : Dictionary(uniqueKeysWithValues: sizes)
        #else
        return nil
        #endif
    }

    /// The machine in one sentence, for the top of a report or the README.
    var sentence: String {
        var text = "\(cpu), \(cores) cores, \(memoryGiB) GiB; OpenBLAS core \(openBLASCore), \(openBLASDefaultThreads) threads; "
            + "\(swiftVersion) `\(buildFlags)`"
        if let commit { text += "; commit \(commit)" + (treeDirty == true ? " (tree modified)" : "") }
        return text + "; \(date.prefix(10))."
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
