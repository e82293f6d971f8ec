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
        let buffer = unsafeDowncast(create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) },
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
        withUnsafeMutablePointerToElements { $0 }
    }

    /// A new buffer of `capacity` holding a copy of this one's elements.
    @inlinable
    func copy(capacity newCapacity: Int) -> VectorStorage {
        let n = count
        let result = VectorStorage.make(capacity: Swift.max(newCapacity, n))
        result.withUnsafeMutablePointerToElements { destination in
            withUnsafeMutablePointerToElements { source in
                destination.initialize(from: source, count: n)
            }
        }
        result.count = n
        return result
    }
}
