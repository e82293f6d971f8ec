import AnimationKernelsTestSupport
import CTargetFeatures
import Foundation
import Testing
@_spi(Benchmarking) @testable import AnimationKernels

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
        doubleProduct: ProductCost(simd: SIMD8(1.5, 0.5, 0.625, 0.25, 80, 3000, 0.5, 0), blas: SIMD8(0.0625, 0.125, 0.1, 90, 5000, 1.5, 0, 0)),
        floatProduct: .never)

    @Test("a profile written to a file reads back equal")
    func roundTrip() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Self.sample.write(to: url)
        #expect(try KernelProfile(contentsOf: url) == Self.sample)
        #expect(try KernelProfile(contentsOf: url).scale == .never)
    }

    @Test("a product cost reads back equal; a list of the wrong length or a negative coefficient is refused")
    func costCoding() throws {
        let cost = Self.sample.doubleProduct
        let json = String(decoding: try JSONEncoder().encode(cost), as: UTF8.self)
        #expect(json.contains("[1.5,0.5,0.625,0.25,80,3000,0.5]") && json.contains("[0.0625,0.125,0.1,90,5000,1.5]"), "\(json)")
        #expect(try JSONDecoder().decode(ProductCost.self, from: Data(json.utf8)) == cost)
        #expect(try JSONDecoder().decode(ProductCost.self, from: JSONEncoder().encode(ProductCost.never)) == .never)
        for bad in [#"{"simd": [1, 1, 1, 1, 1, 1], "blas": [1, 1, 1, 1, 1, 1]}"#,
                    #"{"simd": [1, 1, 1, 1, 1, 1, 1], "blas": [1, 1, -1, 1, 1, 1]}"#, #"{"simd": [1, 1, 1, 1, 1, 1, 1]}"#] {
            #expect(throws: DecodingError.self, "\(bad)") { try JSONDecoder().decode(ProductCost.self, from: Data(bad.utf8)) }
        }
    }

    /// A product goes to `dgemm` exactly when its modelled cost is lower,
    /// through the routing table too; tiny products never do.
    @Test("a product goes to dgemm where its cost is lower, in the cost and the routing table")
    func costComparison() {
        let cost = Self.sample.doubleProduct
        let table = RoutingTable(KernelProfile(axpy: .never, scale: .never, interpolate: .never, dot: .never,
                                               doubleProduct: cost, floatProduct: .never))
        for rows in [1, 3, 4, 64, 1024] {
            for columns in [4, 11, 256, 5000] {
                for (inner, terms) in [(2, 2), (16, 16), (64, 2), (64, 64)] {
                    let blas = (cost.blas * ProductCost.blasWork(rows: rows, columns: columns, inner: inner, float: false,
                                                                 caches: .current)).sum()
                    let simd = (cost.simd * ProductCost.simdWork(rows: rows, columns: columns, terms: terms, inner: inner, float: false,
                                                                 simdRegisterBits: AutomaticThresholds.simdRegisterBits, caches: .current)).sum()
                    let expected = rows * columns * inner >= ProductCost.smallestCompared && blas < simd
                    #expect(cost.prefersBLAS(rows: rows, columns: columns, inner: inner, terms: terms, float: false) == expected,
                            "\(rows)×\(columns), \(terms) of \(inner)")
                    #expect(table.crossovers.pointee.doubleProduct.prefersBLAS(rows: rows, columns: columns, inner: inner, terms: terms,
                                                                                float: false) == expected)
                    #expect(!table.crossovers.pointee.floatProduct.prefersBLAS(rows: rows, columns: columns, inner: inner, terms: terms,
                                                                               float: true))
                }
            }
        }
        // Overflowing shapes are compared, without a trap.
        _ = cost.prefersBLAS(rows: .max, columns: .max, inner: .max, terms: .max, float: false)
    }

    /// The SIMD product's work per term follows its blocks: columns short
    /// of a register cost nearly as much as full ones; the rows past the
    /// blocks of four count one by one (the last two or three run
    /// together, five as three and two), a row alone twice.
    @Test("the SIMD product's work counts its blocks of rows and columns")
    func simdWork() {
        let bits = AutomaticThresholds.simdRegisterBits
        let lanes = bits >= 512 ? 8 : bits >= 256 ? 4 : 2
        #expect(ProductCost.columnBlocks(2 * lanes, simdRegisterBits: bits) == 1)
        #expect(ProductCost.columnBlocks(2 * lanes + 1, simdRegisterBits: bits) == 2)
        #expect(ProductCost.columnBlocks(1, simdRegisterBits: bits) == 1)
        // The blocks cover the row, each at most two registers wide.
        for width in [128, 256, 512] {
            for columns in 1...300 {
                #expect(ProductCost.columnBlocks(columns, simdRegisterBits: width) * 2 * width / 64 >= columns)
            }
        }
        #expect(ProductCost.blockedRows(1) == (0, 2))
        #expect(ProductCost.blockedRows(5) == (0, 5))
        for rows in 2...40 {
            let (blocks, outside) = ProductCost.blockedRows(rows)
            #expect(blocks * 4 + outside == rows && [0, 2, 3, 5].contains(outside), "\(rows) rows")
        }
        // 576 Doubles (4.5 KiB) fit the first level, at 64 bytes a cycle.
        // Nine rows: a block of four, then three and two.
        let caches = CacheSizes(level1: 32 << 10, level2: 1 << 20, level3: 32 << 20)
        let work = ProductCost.simdWork(rows: 9, columns: 64, terms: 3, inner: 10, float: false, simdRegisterBits: 256, caches: caches)
        #expect(work == SIMD8<Double>(1 * 3 * 8, 5 * 3 * 8, 9 * 7, 9 * 64, 1, 0, 9 * 64 * 8 / 64, 0))
        #expect(ProductCost.blasWork(rows: 9, columns: 64, inner: 10, float: true, caches: caches)
                == SIMD8<Double>(9 * 64 * 10, 9 * 64, 73 * 10, 1, 0, 9 * 64 * 4 / 64, 0, 0))
        // Past the last level, at 8 bytes a cycle.
        #expect(ProductCost.traffic(outputs: Double(8 << 20), float: false, caches: caches) == Double(8 << 20))
    }

    @Test("the environment's profile is used when it fits this build, with no warning")
    func environmentProfile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Self.sample.write(to: url)
        var warnings: [String] = []
        let profile = KernelProfile.startup(environment: [KernelProfile.environmentVariable: url.path]) { warnings.append($0) }
        #expect(profile == Self.sample && warnings.isEmpty)
        #expect(KernelProfile.startup(environment: [:]) { warnings.append($0) } == .estimate && warnings.isEmpty)
    }

    static let unusable: [(String, String?)] = [
        ("a missing file", nil),
        ("text that is not JSON", "{ not json"),
        ("a profile of the first format", #"{"format": 1, "architecture": "x86_64", "simdRegisterBits": 256}"#),
        ("a missing key", #"{"format": 2, "architecture": "x86_64", "simdRegisterBits": 128, "axpy": {}}"#),
        ("a negative count", #"{"format": 2, "architecture": "x86_64", "simdRegisterBits": 128, "cpuModel": "m", "openBLASCore": "c", "libraryVersion": 2, "axpy": {"minimum": -1}, "scale": {}, "interpolate": {}, "dot": {}, "doubleProduct": {}, "floatProduct": {}}"#),
        ("a negative row count", #"{"format": 2, "architecture": "x86_64", "simdRegisterBits": 128, "cpuModel": "m", "openBLASCore": "c", "libraryVersion": 2, "axpy": {}, "scale": {}, "interpolate": {}, "dot": {}, "doubleProduct": {"minimumTerms": 1, "minimumOutput": 1, "minimumRows": -1}, "floatProduct": {}}"#),
        ("an inverted window", #"{"format": 2, "architecture": "x86_64", "simdRegisterBits": 128, "cpuModel": "m", "openBLASCore": "c", "libraryVersion": 2, "axpy": {"window": [9, 3]}, "scale": {}, "interpolate": {}, "dot": {}, "doubleProduct": {}, "floatProduct": {}}"#),
        ("another instruction set", #"{"format": 2, "architecture": "riscv64", "cpuModel": "m", "openBLASCore": "c", "libraryVersion": 2, "simdRegisterBits": 4096, "axpy": {}, "scale": {}, "interpolate": {}, "dot": {}, "doubleProduct": {}, "floatProduct": {}}"#),
    ]

    @Test("an unusable profile gives one warning and the built-in thresholds", arguments: 0..<unusable.count)
    func unusableProfile(index: Int) throws {
        let (name, contents) = Self.unusable[index]
        let url = try contents.map(Self.temporaryFile)
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        var warnings: [String] = []
        let profile = KernelProfile.startup(environment: [KernelProfile.environmentVariable: url.path]) { warnings.append($0) }
        #expect(profile == .estimate, "\(name)")
        #expect(warnings.count == 1, "\(name)")
        #expect(warnings.first?.contains(KernelProfile.environmentVariable) == true, "\(name): \(warnings)")
    }

    @Test("a profile made for another CPU, OpenBLAS core or library version, or a huge file, gives one warning and the estimate")
    func foreignProfile() throws {
        var cases: [(String, URL)] = []
        for (name, change) in [("CPU", { (p: inout KernelProfile) in p.cpuModel += " (other)" }),
                               ("core", { (p: inout KernelProfile) in p.openBLASCore = "Prescott" + p.openBLASCore }),
                               ("version", { (p: inout KernelProfile) in p.libraryVersion += 1 })] {
            var profile = Self.sample
            change(&profile)
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString).json")
            try profile.write(to: url)
            cases.append((name, url))
        }
        cases.append(("huge", try Self.temporaryFile(String(repeating: " ", count: 1 << 20) + "{}")))
        defer { for (_, url) in cases { try? FileManager.default.removeItem(at: url) } }
        for (name, url) in cases {
            var warnings: [String] = []
            let profile = KernelProfile.startup(environment: [KernelProfile.environmentVariable: url.path]) { warnings.append($0) }
            #expect(profile == .estimate && warnings.count == 1, "\(name): \(warnings)")
            if name != "huge" {
                expectError(.invalidParameter, "profile") { try KernelProfile.activate(try KernelProfile(contentsOf: url)) }
            }
        }
    }

    @Test("loading or activating an unusable profile throws, naming the profile")
    func throwingAPI() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString).json")
        expectError(.invalidParameter, "profile") { _ = try KernelProfile(contentsOf: missing) }
        let malformed = try Self.temporaryFile("[1, 2, 3]")
        defer { try? FileManager.default.removeItem(at: malformed) }
        expectError(.invalidParameter, "profile") { _ = try KernelProfile(contentsOf: malformed) }
        var foreign = KernelProfile.estimate
        foreign.simdRegisterBits = AutomaticThresholds.simdRegisterBits == 512 ? 128 : 512
        expectError(.invalidParameter, "profile") { try KernelProfile.activate(foreign) }
        #expect(KernelProfile.active.simdRegisterBits == AutomaticThresholds.simdRegisterBits)
    }

    /// `.automatic` reads the installed profile in place, and installing
    /// another replaces it.
    @Test("a routing table holds the profile last installed")
    func routingTable() {
        let table = RoutingTable(Self.sample)
        #expect(table.profile == Self.sample)
        for count in [0, 511, 512, 1023, 1024, 16383, 16384, 1 << 30] {
            #expect(table.crossovers.pointee.axpy.contains(count) == Self.sample.axpy.contains(count), "axpy \(count)")
            #expect(table.crossovers.pointee.blasCounts(for: .dot).contains(count) == Self.sample.dot.contains(count), "dot \(count)")
            #expect(!table.crossovers.pointee.blasCounts(for: .groupedScaleAdd).contains(count))
        }
        table.install(.estimate)
        #expect(table.profile == .estimate)
        table.install(Self.sample)
        #expect(table.profile == Self.sample)
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

/// The estimate: laws of its cost model and of fitting crossovers to any
/// cost, over machines that differ in every fact the model reads.
@Suite("the estimate")
struct KernelEstimateTests {
    /// Builds of every width, with and without fused multiply-adds,
    /// against OpenBLAS kernels of every width, with small and large
    /// caches and one or several threads.
    static let machines: [MachineFacts] = {
        var machines: [MachineFacts] = []
        for simd in [128, 256, 512] {
            for blas in [128, 256, 512] {
                for (fused, threads) in [(false, 1), (true, 1), (true, 2), (simd > 128, 8)] {
                    for caches in [CacheSizes(level1: 32 << 10, level2: 512 << 10, level3: 32 << 20),
                                   CacheSizes(level1: 48 << 10, level2: 2 << 20, level3: 4 << 20)] {
                        machines.append(MachineFacts(simdRegisterBits: simd, fusesMultiplyAdd: fused, blasRegisterBits: blas,
                                                     blasThreads: threads, libraryThreads: threads, caches: caches))
                    }
                }
            }
        }
        return machines
    }()

    @Test("the same facts give the same profile")
    func deterministic() {
        for machine in Self.machines {
            #expect(KernelProfile.estimate(for: machine) == KernelProfile.estimate(for: machine))
        }
        #expect(KernelProfile.estimate == KernelProfile.estimate(for: .current))
    }

    /// On one thread (more threads may make longer work finish sooner).
    @Test("on one thread a cost grows with the work, on both backends")
    func monotoneCosts() {
        for machine in Self.machines where machine.libraryThreads == 1 && machine.blasThreads == 1 {
            let model = CostModel(machine: machine)
            for operation in KernelProfile.vectorOperations {
                for backend in [ResolvedBackend.simd, .blas] {
                    let costs = KernelProfile.vectorCounts.map { model.vectorCycles(backend, operation, count: $0) }
                    #expect(zip(costs, costs.dropFirst()).allSatisfy { $0 <= $1 }, "\(operation) \(backend) \(machine)")
                    #expect(costs.allSatisfy { $0.isFinite && $0 > 0 })
                }
            }
            let cost = model.productCost(float: false), terms = [1, 2, 4, 8, 16, 32, 64]
            let simd = terms.map { (cost.simd * ProductCost.simdWork(rows: 64, columns: 64, terms: $0, inner: 64, float: false,
                                                                     simdRegisterBits: machine.simdRegisterBits, caches: machine.caches)).sum() }
            let blas = terms.map { (cost.blas * ProductCost.blasWork(rows: 64, columns: 64, inner: $0, float: false,
                                                                     caches: machine.caches)).sum() }
            #expect(zip(simd, simd.dropFirst()).allSatisfy { $0 <= $1 } && zip(blas, blas.dropFirst()).allSatisfy { $0 < $1 }, "\(machine)")
        }
    }

    @Test("no vector goes to OpenBLAS unless its work outweighs a call's fixed cost")
    func neverBelowTheFixedCost() {
        for machine in Self.machines {
            let profile = KernelProfile.estimate(for: machine), model = CostModel(machine: machine)
            for operation in KernelProfile.vectorOperations {
                for count in KernelProfile.vectorCounts where profile.blasCounts(for: operation).contains(count) {
                    #expect(model.vectorCycles(.simd, operation, count: count) > CostModel.blasCallCycles, "\(operation) \(count)")
                }
                // Twelve elements never pay for a call.
                #expect(model.vectorCycles(.blas, operation, count: 12) > model.vectorCycles(.simd, operation, count: 12))
            }
        }
    }

    /// On one thread: where both backends split, OpenBLAS's spinning
    /// threads take work sooner than the library's sleeping workers.
    @Test("on one thread OpenBLAS kernels no wider than the build's fused loops get nothing")
    func widerLoopsKeepTheVectors() {
        for machine in Self.machines where machine.fusesMultiplyAdd && machine.blasRegisterBits <= machine.simdRegisterBits
            && machine.libraryThreads == 1 && machine.blasThreads == 1 {
            let profile = KernelProfile.estimate(for: machine)
            #expect([profile.axpy, profile.scale, profile.interpolate, profile.dot].allSatisfy { $0 == .never }, "\(machine)")
        }
    }

    @Test("OpenBLAS kernels no wider than the build's fused loops get only vectors OpenBLAS splits")
    func splitsOnlyWhereWider() {
        for machine in Self.machines where machine.fusesMultiplyAdd && machine.blasRegisterBits <= machine.simdRegisterBits {
            let profile = KernelProfile.estimate(for: machine)
            for operation in KernelProfile.vectorOperations {
                for count in KernelProfile.vectorCounts where profile.blasCounts(for: operation).contains(count) {
                    #expect(machine.blasThreads > 1 && count > CostModel.blasSplitMinimum(operation), "\(operation) \(count) \(machine)")
                }
            }
        }
    }

    /// Judged on the model's answers: a profile keeps one window of
    /// lengths below its minimum, so where OpenBLAS wins two separate runs
    /// of lengths (many threads on both sides, near a tie) the fitted
    /// narrower profile may keep the other run.
    @Test("a wider build sends no more to OpenBLAS than a narrower one")
    func widerSendsLess() {
        for machine in Self.machines where machine.simdRegisterBits < 512 {
            var wider = machine
            wider.simdRegisterBits *= 2
            let narrow = KernelProfile.estimate(for: machine), wide = KernelProfile.estimate(for: wider)
            let narrowModel = CostModel(machine: machine), wideModel = CostModel(machine: wider)
            for operation in KernelProfile.vectorOperations {
                for count in KernelProfile.vectorCounts
                where wideModel.vectorCycles(.blas, operation, count: count) < wideModel.vectorCycles(.simd, operation, count: count) {
                    #expect(narrowModel.vectorCycles(.blas, operation, count: count) < narrowModel.vectorCycles(.simd, operation, count: count),
                            "\(operation) \(count) \(machine)")
                }
            }
            for rows in [1, 3, 4, 64, 256] {
                for columns in [4, 11, 64, 1024] {
                    for inner in [2, 16, 64] where wide.doubleProduct.prefersBLAS(rows: rows, columns: columns, inner: inner, terms: inner, float: false,
                                                                                     simdRegisterBits: wider.simdRegisterBits, caches: wider.caches) {
                        #expect(narrow.doubleProduct.prefersBLAS(rows: rows, columns: columns, inner: inner, terms: inner, float: false,
                                                                 simdRegisterBits: machine.simdRegisterBits, caches: machine.caches),
                                "\(rows)×\(columns) K=\(inner) \(machine)")
                    }
                }
            }
        }
    }

    /// `dgemm` writes `Float`s through a scratch block.
    @Test("Float products go to dgemm no more often than Double ones")
    func productCosts() {
        for machine in Self.machines {
            let profile = KernelProfile.estimate(for: machine), bits = machine.simdRegisterBits
            for rows in [1, 3, 4, 64, 256] {
                for columns in [4, 11, 64, 1024] {
                    for inner in [4, 16, 64] {
                        if profile.floatProduct.prefersBLAS(rows: rows, columns: columns, inner: inner, terms: inner, float: true,
                                                            simdRegisterBits: bits, caches: machine.caches) {
                            #expect(profile.doubleProduct.prefersBLAS(rows: rows, columns: columns, inner: inner, terms: inner, float: false,
                                                                      simdRegisterBits: bits, caches: machine.caches))
                        }
                    }
                }
            }
        }
    }

    /// Vector crossovers where a fake comparison planted them.
    @Test("fitting recovers a crossover planted in a fake cost", arguments: [100.0, 1_000.0, 50_000.0])
    func plantedCrossover(fixed: Double) {
        let profile = KernelProfile.fitted(doubleProduct: .never, floatProduct: .never) { operation, count in
            // axpy wins from fixed / 0.5 elements, dot only in a window, the rest never.
            switch operation {
            case .axpy: return fixed < 0.5 * Double(count)
            case .dot: return (1_000..<10_000).contains(count)
            default: return false
            }
        }
        let crossover = KernelProfile.vectorCounts.first { fixed < 0.5 * Double($0) }!
        #expect(profile.axpy == BLASCounts(minimum: crossover))
        #expect(profile.dot == BLASCounts(window: 1_024..<12_288, minimum: .max))
        #expect(profile.scale == .never && profile.interpolate == .never)
    }

    /// Timings made from known coefficients (in seconds) on calibration's
    /// product shapes: the fit finds those coefficients, whatever the
    /// prior, and so routes every shape as they do.
    @Test("fitting recovers the product costs planted in fake timings", arguments: [1.0, 1e-3, 1e3])
    func plantedProductCost(priorScale: Double) {
        let machine = MachineFacts.current, bits = machine.simdRegisterBits
        let planted = ProductCost(simd: SIMD8(2e-9, 0.7e-9, 0.6e-9, 0.2e-9, 90e-9, 4e-6, 0.3e-9, 0),
                                  blas: SIMD8(0.05e-9, 0.03e-9, 0.03e-9, 80e-9, 6e-6, 0.9e-9, 0, 0))
        func simdWork(_ s: (rows: Int, columns: Int, terms: Int, simd: Double, blas: Double)) -> SIMD8<Double> {
            ProductCost.simdWork(rows: s.rows, columns: s.columns, terms: s.terms, inner: s.terms, float: false,
                                 simdRegisterBits: bits, caches: machine.caches)
        }
        func blasWork(_ s: (rows: Int, columns: Int, terms: Int, simd: Double, blas: Double)) -> SIMD8<Double> {
            ProductCost.blasWork(rows: s.rows, columns: s.columns, inner: s.terms, float: false, caches: machine.caches)
        }
        var samples: [(rows: Int, columns: Int, terms: Int, simd: Double, blas: Double)] = []
        for case .product(let rows, let columns, let terms, false) in KernelProfile.productShapes {
            var sample = (rows: rows, columns: columns, terms: terms, simd: 0.0, blas: 0.0)
            sample.simd = (planted.simd * simdWork(sample)).sum()
            sample.blas = (planted.blas * blasWork(sample)).sum()
            samples.append(sample)
        }
        let prior = KernelProfile.estimate.doubleProduct
        let fitted = ProductCost.fitted(samples, float: false, machine: machine,
                                        prior: ProductCost(simd: prior.simd * priorScale, blas: prior.blas * priorScale))
        for i in 0..<ProductCost.simdCounts where samples.contains(where: { simdWork($0)[i] > 0 }) {
            #expect(abs(fitted.simd[i] / planted.simd[i] - 1) < 1e-6, "simd coefficient \(i): \(fitted.simd[i]) for \(planted.simd[i])")
        }
        for i in 0..<ProductCost.blasCounts where samples.contains(where: { blasWork($0)[i] > 0 }) {
            #expect(abs(fitted.blas[i] / planted.blas[i] - 1) < 1e-6, "blas coefficient \(i): \(fitted.blas[i]) for \(planted.blas[i])")
        }
        // Too few timings: the prior.
        #expect(ProductCost.fitted(Array(samples.prefix(3)), float: false, machine: machine, prior: prior) == prior)
    }

    /// A short budget in a debug build: few shapes timed, the rest
    /// estimated, in about the time asked, for this machine.
    @Test("calibration keeps to its budget, reports its progress and makes a profile for this machine")
    func calibration() throws {
        var fractions: [Double] = []
        let calibration = KernelProfile.measure(budget: 0.3) { fractions.append($0) }
        #expect(calibration.seconds < 0.3 + 5, "\(calibration.seconds) s")
        #expect(calibration.totalShapes == KernelProfile.fittedShapes.count)
        #expect(calibration.measuredShapes > 0 && calibration.measuredShapes <= calibration.totalShapes)
        #expect(calibration.spread >= 0)
        #expect(fractions.last == 1 && zip(fractions, fractions.dropFirst()).allSatisfy { $0 <= $1 })
        try calibration.profile.requireThisMachine()
        // No budget: nothing timed, the estimate itself.
        let none = KernelProfile.measure(budget: -1)
        #expect(none.measuredShapes == 0 && !none.isReliable && none.profile == .estimate)
        #expect(KernelProfile.measure(budget: .nan).profile == .estimate)
    }

    @Test("counts fitted to wins: from the last loss on, plus the first run below", arguments: [
        ([false, false, true, true], BLASCounts(minimum: 3)),
        ([true, false, true, false], BLASCounts(window: 1..<2, minimum: .max)),
        ([false, true, true, false, true], BLASCounts(window: 2..<4, minimum: 5)),
        ([false, false, false, false], BLASCounts.never),
        ([true, true, true, true], BLASCounts(minimum: 1)),
    ])
    func fittedCounts(wins: [Bool], expected: BLASCounts) {
        #expect(BLASCounts(fitting: wins, at: Array(1...wins.count)) == expected)
    }

    @Test("cache sizes read from a sysfs tree, instruction caches and malformed sizes skipped")
    func sysfsCaches() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("caches-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (index, level, type, size) in [(0, "1", "Data", "48K"), (1, "1", "Instruction", "1M"), (2, "2", "Unified", "2048K"),
                                           (3, "3", "Unified", "huge")] {
            let directory = root.appendingPathComponent("index\(index)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (name, text) in [("level", level), ("type", type), ("size", size + "\n")] {
                try Data(text.utf8).write(to: directory.appendingPathComponent(name))
            }
        }
        #expect(CacheSizes.read(directory: root) == CacheSizes(level1: 48 << 10, level2: 2 << 20, level3: 2 << 20))
        #expect(CacheSizes.read(directory: root.appendingPathComponent("missing")) == nil)
        #expect(CacheSizes.bytes(of: "32768K") == 32 << 20 && CacheSizes.bytes(of: "0K") == nil && CacheSizes.bytes(of: "") == nil)
        #expect(CacheSizes.current.level1 > 0 && CacheSizes.current.level1 <= CacheSizes.current.level2
                && CacheSizes.current.level2 <= CacheSizes.current.level3)
    }

    @Test("the CPU model name comes from cpuinfo's first model line")
    func modelName() {
        #expect(MachineFacts.modelName(cpuinfo: "processor\t: 0\nmodel name\t: AMD EPYC 7B13\nmodel name\t: other") == "AMD EPYC 7B13")
        #expect(MachineFacts.modelName(cpuinfo: "Model\t\t: Raspberry Pi 4") == "Raspberry Pi 4")
        #expect(MachineFacts.modelName(cpuinfo: "flags: fpu") == nil)
        #expect(!KernelProfile.thisCPUModel.isEmpty)
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
