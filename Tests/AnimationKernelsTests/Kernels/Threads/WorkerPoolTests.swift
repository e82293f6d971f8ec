import CAllocationCounter
import Foundation
import Synchronization
import Testing
@_spi(Benchmarking) @testable import AnimationKernels

extension ThreadSettingsTests {
    /// The pool behind ``Parallelism``: every share runs exactly once over its
    /// own aligned range, whoever claims it, whether the workers are spinning,
    /// asleep or busy with another caller's job, and a share may itself split.
    @Suite("Worker pool", .serialized)
    struct WorkerPoolTests {
        /// Runs `shares` shares over `count` and returns how often each index
        /// was visited and which ranges the shares received.
        static func visits(count: Int, shares: Int, alignment: Int) -> (counts: [Int], ranges: [Range<Int>]) {
            let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
            let ranges = UnsafeMutableBufferPointer<Range<Int>>.allocate(capacity: shares)
            defer { counts.deallocate(); ranges.deallocate() }
            counts.initialize(repeating: 0)
            ranges.initialize(repeating: 0..<0)
            Parallelism.forEachShare(of: count, shares: shares, alignment: alignment) { share, range in
                ranges[share] = range
                for i in range { counts[i] += 1 }
            }
            return (Array(counts), Array(ranges))
        }

        @Test("every index runs once, on aligned shares", arguments: [(0, 2, 1), (1, 2, 1), (7, 2, 8), (1_000, 2, 4), (1_001, 3, 8), (65_537, 2, 8), (100, 7, 1), (4_097, 16, 8), (7, 8, 4), (22, 2, 4)])
        func everyIndexRunsOnceOnAlignedShares(count: Int, shares: Int, alignment: Int) {
            let (counts, ranges) = Self.visits(count: count, shares: shares, alignment: alignment)
            #expect(counts.allSatisfy { $0 == 1 })
            #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == count)
            for (left, right) in zip(ranges, ranges.dropFirst()) {
                #expect(left.upperBound == right.lowerBound)
                #expect(right.lowerBound % alignment == 0)
            }
        }

        /// Each bound is the even split's rounded to the nearest multiple of
        /// the alignment (22 rows in blocks of four split 12 + 10, not
        /// 8 + 14), and the last share ends at the count.
        @Test("shares are even to within one alignment",
              arguments: [(22, 2, 4, [12, 10]), (30, 2, 4, [16, 14]), (1_001, 3, 8, [336, 328, 337]), (13, 3, 4, [4, 4, 5]),
                          (7, 8, 4, [0, 0, 4, 0, 0, 0, 0, 3]), (100, 7, 1, [14, 14, 14, 15, 14, 14, 15])])
        func sharesAreEven(count: Int, shares: Int, alignment: Int, expected: [Int]) {
            #expect(Self.visits(count: count, shares: shares, alignment: alignment).ranges.map(\.count) == expected)
        }

        /// Idle longer than the workers watch for work, so every job after the
        /// first finds them asleep and has to wake them.
        @Test("jobs after the workers fall asleep still run") func jobsAfterTheWorkersFallAsleep() throws {
            for _ in 0..<20 {
                let (counts, _) = Self.visits(count: 10_000, shares: 2, alignment: 8)
                #expect(counts.allSatisfy { $0 == 1 })
                Thread.sleep(forTimeInterval: Double(WorkerPool.spinNanoseconds) * 4e-9)
            }
        }

        /// A share that splits again finds the pool owned by its own job and
        /// runs its inner shares itself instead of waiting for the pool.
        @Test("nested jobs run serially") func nestedJobsRunSerially() {
            let total = Atomic<Int>(0)
            Parallelism.forEachShare(of: 64, shares: 4, alignment: 1) { _, outer in
                Parallelism.forEachShare(of: outer.count, shares: 4, alignment: 1) { _, inner in
                    total.add(inner.count, ordering: .relaxed)
                }
            }
            #expect(total.load(ordering: .relaxed) == 64)
        }

        /// Many callers at once: one owns the pool, the others run serially,
        /// and every job's shares still cover it exactly once.
        @Test("concurrent callers each cover their job") func concurrentCallersEachCoverTheirJob() async {
            let results = await withTaskGroup(of: Bool.self) { group in
                for task in 0..<16 {
                    group.addTask {
                        (0..<50).allSatisfy { round in
                            let count = 5_000 + 97 * task + round
                            return Self.visits(count: count, shares: 2 + task % 3, alignment: 8).counts.allSatisfy { $0 == 1 }
                        }
                    }
                }
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(results.count == 16 && results.allSatisfy { $0 })
        }

        /// `Parallelism.threadCount` caps the threads, not the shares: on one
        /// thread every share runs on the caller, in order.
        @Test("one thread runs every share on the caller") func oneThreadRunsEveryShareOnTheCaller() throws {
            let saved = Parallelism.threadCount
            try Parallelism.setThreadCount(1)
            defer { try? Parallelism.setThreadCount(saved) }
            let caller = pthread_self()
            var order: [Int] = []
            var onCaller = true
            Parallelism.forEachShare(of: 1_000, shares: 5, alignment: 1) { share, _ in
                order.append(share)
                onCaller = onCaller && pthread_equal(pthread_self(), caller) != 0
            }
            #expect(order == [0, 1, 2, 3, 4] && onCaller)
        }

        /// A share body as the kernels pass one: a value holding pointers.
        struct ScaleAddShare: ShareBody {
            let x: UnsafeMutableBufferPointer<Double>, y: UnsafeMutableBufferPointer<Double>
            let sums: UnsafeMutableBufferPointer<Double>
            let alpha: Double

            func run(share: Int, range: Range<Int>) {
                for i in range { y[i] += alpha * x[i] }
                sums[share] = Double(range.count)
            }
        }

        /// A threaded call publishes its job without touching the heap, for a
        /// share body that holds values as the kernels' do, and for the
        /// kernels themselves: counted on the calling thread, once the
        /// workers exist and the call has run once.
        @Test("a threaded call allocates nothing", .enabled(if: ak_allocation_counter_is_available(), "the sanitizers own malloc"))
        func aThreadedCallAllocatesNothing() throws {
            let saved = Parallelism.threadCount
            try Parallelism.setThreadCount(2)
            defer { try? Parallelism.setThreadCount(saved) }
            let count = 300_000
            let x = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
            let y = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
            defer { x.deallocate(); y.deallocate() }
            x.initialize(repeating: 2)
            y.initialize(repeating: 1)
            let sums = UnsafeMutableBufferPointer<Double>.allocate(capacity: 4)
            defer { sums.deallocate() }
            let alpha = 0.5
            let call = {
                Parallelism.split(of: count, shares: 2, alignment: 8, ScaleAddShare(x: x, y: y, sums: sums, alpha: alpha))
            }
            let kernels = {
                SIMDKernels().axpy(count: count, alpha: alpha, x: x.baseAddress!, y: y.baseAddress!)
                sums[2] = SIMDKernels().dot(count: count, x: x.baseAddress!, y: y.baseAddress!)
            }
            call()
            kernels()
            for _ in 0..<20 {
                ak_allocation_counter_start()
                call()
                kernels()
                let allocations = ak_allocation_counter_stop()
                #expect(allocations == 0, "\(allocations) allocations")
            }
            #expect(sums[0] + sums[1] == Double(count))
        }
    }
}
