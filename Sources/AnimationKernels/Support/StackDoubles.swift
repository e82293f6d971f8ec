/// 4 KiB of `Double`s on the stack, for scratch that must not allocate:
/// `withUnsafeTemporaryAllocation` keeps only up to 1 KiB on the stack on
/// Linux, and larger sizes went to the heap
/// (AnimationTimelineFramesAllocationTests).
@usableFromInline
struct StackDoubles {
    /// How many `Double`s it holds.
    @inlinable
    static var capacity: Int { 512 }

    @usableFromInline
    var lanes: (SIMD64<Double>, SIMD64<Double>, SIMD64<Double>, SIMD64<Double>,
                SIMD64<Double>, SIMD64<Double>, SIMD64<Double>, SIMD64<Double>)

    @inlinable
    init() {
        lanes = (SIMD64(), SIMD64(), SIMD64(), SIMD64(), SIMD64(), SIMD64(), SIMD64(), SIMD64())
    }

    /// Runs `body` with ``capacity`` zeroed `Double`s on the stack, valid
    /// only during the call.
    ///
    /// - Complexity: O(``capacity``) to zero them.
    @inlinable
    static func with<R>(_ body: (UnsafeMutablePointer<Double>) throws -> R) rethrows -> R {
        var storage = StackDoubles()
        return try withUnsafeMutableBytes(of: &storage.lanes) { bytes in
            try body(bytes.bindMemory(to: Double.self).baseAddress!)
        }
    }
}
