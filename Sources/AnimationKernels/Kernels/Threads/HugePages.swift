#if canImport(Glibc)
import Glibc
#endif

/// Asks Linux to back large buffers with transparent huge pages.
///
/// With 4 KiB pages a streaming kernel over megabytes misses the TLB every
/// 512 elements; Debian's default THP mode is `madvise`, so only memory that
/// asks gets 2 MiB pages. numpy asks for every array of 4 MiB and more,
/// which alone can double its streaming speed at a million elements; the
/// library does the same.
@usableFromInline
enum HugePages {
    /// Buffers of at least this many bytes are advised.
    @usableFromInline
    static let minimumBytes = 4 << 20

    /// Advises the 2 MiB-aligned part of `[start, start + byteCount)` for huge
    /// pages. Call it before the memory is first touched: pages already
    /// faulted in stay small until the kernel collapses them. Does nothing
    /// for smaller buffers, on other systems, or where THP is off.
    @usableFromInline
    static func advise(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
        guard byteCount >= minimumBytes else { return }
        let huge = 2 << 20
        let begin = (Int(bitPattern: start) + huge - 1) & ~(huge - 1)
        let end = (Int(bitPattern: start) + byteCount) & ~(huge - 1)
        guard end > begin, let aligned = UnsafeMutableRawPointer(bitPattern: begin) else { return }
        _ = madvise(aligned, end - begin, MADV_HUGEPAGE)
        #endif
    }
}

/// Advises `[start, start + byteCount)` for transparent huge pages as the
/// library's own large buffers are, so that the benchmark's buffers stream
/// under the same conditions. Does nothing below 4 MiB or off Linux.
///
/// - Parameters:
///   - start: the buffer's first byte; not yet touched, ideally.
///   - byteCount: the buffer's size in bytes.
/// - Complexity: O(1): one system call.
@_spi(Benchmarking)
public func adviseHugePages(_ start: UnsafeMutableRawPointer, byteCount: Int) {
    HugePages.advise(start, byteCount: byteCount)
}
