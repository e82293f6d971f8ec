import AnimationKernelsTestSupport
import CTargetFeatures
import Foundation
import Testing
@testable import AnimationKernels

/// Profiles: the JSON format, loading from a file or the environment, and
/// every way a profile can be unusable (a warning and the built-in one,
/// never a crash). No test here changes the process's active profile.
@Suite("kernel profiles")
struct KernelProfileTests {
    static func temporaryFile(_ contents: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString).json")
        try Data(contents.utf8).write(to: url)
        return url
    }

    static let sample = KernelProfile(
        axpy: BLASCounts(window: 512..<1024, minimum: 1 << 14), scale: .never, interpolate: .never,
        dot: BLASCounts(minimum: 1 << 15),
        doubleProduct: ProductRule(minimumTerms: 12, minimumOutput: 4096, minimumRows: 8, minimumTermsOnThreads: 40), floatProduct: .never)

    @Test("a profile written to a file reads back equal")
    func roundTrip() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Self.sample.write(to: url)
        #expect(try KernelProfile(contentsOf: url) == Self.sample)
        #expect(try KernelProfile(contentsOf: url).scale == .never)
    }

    @Test("a product rule without minimumRows or minimumTermsOnThreads (written before them) reads as any number of rows, the same terms on threads")
    func ruleWithoutRows() throws {
        let rule = try JSONDecoder().decode(ProductRule.self, from: Data(#"{"minimumTerms": 12, "minimumOutput": 4096}"#.utf8))
        #expect(rule == ProductRule(minimumTerms: 12, minimumOutput: 4096, minimumRows: 1))
        #expect(rule.minimumTermsOnThreads == 12)
        #expect(rule.description == "K ≥ 12, output ≥ 4096")
        let threads = ProductRule(minimumTerms: 15, minimumOutput: 1024, minimumRows: 10, minimumTermsOnThreads: 40)
        #expect(threads.description == "K ≥ 15, output ≥ 1024, rows ≥ 10, K ≥ 40 on threads")
        #expect(try JSONDecoder().decode(ProductRule.self, from: JSONEncoder().encode(threads)) == threads)
        #expect(String(decoding: try JSONEncoder().encode(rule), as: UTF8.self).contains("minimumTermsOnThreads") == false)
        let negative = Data(#"{"minimumTerms": 12, "minimumOutput": 4096, "minimumTermsOnThreads": -1}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ProductRule.self, from: negative) }
        let rows = ProductRule(minimumTerms: 15, minimumOutput: 1024, minimumRows: 10)
        #expect(rows.description == "K ≥ 15, output ≥ 1024, rows ≥ 10")
        #expect(try JSONDecoder().decode(ProductRule.self, from: JSONEncoder().encode(rows)) == rows)
        #expect(String(decoding: try JSONEncoder().encode(rule), as: UTF8.self).contains("minimumRows") == false)
    }

    /// Rows of a few columns follow their own keyframe and row thresholds,
    /// whatever the output, and stay on the SIMD product when it splits;
    /// the routing table's atomics answer as the rule does.
    @Test("narrow rows follow their own thresholds, in the rule, its coding and the routing table")
    func narrowRows() throws {
        let rule = ProductRule(minimumTerms: 15, minimumOutput: 1024, minimumRows: 10, minimumTermsOnThreads: 40,
                               narrowColumns: 5...32, narrowMinimumTerms: 12, narrowMinimumRows: 20)
        #expect(rule.description == "K ≥ 15, output ≥ 1024, rows ≥ 10, K ≥ 40 on threads; rows of 5–32 columns: K ≥ 12, rows ≥ 20")
        #expect(try JSONDecoder().decode(ProductRule.self, from: JSONEncoder().encode(rule)) == rule)
        let narrowOnly = ProductRule(minimumTerms: .max, minimumOutput: .max, narrowColumns: 1...8, narrowMinimumTerms: 3)
        #expect(try JSONDecoder().decode(ProductRule.self, from: JSONEncoder().encode(narrowOnly)) == narrowOnly)
        let older = try JSONDecoder().decode(ProductRule.self, from: Data(#"{"minimumTerms": 15, "minimumOutput": 1024}"#.utf8))
        #expect(older.narrowColumns == nil)
        let table = RoutingTable(KernelProfile(axpy: .never, scale: .never, interpolate: .never, dot: .never,
                                               doubleProduct: rule, floatProduct: .never))
        for terms in [11, 12, 14, 15, 39, 40] {
            for rows in [9, 10, 19, 20, 4096] {
                for columns in [4, 5, 6, 32, 33, 1024] {
                    for splits in [false, true] {
                        let output = rows * columns
                        let narrow = (5...32).contains(columns)
                        let expected = narrow ? !splits && terms >= 12 && rows >= 20
                            : terms >= (splits ? 40 : 15) && output >= 1024 && rows >= 10
                        let label = "K = \(terms), \(rows) × \(columns), splits: \(splits)"
                        #expect(rule.prefersBLAS(terms: terms, output: output, rows: rows, columns: columns, splits: splits) == expected, "\(label)")
                        #expect(table.doubleProduct.rule.prefersBLAS(terms: terms, output: output, rows: rows, columns: columns, splits: splits)
                                == expected, "\(label)")
                    }
                }
            }
        }
        // Without a row length, the rule is the wide one.
        #expect(!rule.prefersBLAS(terms: 12, output: 120, rows: 20))
    }

    @Test("the environment's profile is used when it fits this build, with no warning")
    func environmentProfile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Self.sample.write(to: url)
        var warnings: [String] = []
        let profile = KernelProfile.startup(environment: [KernelProfile.environmentVariable: url.path]) { warnings.append($0) }
        #expect(profile == Self.sample && warnings.isEmpty)
        #expect(KernelProfile.startup(environment: [:]) { warnings.append($0) } == .builtIn && warnings.isEmpty)
    }

    static let unusable: [(String, String?)] = [
        ("a missing file", nil),
        ("text that is not JSON", "{ not json"),
        ("another format version", #"{"format": 2, "architecture": "x86_64", "simdRegisterBits": 256}"#),
        ("a missing key", #"{"format": 1, "architecture": "x86_64", "simdRegisterBits": 128, "axpy": {}}"#),
        ("a negative count", #"{"format": 1, "architecture": "x86_64", "simdRegisterBits": 128, "axpy": {"minimum": -1}, "scale": {}, "interpolate": {}, "dot": {}, "doubleProduct": {}, "floatProduct": {}}"#),
        ("a negative row count", #"{"format": 1, "architecture": "x86_64", "simdRegisterBits": 128, "axpy": {}, "scale": {}, "interpolate": {}, "dot": {}, "doubleProduct": {"minimumTerms": 1, "minimumOutput": 1, "minimumRows": -1}, "floatProduct": {}}"#),
        ("narrow columns that are not a pair in order", #"{"format": 1, "architecture": "x86_64", "simdRegisterBits": 128, "axpy": {}, "scale": {}, "interpolate": {}, "dot": {}, "doubleProduct": {"narrowColumns": [32, 5], "narrowMinimumTerms": 12}, "floatProduct": {}}"#),
        ("a single narrow column bound", #"{"format": 1, "architecture": "x86_64", "simdRegisterBits": 128, "axpy": {}, "scale": {}, "interpolate": {}, "dot": {}, "doubleProduct": {"narrowColumns": [5]}, "floatProduct": {}}"#),
        ("an inverted window", #"{"format": 1, "architecture": "x86_64", "simdRegisterBits": 128, "axpy": {"window": [9, 3]}, "scale": {}, "interpolate": {}, "dot": {}, "doubleProduct": {}, "floatProduct": {}}"#),
        ("another instruction set", #"{"format": 1, "architecture": "riscv64", "simdRegisterBits": 4096, "axpy": {}, "scale": {}, "interpolate": {}, "dot": {}, "doubleProduct": {}, "floatProduct": {}}"#),
    ]

    @Test("an unusable profile gives one warning and the built-in thresholds", arguments: 0..<unusable.count)
    func unusableProfile(index: Int) throws {
        let (name, contents) = Self.unusable[index]
        let url = try contents.map(Self.temporaryFile)
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        var warnings: [String] = []
        let profile = KernelProfile.startup(environment: [KernelProfile.environmentVariable: url.path]) { warnings.append($0) }
        #expect(profile == .builtIn, "\(name)")
        #expect(warnings.count == 1, "\(name)")
        #expect(warnings.first?.contains(KernelProfile.environmentVariable) == true, "\(name): \(warnings)")
    }

    @Test("loading or activating an unusable profile throws, naming the profile")
    func throwingAPI() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString).json")
        expectError(.invalidParameter, "profile") { _ = try KernelProfile(contentsOf: missing) }
        let malformed = try Self.temporaryFile("[1, 2, 3]")
        defer { try? FileManager.default.removeItem(at: malformed) }
        expectError(.invalidParameter, "profile") { _ = try KernelProfile(contentsOf: malformed) }
        var foreign = KernelProfile.builtIn
        foreign.simdRegisterBits = AutomaticThresholds.simdRegisterBits == 512 ? 128 : 512
        expectError(.invalidParameter, "profile") { try KernelProfile.activate(foreign) }
        #expect(KernelProfile.active.simdRegisterBits == AutomaticThresholds.simdRegisterBits)
    }

    /// The atomics `.automatic` reads hold the installed profile's rules.
    @Test("a routing table answers as its profile's rules do")
    func routingTable() {
        let table = RoutingTable(Self.sample)
        for count in [0, 511, 512, 1023, 1024, 16383, 16384, 1 << 30] {
            let (axpy, dot, scale) = (table.axpy.contains(count), table.dot.contains(count), table.scale.contains(count))
            #expect(axpy == Self.sample.axpy.contains(count), "axpy \(count)")
            #expect(dot == Self.sample.dot.contains(count), "dot \(count)")
            #expect(!scale)
        }
        for (terms, output, rows) in [(11, 1 << 20, 64), (12, 4095, 64), (12, 4096, 64), (64, 1 << 20, 7), (64, 1 << 20, 8),
                                      (39, 1 << 20, 64), (40, 1 << 20, 64)] {
            for splits in [false, true] {
                let double = table.doubleProduct.rule.prefersBLAS(terms: terms, output: output, rows: rows, columns: 1024, splits: splits)
                let float = table.floatProduct.rule.prefersBLAS(terms: terms, output: output, rows: rows, columns: 1024, splits: splits)
                #expect(double == Self.sample.doubleProduct.prefersBLAS(terms: terms, output: output, rows: rows, splits: splits))
                #expect(double == (terms >= (splits ? 40 : 12) && output >= 4096 && rows >= 8))
                #expect(!float)
            }
        }
        table.install(.builtIn)
        #expect(table.profile == .builtIn)
    }

    /// `.automatic`'s inline gate reads the shortest BLAS length of the
    /// table it routes by, which no other table may change.
    @Test("a routing table other than the shared one leaves the inline gate's length alone")
    func gateLengthBelongsToSharedTable() {
        let shared = RoutingTable.shared.profile.shortestBLASVector
        let odd = KernelProfile(axpy: BLASCounts(window: 96..<100, minimum: .max), scale: .never, interpolate: .never,
                                dot: .never, doubleProduct: .never, floatProduct: .never)
        #expect(odd.shortestBLASVector == 96 && shared != 96)
        let table = RoutingTable(odd)
        #expect(ak_shortest_blas_vector() == shared)
        table.install(Self.sample)
        #expect(ak_shortest_blas_vector() == shared)
    }
}

/// The kind of core the built-in profile is chosen by, against what the
/// kernel reports in /proc/cpuinfo (vendor and `avx512f` flag).
@Suite("core kind")
struct CoreKindTests {
    @Test("CoreKind.current agrees with /proc/cpuinfo", .enabled(if: FileManager.default.fileExists(atPath: "/proc/cpuinfo")))
    func agreesWithTheKernel() throws {
        let info = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        let lines = info.split(separator: "\n")
        func field(_ name: String) -> Substring? {
            lines.first { $0.hasPrefix(name) }.flatMap { $0.split(separator: ":", maxSplits: 1).last }
        }
        let vendor = field("vendor_id")?.trimmingCharacters(in: .whitespaces) ?? ""
        let flags = Set((field("flags") ?? "").split(separator: " ").map(String.init))
        #if arch(x86_64)
        let expected: CoreKind = !flags.contains("avx512f") ? .other
            : vendor == "AuthenticAMD" ? .amdAVX512 : vendor == "GenuineIntel" ? .intelAVX512 : .other
        #else
        let expected = CoreKind.other
        #endif
        #expect(CoreKind.current == expected, "vendor \(vendor), avx512f \(flags.contains("avx512f"))")
    }

    @Test("the built-in profile is the one for this build's width and this core")
    func builtInFollowsTheCore() {
        #expect(KernelProfile.builtIn == KernelProfile.builtIn(simdRegisterBits: AutomaticThresholds.simdRegisterBits, core: .current,
                                                               blasRegisterBits: OpenBLAS.kernelRegisterBits))
        // Builds of 256 bits: Zen 3's table on Intel's cores and others;
        // on AMD's AVX-512 cores, whose loops match OpenBLAS's width at
        // full clock, no vector operation or product goes to OpenBLAS.
        #expect(KernelProfile.builtIn(simdRegisterBits: 256, core: .intelAVX512, blasRegisterBits: 256)
                == KernelProfile.builtIn(simdRegisterBits: 256, core: .other, blasRegisterBits: 256))
        let amd = KernelProfile.builtIn(simdRegisterBits: 256, core: .amdAVX512, blasRegisterBits: 256)
        #expect([amd.axpy, amd.scale, amd.interpolate, amd.dot].allSatisfy { $0 == .never })
        #expect(amd.doubleProduct == .never && amd.floatProduct == .never)
        // An unknown kernel family keeps the core's table.
        #expect(KernelProfile.builtIn(simdRegisterBits: 512, core: .intelAVX512, blasRegisterBits: nil)
                == KernelProfile.builtIn(simdRegisterBits: 512, core: .intelAVX512, blasRegisterBits: 512))
    }

    @Test("OpenBLAS's SSE kernels get no vector operation, and dgemm only dense rows from a two-lane build")
    func sseKernelsKeepTheLoops() {
        for bits in [128, 256, 512] {
            for core in [CoreKind.amdAVX512, .intelAVX512, .other] {
                let profile = KernelProfile.builtIn(simdRegisterBits: bits, core: core, blasRegisterBits: 128)
                #expect([profile.axpy, profile.scale, profile.interpolate, profile.dot].allSatisfy { $0 == .never })
                // Float output: rows of 11 to 128 columns from 24 keyframes and 20 rows, unless the product splits.
                #expect(profile.floatProduct.prefersBLAS(terms: 24, output: 220, rows: 20, columns: 11) == (bits == 128))
                #expect(profile.floatProduct.prefersBLAS(terms: 64, output: 1 << 17, rows: 1 << 10, columns: 128) == (bits == 128))
                #expect(!profile.floatProduct.prefersBLAS(terms: 23, output: 1 << 17, rows: 1 << 10, columns: 64))
                #expect(!profile.floatProduct.prefersBLAS(terms: 64, output: 1 << 17, rows: 19, columns: 64))
                #expect(!profile.floatProduct.prefersBLAS(terms: 64, output: 1 << 17, rows: 1 << 10, columns: 10))
                #expect(!profile.floatProduct.prefersBLAS(terms: 64, output: 1 << 17, rows: 1 << 10, columns: 129))
                #expect(!profile.floatProduct.prefersBLAS(terms: 64, output: 1 << 17, rows: 1 << 10, columns: 64, splits: true))
                #expect(!profile.floatProduct.prefersBLAS(terms: 64, output: 1 << 20, rows: 1 << 10))
                #expect(profile.doubleProduct.prefersBLAS(terms: 15, output: 1 << 10, rows: 10) == (bits == 128))
                #expect(!profile.doubleProduct.prefersBLAS(terms: 14, output: 1 << 20, rows: 1 << 10))
                #expect(!profile.doubleProduct.prefersBLAS(terms: 64, output: 1023, rows: 64))
                #expect(!profile.doubleProduct.prefersBLAS(terms: 64, output: 1 << 20, rows: 9))
                // Split over threads, the product keeps up with dgemm up to 27 keyframes.
                #expect(!profile.doubleProduct.prefersBLAS(terms: 27, output: 1 << 20, rows: 1 << 10, splits: true))
                #expect(profile.doubleProduct.prefersBLAS(terms: 28, output: 1 << 20, rows: 1 << 10, splits: true) == (bits == 128))
                // Rows of 5 to 48 columns from 8 keyframes and 20 rows, whatever the output, unless the product splits.
                #expect(profile.doubleProduct.prefersBLAS(terms: 8, output: 120, rows: 20, columns: 6) == (bits == 128))
                #expect(!profile.doubleProduct.prefersBLAS(terms: 7, output: 1 << 20, rows: 1 << 10, columns: 32))
                #expect(!profile.doubleProduct.prefersBLAS(terms: 64, output: 76, rows: 19, columns: 4))
                #expect(!profile.doubleProduct.prefersBLAS(terms: 64, output: 1 << 20, rows: 1 << 10, columns: 16, splits: true))
            }
        }
    }

    @Test("a baseline build on AMD's AVX-512 cores sends what OpenBLAS's 256-bit kernels win, Float rows only when short")
    func baselineBuildOnZen5() {
        let profile = KernelProfile.builtIn(simdRegisterBits: 128, core: .amdAVX512, blasRegisterBits: 256)
        #expect(!profile.axpy.contains(63) && profile.axpy.contains(64) && profile.axpy.contains(1 << 14) && profile.axpy.contains(1 << 22))
        #expect(!profile.dot.contains(127) && profile.dot.contains(128) && profile.dot.contains(10_000))
        // `scale` until the SIMD loop splits over threads.
        #expect(!profile.scale.contains(127) && profile.scale.contains(128) && profile.scale.contains((1 << 18) - 1))
        #expect(!profile.scale.contains(1 << 18) && !profile.scale.contains(1 << 22))
        #expect(profile.interpolate == .never)
        #expect(profile.doubleProduct.prefersBLAS(terms: 4, output: 128, rows: 16))
        #expect(!profile.doubleProduct.prefersBLAS(terms: 3, output: 1 << 20, rows: 1 << 10))
        #expect(!profile.doubleProduct.prefersBLAS(terms: 64, output: 127, rows: 16))
        // Float: rows of 5 to 512 columns from 8 keyframes and 64 rows, unless the product splits.
        #expect(profile.floatProduct.prefersBLAS(terms: 8, output: 64 * 512, rows: 64, columns: 512))
        #expect(profile.floatProduct.prefersBLAS(terms: 40, output: 64 * 5, rows: 64, columns: 5))
        #expect(!profile.floatProduct.prefersBLAS(terms: 7, output: 1 << 16, rows: 128, columns: 512))
        #expect(!profile.floatProduct.prefersBLAS(terms: 64, output: 63 * 512, rows: 63, columns: 512))
        #expect(!profile.floatProduct.prefersBLAS(terms: 64, output: 1 << 20, rows: 1 << 10, columns: 513))
        #expect(!profile.floatProduct.prefersBLAS(terms: 64, output: 1 << 18, rows: 1 << 10, columns: 256, splits: true))
    }

    @Test("OpenBLAS's kernel families map to their register widths", arguments: [
        ("SkylakeX", 512), ("SapphireRapids", 512), ("Haswell", 256), ("Zen", 256), ("Sandybridge", 256),
        ("Prescott", 128), ("NEHALEM", 128), ("Core2", 128),
    ])
    func kernelFamilies(name: String, bits: Int) {
        #expect(OpenBLAS.registerBits(ofCore: name) == bits)
    }

    @Test("an unknown or non-x86 kernel family has no width")
    func unknownKernelFamilies() {
        #expect(OpenBLAS.registerBits(ofCore: "NEOVERSEN1") == nil)
        #expect(OpenBLAS.registerBits(ofCore: "") == nil)
    }

    @Test("the width of this process's OpenBLAS kernels comes from its core name")
    func thisProcessKernels() {
        #expect(OpenBLAS.kernelRegisterBits == OpenBLAS.registerBits(ofCore: OpenBLAS.coreName))
    }
}
