/// The heap buffer behind `AnimatableVector`: a count, a capacity and the
/// elements in one allocation.
///
/// `ManagedBuffer` rather than `ContiguousArray` because the hot paths need
/// the element pointer and a uniqueness check, nothing more: going through
/// `Array.withUnsafeMutableBufferPointer` costs more than the arithmetic at
/// small lengths.
///
/// A buffer is only ever written while uniquely referenced (copy-on-write),
/// as for `Array`; that is what makes `AnimatableVector` `Sendable`.
@usableFromInline
final class VectorStorage: ManagedBuffer<VectorStorage.Header, Double> {
    @usableFromInline
    struct Header {
        @usableFromInline var count: Int
        @usableFromInline let capacity: Int

        @inlinable
        init(count: Int, capacity: Int) {
            self.count = count
            self.capacity = capacity
        }
    }

    /// The shared buffer of every empty vector, so `.zero` never allocates.
    /// Never written: it is always shared, so any mutation copies it first.
    @usableFromInline
    nonisolated(unsafe) static let empty = VectorStorage.make(capacity: 0)

    /// A buffer with room for at least `capacity` elements and none in use.
    @inlinable
    static func make(capacity: Int) -> VectorStorage {
        let buffer = unsafeDowncast(create(minimumCapacity: capacity + alignmentSlack) { _ in Header(count: 0, capacity: capacity) },
                                    to: VectorStorage.self)
        if capacity >= HugePages.minimumBytes / MemoryLayout<Double>.stride {
            HugePages.advise(UnsafeMutableRawPointer(buffer.elements), byteCount: capacity * MemoryLayout<Double>.stride)
        }
        return buffer
    }

    // The header is read and written through its pointer: `header` is a
    // class stored property, and every access to one pays for a dynamic
    // exclusivity check, which at four elements costs more than the work.
    @inlinable
    var count: Int {
        get { withUnsafeMutablePointerToHeader { $0.pointee.count } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.count = newValue } }
    }

    @inlinable
    var storedCapacity: Int { withUnsafeMutablePointerToHeader { $0.pointee.capacity } }

    /// The first element. Valid while the buffer is alive: callers keep it
    /// alive with `withExtendedLifetime` (or by holding it as a parameter)
    /// rather than nesting closures, whose captures cost a retain/release
    /// pair per call — more than the arithmetic on a short vector.
    @inlinable
    var elements: UnsafeMutablePointer<Double> {
        withUnsafeMutablePointerToElements(Self.aligned)
    }

    /// Calls `body` with the first element.
    @inlinable
    func withElements<R>(_ body: (UnsafeMutablePointer<Double>) throws -> R) rethrows -> R {
        try withUnsafeMutablePointerToElements { try body(Self.aligned($0)) }
    }

    /// The elements start at the first 64-byte boundary of the tail
    /// allocation, which holds this many spare slots for it. `malloc` aligns
    /// to 16 bytes only: a vector starting 16 or 48 bytes into a cache line
    /// has every other 32-byte store split across two lines, which slows
    /// kernels in L1 and would make backends differ by where their vectors
    /// happened to land.
    @inlinable
    static var alignmentSlack: Int { 7 }

    /// `base` moved forward to the next multiple of 64 bytes.
    @inlinable @inline(__always)
    static func aligned(_ base: UnsafeMutablePointer<Double>) -> UnsafeMutablePointer<Double> {
        base + (((0 &- Int(bitPattern: base)) & 63) >> 3)
    }

    /// A new buffer of `capacity` holding a copy of this one's elements.
    @inlinable
    func copy(capacity newCapacity: Int) -> VectorStorage {
        let n = count
        let result = VectorStorage.make(capacity: Swift.max(newCapacity, n))
        result.withElements { destination in
            withElements { source in
                destination.initialize(from: source, count: n)
            }
        }
        result.count = n
        return result
    }
}
