/// Benchmark buffers start on a cache line, as `AnimatableVector`'s elements
/// do: from `malloc` a large buffer starts 16 bytes into one, and then every
/// other 32-byte store straddles two lines, which would measure where a
/// buffer happened to land rather than the kernel.
extension UnsafeMutablePointer<Double> {
    /// Memory for `capacity` doubles starting on a 64-byte boundary; release
    /// it with `UnsafeMutableRawPointer(pointer).deallocate()`.
    static func allocateCacheAligned(capacity: Int) -> UnsafeMutablePointer<Double> {
        UnsafeMutableRawPointer.allocate(byteCount: capacity * 8, alignment: 64).bindMemory(to: Double.self, capacity: capacity)
    }
}

extension UnsafeMutableBufferPointer {
    /// `count` elements starting on a 64-byte boundary; release with
    /// `UnsafeMutableRawBufferPointer(buffer).deallocate()`.
    static func allocateCacheAligned(count: Int) -> UnsafeMutableBufferPointer<Element> {
        let capacity = Swift.max(count, 1)
        let raw = UnsafeMutableRawPointer.allocate(byteCount: capacity * MemoryLayout<Element>.stride, alignment: 64)
        return UnsafeMutableBufferPointer(start: raw.bindMemory(to: Element.self, capacity: capacity), count: count)
    }
}
