@_spi(Benchmarking) import AnimationKernels

/// Benchmark buffers start on a cache line, as `AnimatableVector`'s elements
/// do: from `malloc` a large buffer starts 16 bytes into one, and then every
/// other 32-byte store straddles two lines, which would measure where a
/// buffer happened to land rather than the kernel. Large ones are advised to
/// use huge pages, as the library's are, while still untouched: the figures
/// then measure the loops and not page faults.
extension UnsafeMutablePointer {
    /// Memory for `capacity` elements starting on a 64-byte boundary, on
    /// huge pages from 4 MiB (`adviseHugePages`); release it with
    /// `UnsafeMutableRawPointer(pointer).deallocate()`.
    static func allocateCacheAligned(capacity: Int) -> UnsafeMutablePointer<Pointee> {
        let byteCount = capacity * MemoryLayout<Pointee>.stride
        let memory = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
        adviseHugePages(memory, byteCount: byteCount)
        return memory.bindMemory(to: Pointee.self, capacity: capacity)
    }
}

extension UnsafeMutableBufferPointer {
    /// `count` elements starting on a 64-byte boundary; release with
    /// `UnsafeMutableRawBufferPointer(buffer).deallocate()`.
    static func allocateCacheAligned(count: Int) -> UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(start: .allocateCacheAligned(capacity: Swift.max(count, 1)), count: count)
    }
}

extension UnsafeMutableBufferPointer {
    /// A copy of `source` in memory from ``allocateCacheAligned(count:)``:
    /// an `Array` copy of the largest outputs (614 MB) spent most of its
    /// time in page faults. Release it like that memory.
    static func cacheAlignedCopy(of source: UnsafeMutableBufferPointer<Element>) -> UnsafeMutableBufferPointer<Element> {
        let copy = allocateCacheAligned(count: source.count)
        if source.count > 0 {
            copy.baseAddress!.initialize(from: source.baseAddress!, count: source.count)
        }
        return copy
    }
}
