import AnimationKernelsTestSupport
import CAllocationCounter
import Foundation
import Testing
@testable import AnimationKernels

/// The batch solver's per-curve tables, built when the first curve with
/// their controls is made and shared afterwards (`CubicBezierBatchCache`):
/// the values do not depend on whether, when or on which thread the table
/// was built, and later curves and batches allocate nothing. Each test uses
/// controls no other test uses.
@Suite("UnitCurve batch tables")
struct UnitCurveBatchCacheTests {
    /// Progress values covering both ends, the table's nodes and every tail.
    static func progress(_ count: Int, seed: UInt64) -> [Double] {
        var random = SeededGenerator(seed: seed)
        let nodes = (0...64).map { Double($0) / 64 }
        return [0, 1, 1e-300, 1e-12, 1 - 1e-16, -0.5, 1.5] + nodes + random.doubles(count, in: 0...1)
    }

    /// The values with a table built outside the cache, on the stack: what a
    /// curve gets when its cache slots are taken, and what it got before its
    /// table existed.
    static func uncachedValues(_ curve: UnitCurve, _ progress: [Double]) -> [Double] {
        var output = [Double](repeating: .nan, count: progress.count)
        withUnsafeTemporaryAllocation(of: Double.self, capacity: CubicBezierInverseTable.storageCount) { table in
            let batch = CubicBezierBatchCache.build(curve.solver, into: table.baseAddress!)
            progress.withUnsafeBufferPointer { input in
                output.withUnsafeMutableBufferPointer { batch.fill(input.baseAddress!, $0.baseAddress!, count: progress.count) }
            }
        }
        return output
    }

    /// Bit patterns, so that equal means identical (NaN included).
    static func bits(_ values: [Double]) -> [UInt64] { values.map(\.bitPattern) }

    @Test("Identical values before the table exists, on its first batch and afterwards",
          arguments: [(0.1234567, 0.25, 0.7654321, 1.0), (0, 2.5, 1, -1.5), (0, 0.1, 0.9870001, 1), (0.9999, 0, 0.0001, 1)])
    func identicalBeforeAndAfter(controls: (Double, Double, Double, Double)) throws {
        let curve = bezier(controls.0, controls.1, controls.2, controls.3)
        let progress = Self.progress(1_000, seed: 61)
        let before = Self.uncachedValues(curve, progress)
        let first = try batchValues(curve, progress)
        let second = try batchValues(curve, progress)
        #expect(Self.bits(first) == Self.bits(before), "\(curve)")
        #expect(Self.bits(second) == Self.bits(first), "\(curve)")
        let scale = max(1, abs(controls.1), abs(controls.3))
        expectClose(second, progress.map(curve.value), relative: 0, absolute: 1e-13 * scale, "\(curve)")
    }

    @Test("Curves made and batches run at once on several threads give identical values")
    func concurrentFirstUse() throws {
        let controls = [(0.2345678, 0.1, 0.6543219, 0.95), (0, 1.75, 1, -0.75), (0.0312, -0.4, 0.7771, 1.3)]
        let progress = Self.progress(2_000, seed: 62)
        for c in controls {
            let threads = 8
            let results = LockedResults(count: threads)
            // Each thread waits for the start signal, so the batches begin together.
            let start = DispatchSemaphore(value: 0), done = DispatchGroup()
            for k in 0..<threads {
                done.enter()
                Thread {
                    start.wait()
                    // The first curve with these controls builds their table.
                    let curve = bezier(c.0, c.1, c.2, c.3)
                    results.set(k, (try? batchValues(curve, progress)) ?? [])
                    done.leave()
                }.start()
            }
            for _ in 0..<threads { start.signal() }
            done.wait()
            let curve = bezier(c.0, c.1, c.2, c.3)
            let expected = Self.uncachedValues(curve, progress)
            for k in 0..<threads {
                #expect(Self.bits(results.get(k)) == Self.bits(expected), "\(curve), thread \(k)")
            }
        }
    }

    @Test("A curve's second batch allocates nothing, nor do its single values or a second curve like it",
          .enabled(if: ak_allocation_counter_is_available(), "the sanitizers own malloc"))
    func secondBatchAllocatesNothing() throws {
        let progress = Self.progress(3_000, seed: 63)
        var output = [Double](repeating: 0, count: progress.count)
        // A cache of its own, so that the curves other tests evaluate at the
        // same time cannot take their slots.
        let cache = CubicBezierBatchCache()
        func batch(_ curve: UnitCurve, _ count: Int) {
            progress.withUnsafeBufferPointer { input in
                output.withUnsafeMutableBufferPointer { out in
                    let s = curve.solver
                    let done = cache.withBatchSolver(x1: s.x1, y1: s.y1, x2: s.x2, y2: s.y2, count: count, solver: { s }) {
                        $0.fill(input.baseAddress!, out.baseAddress!, count: count)
                    }
                    #expect(done, "\(curve) is cached")
                }
            }
        }
        // The first curve made and its batches instantiate the runtime's
        // metadata (once per process, not per curve): a curve of its own.
        let warmUp = bezier(0.5, 0.25, 0.5, 0.75)
        for count in [progress.count, 64, 5] {
            batch(warmUp, count)
            batch(warmUp, count)
        }
        for controls in [(0.3456789, 0.0, 0.5432198, 1.0), (0.0, 3.0, 1.0, -2.5), (0.4, -1e300, 0.6, 1e300)] {
            // The first curve with these controls builds their table.
            _ = bezier(controls.0, controls.1, controls.2, controls.3)
            ak_allocation_counter_start()
            let curve = bezier(controls.0, controls.1, controls.2, controls.3)
            let creating = ak_allocation_counter_stop()
            #expect(creating == 0, "creating \(curve) again")
            ak_allocation_counter_start()
            let single = (curve.value(at: 0.3), curve.velocity(at: 0.7), curve.value(at: 1e-9))
            let evaluating = ak_allocation_counter_stop()
            #expect(evaluating == 0, "single evaluations of \(curve): \(single)")
            batch(curve, progress.count)
            for count in [progress.count, 64, 5] {
                ak_allocation_counter_start()
                batch(curve, count)
                let allocations = ak_allocation_counter_stop()
                #expect(allocations == 0, "\(curve), \(count) values")
            }
        }
        // Through the public API: the presets are always cached.
        _ = try batchValues(.easeOut, progress)
        try progress.withUnsafeBufferPointer { input in
            try output.withUnsafeMutableBufferPointer { out in
                try UnitCurve.easeInOut.values(at: input, into: out)
                ak_allocation_counter_start()
                try UnitCurve.easeInOut.values(at: input, into: out)
                let allocations = ak_allocation_counter_stop()
                #expect(allocations == 0, "easeInOut")
            }
        }
    }
}

/// Per-thread results behind a lock, for the concurrency test.
private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[Double]]

    init(count: Int) { values = Array(repeating: [], count: count) }

    func set(_ index: Int, _ result: [Double]) { lock.withLock { values[index] = result } }

    func get(_ index: Int) -> [Double] { lock.withLock { values[index] } }
}
