import Foundation
import Synchronization

/// The threads the library's own SIMD kernels split long vectors over.
///
/// Long vectors are split because a single core cannot draw the whole
/// memory bandwidth, nor keep a whole vector in its own cache (figures in
/// the benchmark's Tuning notes). Below ``streamMinimumCount`` elements for
/// element-wise streams and `dot` of two vectors, ``dotMinimumCount`` for a
/// vector's dot product with itself, and ``minimumCount`` outputs for the
/// batched kernels, the cost of handing work to a second thread outweighs
/// the gain, so short work stays on the caller's thread. Longer work is
/// split by `forEachShare(of:shares:alignment:_:)` (SPI for the benchmark).
/// OpenBLAS has its own setting, ``OpenBLAS/threadCount``.
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

    /// Sets ``threadCount`` for the whole process.
    ///
    /// - Parameter count: The number of threads, in 1...1024.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `threadCount` unless `count` is in 1...1024.
    public static func setThreadCount(_ count: Int) throws {
        guard (1...1024).contains(count) else {
            throw AnimationKernelsError.invalidParameter(parameter: "threadCount", value: "\(count)", requirement: "must be in 1...1024")
        }
        storedThreadCount.store(count, ordering: .relaxed)
    }

    /// The shortest batch, in elements, that the SIMD products, fills and
    /// curve batches split over threads: 256 Ki, where a second thread's
    /// gain clearly exceeds the cost of waking it. Element-wise streams and
    /// `dot` split earlier, from ``streamMinimumCount`` (a squared norm from
    /// ``dotMinimumCount``).
    public static let minimumCount = 1 << 18

    /// The shortest vector, in elements, that the element-wise streams
    /// (`add`, `interpolate`; `scale`, one array, from four times as long),
    /// the dot product of two vectors and a squared norm split over
    /// threads: 32 Ki, from which a second core's half outweighs handing it
    /// over. The calling thread always takes the first share, so each core
    /// keeps its half in its own cache from one call to the next.
    public static let streamMinimumCount = shortestStreamMinimumCount

    /// ``streamMinimumCount``'s value, which the inlined kernels read as a
    /// constant: there a read of the public `let` is a call.
    @inlinable
    static var shortestStreamMinimumCount: Int { 1 << 15 }

    /// The shortest vector, in elements, whose dot product with itself (a
    /// squared norm, one array read) splits over threads: the same length.
    public static let dotMinimumCount = streamMinimumCount

    /// How many threads an element-wise stream (or a dot product of two
    /// vectors) of `count` elements is split over: ``shares(for:minimum:)``
    /// from `splitFactor` × ``streamMinimumCount``, read as an inlined
    /// constant so that short vectors make no call.
    @inlinable @inline(__always)
    static func streamShares(for count: Int, splitFactor: Int = 1) -> Int {
        shares(for: count, minimum: shortestStreamMinimumCount &* splitFactor)
    }

    /// How many threads `count` elements are split over: one below
    /// `minimum` (``minimumCount`` unless the kernel says otherwise),
    /// and never so many that a share is shorter than half of it.
    @inlinable @inline(__always)
    static func shares(for count: Int, minimum: Int = minimumCount) -> Int {
        guard count >= minimum else { return 1 }
        return max(1, min(threadCount, count / (minimum / 2)))
    }

    /// Runs `body(share, range)` for each of `shares` contiguous ranges
    /// covering `0..<count`, concurrently on the calling thread and the
    /// library's worker threads (at most ``threadCount`` threads in all,
    /// each running the shares it claims), and returns when all are done:
    /// the split the SIMD kernels use, for work of your own alongside them.
    ///
    /// Share `i` covers `count·i/shares ..< count·(i+1)/shares`, both bounds
    /// rounded to the nearest multiple of `alignment` (at most `count`; the
    /// last share ends at `count`), so vector loops split on whole vectors. Which thread runs a
    /// share is not specified, and `body` must not depend on it; shares must
    /// write disjoint memory. While one call uses the workers, a call from
    /// another thread (or from inside `body`) runs its shares one after the
    /// other on its own thread. The workers watch for the next call for
    /// 50 µs after each one before they sleep, so back-to-back calls do not
    /// pay for waking them. The closure's context is copied to the heap
    /// once per call, so that the workers can call it; the library's own
    /// kernels pass their work as a value instead.
    ///
    /// - Precondition: `count >= 0`, `shares` in `1...65535`, and
    ///   `alignment` a power of two.
    @_spi(Benchmarking)
    public static func forEachShare(of count: Int, shares: Int, alignment: Int = 1, _ body: (_ share: Int, _ range: Range<Int>) -> Void) {
        withoutActuallyEscaping(body) { body in
            split(of: count, shares: shares, alignment: alignment, ClosureShare(body: body))
        }
    }

    /// The split behind ``forEachShare(of:shares:alignment:_:)``, for the
    /// library's own kernels, which pass their work as a value (no
    /// allocation).
    @usableFromInline
    static func split<Body: ShareBody>(of count: Int, shares: Int, alignment: Int = 1, _ body: Body) {
        precondition(count >= 0, "Parallelism.split: count must not be negative (\(count))")
        precondition((1...0xFFFF).contains(shares), "Parallelism.split: shares must be in 1...65535 (\(shares))")
        precondition(alignment > 0 && alignment & (alignment - 1) == 0, "Parallelism.split: alignment must be a power of two (\(alignment))")
        WorkerPool.shared.run(count: count, shares: shares, alignment: alignment, threads: threadCount, body)
    }
}
