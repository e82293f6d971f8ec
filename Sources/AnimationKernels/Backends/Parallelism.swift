import Dispatch
import Foundation
import Synchronization

/// The threads the library's own SIMD kernels split long vectors over.
///
/// A single core cannot draw the whole memory bandwidth: on the reference
/// machine an `a += s·b` stream reaches about 40 GB/s on one core and 77 on
/// two at a million elements (in L3), and 23 vs 31 GB/s from DRAM. Below
/// ``minimumCount`` elements the cost of waking a second thread (several
/// microseconds) outweighs the gain, so short vectors stay on the caller's
/// thread. OpenBLAS has its own setting, ``OpenBLAS/threadCount``.
///
/// The default is the number of active cores, capped at 8; the environment
/// variable `ANIMATION_KERNELS_THREADS` overrides it at load time, and
/// ``setThreadCount(_:)`` at any time.
public enum Parallelism {
    @usableFromInline
    static let storedThreadCount = Atomic<Int>(Parallelism.initialThreadCount)

    static var initialThreadCount: Int {
        if let text = ProcessInfo.processInfo.environment["ANIMATION_KERNELS_THREADS"],
           let value = Int(text), (1...1024).contains(value) {
            return value
        }
        return min(ProcessInfo.processInfo.activeProcessorCount, 8)
    }

    /// The number of threads a long SIMD kernel runs on (1: never split).
    @inlinable
    public static var threadCount: Int { storedThreadCount.load(ordering: .relaxed) }

    /// Sets ``threadCount`` for the whole process. Throws
    /// ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    /// naming `threadCount` unless `count` is in 1...1024.
    public static func setThreadCount(_ count: Int) throws {
        guard (1...1024).contains(count) else {
            throw AnimationKernelsError.invalidParameter(parameter: "threadCount", value: "\(count)", requirement: "must be in 1...1024")
        }
        storedThreadCount.store(count, ordering: .relaxed)
    }

    /// The shortest vector, in elements, that the SIMD kernels split over
    /// threads (256 Ki: a two-thread `add` is 1.9× faster at 1M elements and
    /// 1.3× at 256K, and slower below 64K).
    public static let minimumCount = 1 << 18

    /// How many threads `count` elements are split over: one below
    /// `minimum` (``minimumCount`` unless a kernel moves less per element),
    /// and never so many that a share is shorter than half of it.
    @inlinable @inline(__always)
    static func shares(for count: Int, minimum: Int = minimumCount) -> Int {
        guard count >= minimum else { return 1 }
        return max(1, min(threadCount, count / (minimum / 2)))
    }

    /// Runs `body` on `shares` contiguous ranges covering `0..<count`,
    /// concurrently, and returns when all are done. Range bounds are
    /// multiples of `alignment` (a power of two), so vector loops split on
    /// whole vectors.
    @usableFromInline
    static func forEachShare(of count: Int, shares: Int, alignment: Int = 8, _ body: (Int, Range<Int>) -> Void) {
        withoutActuallyEscaping(body) { body in
            let work = UncheckedSendable(body)
            DispatchQueue.concurrentPerform(iterations: shares) { share in
                let start = (count * share / shares) & ~(alignment - 1)
                let end = share == shares - 1 ? count : (count * (share + 1) / shares) & ~(alignment - 1)
                work.value(share, start..<end)
            }
        }
    }
}

/// Carries a closure over raw pointers to the worker threads. Sound because
/// each share writes only its own range and the caller waits for all.
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline let value: Value
    @usableFromInline init(_ value: Value) { self.value = value }
}
