import CTargetFeatures
import Foundation

/// What the routing reads from the running machine and this build: the
/// inputs of the estimate (``CostModel``) and the key a measured profile is
/// stored under. Nothing here is timed; it is read once, from the compiler's
/// target, the operating system and OpenBLAS.
struct MachineFacts: Sendable, Hashable {
    /// The widest SIMD registers this build's loops use, in bits.
    var simdRegisterBits: Int
    /// Whether this build's loops fuse multiplies and adds.
    var fusesMultiplyAdd: Bool
    /// The register width of the kernels OpenBLAS runs, in bits (this
    /// build's own width when OpenBLAS's kernel family is unknown).
    var blasRegisterBits: Int
    /// The threads OpenBLAS splits a long call over.
    var blasThreads: Int
    /// The threads the library's own kernels split over.
    var libraryThreads: Int
    /// The data caches a core sees.
    var caches: CacheSizes

    /// This process: this build, this CPU, OpenBLAS's and the library's
    /// current thread counts.
    static var current: MachineFacts {
        MachineFacts(simdRegisterBits: AutomaticThresholds.simdRegisterBits,
                     fusesMultiplyAdd: ANIMATION_KERNELS_HAS_FMA != 0,
                     blasRegisterBits: OpenBLAS.kernelRegisterBits ?? AutomaticThresholds.simdRegisterBits,
                     blasThreads: OpenBLAS.threadCount, libraryThreads: Parallelism.threadCount,
                     caches: .current)
    }

    /// The CPU's model name (`model name` in `/proc/cpuinfo`, else the
    /// CPUID brand string), `unknown` when neither can be read.
    static let cpuModelName: String = {
        if let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
           let name = modelName(cpuinfo: text) {
            return name
        }
        var brand = [CChar](repeating: 0, count: 49)
        let length = ak_cpu_brand(&brand, brand.count)
        let name = length > 0 ? String(decoding: brand.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        return name.trimmingCharacters(in: .whitespaces).isEmpty ? "unknown" : name.trimmingCharacters(in: .whitespaces)
    }()

    /// The first `model name` (x86-64) or `Model` (ARM) value of a
    /// `/proc/cpuinfo` text, nil when it has none.
    static func modelName(cpuinfo: String) -> String? {
        for line in cpuinfo.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = parts[0].trimmingCharacters(in: .whitespaces)
            let value = parts[1].trimmingCharacters(in: .whitespaces)
            if (key == "model name" || key == "Model") && !value.isEmpty { return value }
        }
        return nil
    }
}

/// The sizes of the data caches one core sees, in bytes: its own first and
/// second level and the last level it shares.
///
/// Read from sysfs (`/sys/devices/system/cpu/cpu0/cache/index*/`), else from
/// CPUID's deterministic cache parameters, else typical sizes of a current
/// x86-64 or ARM server core (32 KiB, 512 KiB, 8 MiB).
@usableFromInline
struct CacheSizes: Sendable, Hashable {
    @usableFromInline let level1: Int
    @usableFromInline let level2: Int
    @usableFromInline let level3: Int

    init(level1: Int, level2: Int, level3: Int) {
        self.level1 = level1
        self.level2 = level2
        self.level3 = level3
    }

    /// The bytes per cycle a core streams from the level `footprint`
    /// bytes fit in: 64 from L1, 48 from L2 (32 each way, loads and stores
    /// together), 16 from the shared level, 8 from memory.
    func bytesPerCycle(footprint: Int) -> Double {
        if footprint <= level1 { return 64 }
        if footprint <= level2 { return 48 }
        if footprint <= level3 { return 16 }
        return 8
    }

    /// Typical sizes, for a machine that reports none.
    static let typical = CacheSizes(level1: 32 << 10, level2: 512 << 10, level3: 8 << 20)

    /// This machine's, read once.
    @usableFromInline
    static let current: CacheSizes = read(directory: URL(fileURLWithPath: "/sys/devices/system/cpu/cpu0/cache")) ?? cpuid() ?? typical

    /// The sizes sysfs lists in `directory` (its `index*/level`, `type`
    /// and `size` files); missing levels fall back to the level below
    /// (a core without a third level shares its second); nil when no data
    /// cache is listed.
    static func read(directory: URL) -> CacheSizes? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return nil }
        var sizes: [Int: Int] = [:]
        for entry in entries where entry.hasPrefix("index") {
            let base = directory.appendingPathComponent(entry)
            func field(_ name: String) -> String? {
                (try? String(contentsOf: base.appendingPathComponent(name), encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard let level = field("level").flatMap(Int.init), field("type") != "Instruction",
                  let size = field("size").flatMap(bytes(of:)) else { continue }
            sizes[level] = Swift.max(sizes[level] ?? 0, size)
        }
        return CacheSizes(levels: sizes)
    }

    /// The sizes CPUID reports (x86-64 only), nil elsewhere.
    static func cpuid() -> CacheSizes? {
        var sizes: [Int: Int] = [:]
        for level in 1...3 {
            let size = Int(ak_cpuid_cache_bytes(Int32(level)))
            if size > 0 { sizes[level] = size }
        }
        return CacheSizes(levels: sizes)
    }

    /// Sizes by level, a missing second or third level taking the one
    /// below; nil without a first level.
    init?(levels: [Int: Int]) {
        guard let level1 = levels[1], level1 > 0 else { return nil }
        let level2 = levels[2] ?? level1
        self.init(level1: level1, level2: level2, level3: Swift.max(levels[3] ?? level2, level2))
    }

    /// A sysfs size such as `32K`, `32768K` or `1M` in bytes; nil when
    /// malformed or zero.
    static func bytes(of text: String) -> Int? {
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        let scale = text.last.flatMap { units[$0] } ?? 1
        let digits = scale == 1 ? Substring(text) : text.dropLast()
        guard let value = Int(digits), value > 0, value <= Int.max / scale else { return nil }
        return value * scale
    }
}
