import Synchronization

/// The batch solvers of the curves a program evaluates in bulk, each built
/// once (its ``CubicBezierInverseTable`` and error-bound constants) and
/// shared by every later batch of that curve on every thread.
///
/// ``UnitCurve`` stays a plain value (it keeps an uncounted reference to
/// its entry; `==` and hashing stay by control points), so the tables live here, keyed
/// by the control points' bit patterns: ``slotCount`` slots, each an atomic
/// pointer to an immutable ``Entry``, written once (compare-and-exchange
/// from empty, releasing) and read without a lock (acquiring load). A key
/// probes ``probes`` slots from its hash. A published entry is never
/// replaced or freed, so a reader needs no reference count; at most
/// ``slotCount`` entries of about 4.3 KiB each exist. SwiftUI's presets
/// (easeIn, easeOut, easeInOut) are published when the cache is made, so
/// they are cached however many other curves a program uses. A curve that
/// finds its slots taken by other curves (a program using hundreds of
/// curves) gets no entry: batches of ``minimumUncachedCount`` values or
/// more build its table on the stack for each call (the same values, bit
/// for bit, at a fixed cost of about as many Newton solves as the table has
/// nodes), shorter ones go to the exact scalar solver. A ``UnitCurve`` takes its
/// entry when it is made (``publishedEntry(x1:y1:x2:y2:)``), building it
/// if the curve has none, so that its single evaluations
/// (``UnitCurve/value(at:)``) need no lookup; a curve without one is solved
/// exactly.
final class CubicBezierBatchCache: Sendable {
    /// The process-wide cache.
    static let shared = CubicBezierBatchCache()

    /// Slots in the table of entries.
    static var slotCount: Int { 256 }
    /// Slots a key may occupy, from its hash on.
    static var probes: Int { 4 }

    /// Batches of a curve without an entry shorter than this go to the
    /// exact scalar solver rather than build a table for one call.
    static var minimumUncachedCount: Int { 256 }

    /// Per slot, the bit pattern of an `Unmanaged<Entry>` pointer, 0 when empty.
    private let slots: InlineArray<256, Atomic<UInt>>

    /// An empty cache, but for SwiftUI's presets.
    init() {
        slots = InlineArray { _ in Atomic(0) }
        for (x1, x2) in [(0.42, 1.0), (0.0, 0.58), (0.42, 0.58)] {
            let y1 = 0.0, y2 = 1.0
            withBatchSolver(x1: x1, y1: y1, x2: x2, y2: y2, count: 0, solver: {
                CubicBezierSolver(x1: x1, y1: y1, x2: x2, y2: y2)
            }) { _ in }
        }
    }

    /// The controls' bit patterns (x1, y1, x2, y2): a tuple rather than a
    /// SIMD vector, whose generic operations allocate in unoptimized builds.
    struct Key: Equatable {
        let x1: UInt64, y1: UInt64, x2: UInt64, y2: UInt64
    }

    /// One curve's batch solver with the table it points into: immutable
    /// after `init`, so sharing it between threads is safe (the table
    /// pointer is what keeps the compiler from seeing that).
    final class Entry: @unchecked Sendable {
        let key: Key
        let table: UnsafeMutablePointer<Double>
        let batch: CubicBezierBatchSolver

        init(key: Key, solver: CubicBezierSolver) {
            self.key = key
            table = .allocate(capacity: CubicBezierInverseTable.storageCount)
            batch = CubicBezierBatchCache.build(solver, into: table)
        }

        deinit { table.deallocate() }
    }

    /// The batch solver of `solver`'s curve with its table in `table`
    /// (``CubicBezierInverseTable/storageCount`` values): the unwarped
    /// table unless the warped one leaves fewer progress values at risk of
    /// the exact solver (curves whose x′ vanishes at an end).
    ///
    /// - Complexity: O(table intervals): at most two tables' node solves.
    static func build(_ solver: CubicBezierSolver, into table: UnsafeMutablePointer<Double>) -> CubicBezierBatchSolver {
        let bounds = CubicBezierBatchSolver.ErrorBounds(solver)
        let plainRisk = CubicBezierInverseTable.build(solver, warped: false, into: table, risk: bounds.risk)
        var warped = false
        if plainRisk > 0 {
            withUnsafeTemporaryAllocation(of: Double.self, capacity: CubicBezierInverseTable.storageCount) { buffer in
                guard let scratch = buffer.baseAddress else { return }
                let warpedRisk = CubicBezierInverseTable.build(solver, warped: true, into: scratch, risk: bounds.risk)
                if warpedRisk < plainRisk {
                    warped = true
                    table.update(from: scratch, count: CubicBezierInverseTable.storageCount)
                }
            }
        }
        return CubicBezierBatchSolver(solver: solver, bounds: bounds, coefficients: table, warped: warped)
    }

    /// The key of the curve with these controls and the first slot it may
    /// occupy (the hash's top 8 bits).
    @inline(__always)
    static func locate(x1: Double, y1: Double, x2: Double, y2: Double) -> (key: Key, hash: UInt64) {
        let key = Key(x1: x1.bitPattern, y1: y1.bitPattern, x2: x2.bitPattern, y2: y2.bitPattern)
        // A multiplicative hash of the four patterns; the top bits choose the slot.
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = key.x1 &* multiplier
        hash = (hash ^ key.y1) &* multiplier
        hash = (hash ^ key.x2) &* multiplier
        hash = (hash ^ key.y2) &* multiplier
        return (key, hash)
    }

    /// The published entry of `key` among its slots. On a miss, when
    /// `build`, `solver()`'s entry is built and published in the
    /// first empty slot (another thread may publish the same curve first:
    /// then that entry is returned). `nil` when the curve has no entry and
    /// none is built, or every slot it may occupy holds another curve.
    @inline(__always)
    func entry(for key: Key, hash: UInt64, build: Bool, solver: () -> CubicBezierSolver) -> Unmanaged<Entry>? {
        let first = Int(truncatingIfNeeded: hash >> 56)  // 8 bits for 256 slots
        for probe in 0..<Self.probes {
            let index = (first &+ probe) & (Self.slotCount - 1)
            var current = slots[index].load(ordering: .acquiring)
            if current == 0 {
                guard build else { return nil }
                let bits = UInt(bitPattern: Unmanaged.passRetained(Entry(key: key, solver: solver())).toOpaque())
                let (exchanged, original) = slots[index].compareExchange(
                    expected: 0, desired: bits, successOrdering: .acquiringAndReleasing, failureOrdering: .acquiring)
                // Published entries live for the rest of the process.
                if exchanged { return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits)!) }
                Unmanaged<Entry>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).release()
                current = original
            }
            let entry = Unmanaged<Entry>.fromOpaque(UnsafeRawPointer(bitPattern: current)!)
            if entry._withUnsafeGuaranteedRef({ $0.key == key }) { return entry }
        }
        return nil
    }

    /// The published entry of the curve with these controls (x in [0, 1],
    /// all finite), built and published if it has none; `nil` when every
    /// slot it may occupy holds another curve. What a ``UnitCurve`` keeps
    /// for its single evaluations.
    ///
    /// - Complexity: O(1) and allocation-free when the curve has an entry;
    ///   otherwise O(table intervals) and one allocation.
    func publishedEntry(x1: Double, y1: Double, x2: Double, y2: Double) -> Unmanaged<Entry>? {
        let (key, hash) = Self.locate(x1: x1, y1: y1, x2: x2, y2: y2)
        return entry(for: key, hash: hash, build: true, solver: { CubicBezierSolver(x1: x1, y1: y1, x2: x2, y2: y2) })
    }

    /// Calls `body` with the batch solver of the curve with these controls,
    /// from the cache (built and published when the first curve with these
    /// controls was made, or on this batch), or
    /// built on the stack when the curve's slots hold other curves and the
    /// batch has ``minimumUncachedCount`` values or more.
    ///
    /// - Parameters:
    ///   - x1, y1, x2, y2: the controls (x in [0, 1], all finite).
    ///   - count: the batch's length.
    ///   - solver: the curve's scalar solver, called only on a miss.
    ///   - body: the work with the batch solver; it must not keep it.
    /// - Returns: whether `body` was called (if not, the caller solves the
    ///   short batch with the scalar solver).
    /// - Complexity: O(1) and allocation-free on a hit; O(table intervals)
    ///   and one allocation on the first use of a curve.
    @discardableResult
    func withBatchSolver(x1: Double, y1: Double, x2: Double, y2: Double, count: Int, solver: () -> CubicBezierSolver,
                         _ body: (CubicBezierBatchSolver) -> Void) -> Bool {
        let (key, hash) = Self.locate(x1: x1, y1: y1, x2: x2, y2: y2)
        if let entry = entry(for: key, hash: hash, build: true, solver: solver) {
            entry._withUnsafeGuaranteedRef { body($0.batch) }
            return true
        }
        guard count >= Self.minimumUncachedCount else { return false }
        withUnsafeTemporaryAllocation(of: Double.self, capacity: CubicBezierInverseTable.storageCount) { buffer in
            guard let table = buffer.baseAddress else { return }
            body(Self.build(solver(), into: table))
        }
        return true
    }
}
