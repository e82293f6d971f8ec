#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A scratch buffer of `Double`s kept per thread, for kernels that need more
/// room than the stack offers and must not allocate on every call:
/// `withUnsafeTemporaryAllocation` goes to the heap above 1 KiB on Linux.
///
/// Each thread's buffer is allocated on its first use (or grown when a
/// larger one is asked for) and freed when the thread ends. Not reentrant:
/// a caller must not ask for it again while it holds it.
@usableFromInline
enum ThreadScratch {
    /// The thread-specific key whose value points at a ``Header`` and its
    /// doubles; its destructor frees them.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { free($0) }
        return key
    }()

    /// Runs `body` with at least `count` `Double`s (contents unspecified)
    /// owned by this thread, valid only during the call.
    ///
    /// - Complexity: O(1) once this thread holds a buffer that large.
    @usableFromInline
    static func with<R>(count: Int, _ body: (UnsafeMutablePointer<Double>) throws -> R) rethrows -> R {
        let headerBytes = MemoryLayout<Double>.stride * 2
        var raw = pthread_getspecific(key)
        let capacity = raw.map { $0.load(as: Int.self) } ?? 0
        if capacity < count {
            free(raw)
            let fresh = malloc(headerBytes + count * MemoryLayout<Double>.stride)!
            fresh.storeBytes(of: count, as: Int.self)
            pthread_setspecific(key, fresh)
            raw = fresh
        }
        return try body((raw! + headerBytes).assumingMemoryBound(to: Double.self))
    }
}
