import AnimationKernels

/// Benchmark buffers start on a cache line, as `AnimatableVector`'s elements
/// do: from `malloc` a large buffer starts 16 bytes into one, and then every
/// other 32-byte store straddles two lines, which would measure where a
/// buffer happened to land rather than the kernel.
extension UnsafeMutablePointer {
    /// Memory for `capacity` elements starting on a 64-byte boundary;
    /// release it with `UnsafeMutableRawPointer(pointer).deallocate()`.
    static func allocateCacheAligned(capacity: Int) -> UnsafeMutablePointer<Pointee> {
        UnsafeMutableRawPointer.allocate(byteCount: capacity * MemoryLayout<Pointee>.stride, alignment: 64)
            .bindMemory(to: Pointee.self, capacity: capacity)
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
    /// A copy of `source` starting on a 64-byte boundary, in memory advised
    /// to use huge pages: an `Array` copy of the largest outputs (614 MB)
    /// spent most of its time in page faults. Release it like
    /// ``allocateCacheAligned(count:)``'s.
    static func cacheAlignedCopy(of source: UnsafeMutableBufferPointer<Element>) -> UnsafeMutableBufferPointer<Element> {
        let copy = allocateCacheAligned(count: source.count)
        if source.count > 0 {
            HugePages.advise(copy.baseAddress!, byteCount: source.count * MemoryLayout<Element>.stride)
            copy.baseAddress!.initialize(from: source.baseAddress!, count: source.count)
        }
        return copy
    }
}
