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

extension UnsafeMutableBufferPointer<Double> {
    /// `count` doubles starting on a 64-byte boundary; release with
    /// `UnsafeMutableRawBufferPointer(buffer).deallocate()`.
    static func allocateCacheAligned(count: Int) -> UnsafeMutableBufferPointer<Double> {
        UnsafeMutableBufferPointer(start: .allocateCacheAligned(capacity: Swift.max(count, 1)), count: count)
    }
}
