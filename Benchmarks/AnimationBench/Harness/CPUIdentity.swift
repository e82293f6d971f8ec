import Foundation

/// The processor as Linux describes it: `/proc/cpuinfo`'s vendor, family,
/// model and stepping, and the microarchitecture they stand for.
///
/// A VM's `model name` is often generic ("AMD EPYC"), so the family and
/// model numbers are what tell a Zen 3 from a Zen 5 in a results file.
struct CPUIdentity: Codable, Sendable, Equatable {
    /// `model name`, e.g. `AMD EPYC` or `Intel(R) Xeon(R) Platinum 8280 CPU @ 2.70GHz`.
    var modelName: String
    /// `vendor_id`, e.g. `AuthenticAMD`.
    var vendor: String
    /// `cpu family`, decimal (Zen 5 is 26, 0x1A).
    var family: Int?
    /// `model`, decimal.
    var model: Int?
    /// `stepping`, decimal.
    var stepping: Int?
    /// The microarchitecture the family and model stand for (`Zen 5`,
    /// `Cascade Lake`, …), or nil when the table below does not know them.
    var microarchitecture: String?

    /// The first processor's entry of `cpuinfo` (the text of `/proc/cpuinfo`).
    ///
    /// - Parameter cpuinfo: the text of `/proc/cpuinfo`; empty gives `unknown`.
    /// - Returns: the identity; numbers missing from the text are nil.
    /// - Complexity: O(length of `cpuinfo`).
    static func parse(_ cpuinfo: String) -> CPUIdentity {
        var fields: [String: String] = [:]
        // Only the first processor's block: every core repeats it.
        for line in cpuinfo.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).isEmpty, !fields.isEmpty { break }
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = parts[0].trimmingCharacters(in: .whitespaces)
            if fields[key] == nil { fields[key] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        let vendor = fields["vendor_id"] ?? "unknown"
        let family = fields["cpu family"].flatMap { Int($0) }
        let model = fields["model"].flatMap { Int($0) }
        let stepping = fields["stepping"].flatMap { Int($0) }
        return CPUIdentity(
            modelName: fields["model name"] ?? "unknown", vendor: vendor, family: family, model: model, stepping: stepping,
            microarchitecture: family.flatMap { f in model.flatMap { microarchitecture(vendor: vendor, family: f, model: $0, stepping: stepping ?? 0) } }
        )
    }

    /// The identity of this machine's first CPU.
    static var current: CPUIdentity {
        parse((try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? "")
    }

    /// The microarchitecture of an x86-64 family/model pair, from AMD's and
    /// Intel's published family and model numbers (the server parts and
    /// the desktop parts of the same cores); nil for the others.
    ///
    /// - Parameters:
    ///   - vendor: `AuthenticAMD` or `GenuineIntel`.
    ///   - family: the CPU family, decimal.
    ///   - model: the model, decimal.
    ///   - stepping: the stepping (it tells Cascade Lake from Skylake-SP).
    /// - Returns: e.g. `Zen 5`, or nil when unknown.
    /// - Complexity: O(1).
    static func microarchitecture(vendor: String, family: Int, model: Int, stepping: Int) -> String? {
        switch (vendor, family) {
        case ("AuthenticAMD", 0x17):
            return model < 0x30 ? "Zen or Zen+" : "Zen 2"
        case ("AuthenticAMD", 0x19):
            switch model {
            case 0x10...0x1f, 0x60...0x7f, 0xa0...0xaf: return "Zen 4"
            default: return "Zen 3"
            }
        case ("AuthenticAMD", 0x1a):
            return "Zen 5"
        case ("GenuineIntel", 6):
            switch model {
            case 0x3f: return "Haswell"
            case 0x4f, 0x56: return "Broadwell"
            case 0x55: return stepping >= 5 ? "Cascade Lake" : "Skylake-SP"
            case 0x4e, 0x5e: return "Skylake"
            case 0x8e, 0x9e: return "Kaby Lake or Coffee Lake"
            case 0x6a, 0x6c: return "Ice Lake-SP"
            case 0x7d, 0x7e: return "Ice Lake"
            case 0x8f: return "Sapphire Rapids"
            case 0xcf: return "Emerald Rapids"
            case 0xad, 0xae: return "Granite Rapids"
            case 0x97, 0x9a: return "Alder Lake"
            case 0xb7, 0xba, 0xbf: return "Raptor Lake"
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `AMD EPYC, Zen 5 (family 26, model 2; avx512f avx2 fma)`: the model
    /// name with what the numbers say and `features` (the SIMD flags).
    ///
    /// - Parameter features: appended inside the parentheses; empty for none.
    /// - Returns: one phrase for the report's header.
    /// - Complexity: O(1).
    func summary(features: String = "") -> String {
        let extra = features.isEmpty ? "" : "; \(features)"
        guard let family, let model else { return features.isEmpty ? modelName : "\(modelName) (\(features))" }
        return "\(modelName), \(microarchitecture ?? "microarchitecture unknown") (family \(family), model \(model)\(extra))"
    }
}

/// The data caches of CPU 0 as sysfs describes them: the size of one
/// instance of each level and how many CPUs share it.
///
/// glibc's `sysconf(_SC_LEVEL3_CACHE_SIZE)` reads CPUID, which a VM may
/// fill with the host's total (it gave 384 MiB on a VM whose one L3
/// instance is 32 MiB); sysfs gives the instance this CPU uses.
enum DataCaches {
    /// One cache level of CPU 0.
    struct Level: Sendable, Equatable {
        /// 1, 2, 3.
        var level: Int
        /// Bytes of one instance.
        var bytes: Int
        /// The CPUs that share this instance, as sysfs lists them (`0-1`).
        var sharedCPUList: String
    }

    /// The data and unified caches of CPU 0, by level (instruction caches
    /// left out); empty where sysfs has no cache directory.
    static let levels: [Level] = read(root: "/sys/devices/system/cpu/cpu0/cache")

    /// The cache levels described under `root` (a `cpuN/cache` directory).
    ///
    /// - Parameter root: the directory holding `index0`, `index1`, ….
    /// - Returns: one entry per data or unified cache, by level.
    /// - Complexity: O(number of cache indices).
    static func read(root: String) -> [Level] {
        func text(_ index: String, _ name: String) -> String? {
            (try? String(contentsOfFile: "\(root)/\(index)/\(name)", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let indices = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasPrefix("index") }.sorted()
        return indices.compactMap { index -> Level? in
            guard text(index, "type") != "Instruction",
                  let level = text(index, "level").flatMap({ Int($0) }),
                  let bytes = text(index, "size").flatMap(parseSize)
            else { return nil }
            return Level(level: level, bytes: bytes, sharedCPUList: text(index, "shared_cpu_list") ?? "?")
        }.sorted { $0.level < $1.level }
    }

    /// `48K` → 49152, `32768K` → 33554432, `1M` → 1048576, `512` → 512; nil
    /// for anything else.
    static func parseSize(_ text: String) -> Int? {
        let scale: Int
        switch text.last {
        case "K"?: scale = 1 << 10
        case "M"?: scale = 1 << 20
        case "G"?: scale = 1 << 30
        default: scale = 1
        }
        return Int(text.trimmingCharacters(in: .letters)).map { $0 * scale }
    }

    /// `["L1d": 49152, "L2": 1048576, "L3": 33554432]`, or nil without sysfs.
    static var byName: [String: Int]? {
        guard !levels.isEmpty else { return nil }
        return Dictionary(levels.map { ($0.level == 1 ? "L1d" : "L\($0.level)", $0.bytes) }, uniquingKeysWith: max)
    }

    /// The CPUs sharing each level's instance (`["L3": "0-1", …]`), or nil
    /// without sysfs.
    static var sharing: [String: String]? {
        guard !levels.isEmpty else { return nil }
        return Dictionary(levels.map { ($0.level == 1 ? "L1d" : "L\($0.level)", $0.sharedCPUList) }, uniquingKeysWith: { a, _ in a })
    }
}
