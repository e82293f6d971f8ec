/// A growable vector of `Double`s that animates as one value: the animatable
/// data of a shape with many moving parts (a blob's anchor offsets, a
/// surface's heights).
///
/// `AnimatableVector` is a value type with copy-on-write storage. Its
/// arithmetic runs on a chosen ``Backend``; the operators and the
/// ``VectorArithmetic`` requirements use ``Backend/automatic``.
///
/// ## Mixed lengths
/// Vectors of different lengths combine as if the shorter one were padded
/// with zeros, and ``zero`` is the empty vector. Equality and hashing ignore
/// trailing zeros, so the `AdditiveArithmetic` laws hold exactly:
/// `x + .zero == x`, `.zero + x == x` and `x - x == .zero`.
/// (The `AnimatableVector` of the well-known morphing-blob article truncates
/// to the shorter operand instead, so there `x + .zero` keeps one element.)
///
/// ## Cost
/// Every element-wise operation is O(n) in the longer operand's length. The
/// in-place forms (`+=`, `-=`, ``add(_:scaledBy:backend:)``,
/// ``scale(by:backend:)``, ``interpolate(towards:amount:backend:)``) allocate
/// nothing when the storage is uniquely referenced and long enough.
///
/// `@unchecked Sendable`: the storage class is shared between copies but
/// only ever written while uniquely referenced, exactly as `Array`'s is.
public struct AnimatableVector: @unchecked Sendable {
    @usableFromInline
    var buffer: VectorStorage

    /// Creates an empty vector, equal to ``zero``. Does not allocate.
    @inlinable
    public init() {
        buffer = VectorStorage.empty
    }

    /// Creates a vector holding the elements of `values`, in order.
    ///
    /// - Parameter values: the elements.
    /// - Complexity: O(n) for n values.
    @inlinable
    public init(_ values: some Sequence<Double>) {
        let elements = ContiguousArray(values)
        self.init(unsafeUninitializedCount: elements.count) { destination in
            elements.withUnsafeBufferPointer { source in
                destination.baseAddress!.initialize(from: source.baseAddress!, count: source.count)
            }
        }
    }

    /// Creates a vector of `count` copies of `value`.
    ///
    /// - Parameters:
    ///   - value: the element to repeat.
    ///   - count: how many; not negative, as for `Array`.
    /// - Precondition: `count >= 0`, and `count` elements fit in memory, as
    ///   for `Array` (the trap walk leaves these counts out).
    /// - Complexity: O(count).
    @inlinable
    public init(repeating value: Double, count: Int) {
        self.init(unsafeUninitializedCount: count) { $0.initialize(repeating: value) }
    }

    /// Creates a vector of `count` elements that `initializer` writes in place
    /// (every element must be written).
    ///
    /// - Parameters:
    ///   - count: The number of elements; not negative.
    ///   - initializer: A closure that writes all `count` elements of the buffer
    ///     it is given.
    /// - Throws: What `initializer` throws; the vector is then not created.
    /// - Complexity: O(count) plus the cost of `initializer`.
    /// - Precondition: `count >= 0`.
    @inlinable
    public init(unsafeUninitializedCount count: Int, initializingWith initializer: (UnsafeMutableBufferPointer<Double>) throws -> Void) rethrows {
        if count < 0 { fatalError("AnimatableVector can't be constructed with a negative count (\(count))") }
        guard count > 0 else {
            buffer = VectorStorage.empty
            return
        }
        buffer = VectorStorage.make(capacity: count)
        try buffer.withElements { try initializer(UnsafeMutableBufferPointer(start: $0, count: count)) }
        buffer.count = count
    }

    /// Calls `body` with the elements in contiguous memory.
    ///
    /// - Parameter body: A closure given the elements; the buffer is valid only
    ///   during the call.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    /// - Complexity: O(1) plus the cost of `body`.
    @inlinable
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R {
        let n = buffer.count
        return try buffer.withElements { try body(UnsafeBufferPointer(start: $0, count: n)) }
    }

    /// Calls `body` with the elements in contiguous, mutable memory, copying
    /// the storage first only if it is shared. `body` must not replace the
    /// buffer it is given.
    ///
    /// - Parameter body: A closure given the elements; the buffer is valid only
    ///   during the call.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    /// - Complexity: O(count) when the storage is shared, O(1) otherwise, plus
    ///   the cost of `body`.
    @inlinable
    public mutating func withUnsafeMutableBufferPointer<R>(
        _ body: (inout UnsafeMutableBufferPointer<Double>) throws -> R
    ) rethrows -> R {
        makeUnique(minimumCapacity: buffer.count)
        let n = buffer.count
        return try buffer.withElements { base in
            var elements = UnsafeMutableBufferPointer(start: base, count: n)
            defer {
                if elements.baseAddress != base || elements.count != n {
                    fatalError("AnimatableVector.withUnsafeMutableBufferPointer: the buffer must not be replaced")
                }
            }
            return try body(&elements)
        }
    }

    /// Ensures the storage is uniquely referenced and can hold
    /// `minimumCapacity` elements, copying it (once) only when it is shared
    /// or too small.
    @inlinable @inline(__always)
    mutating func makeUnique(minimumCapacity: Int) {
        if _slowPath(!isKnownUniquelyReferenced(&buffer) || buffer.storedCapacity < minimumCapacity) {
            reallocate(minimumCapacity: minimumCapacity)
        }
    }

    /// Makes the storage unique and at least `count` long, padding with
    /// zeros, and returns its element pointer, valid until the next mutation
    /// of `self`.
    @inlinable @inline(__always)
    mutating func mutableElements(paddedTo count: Int) -> UnsafeMutablePointer<Double> {
        if _slowPath(!isKnownUniquelyReferenced(&buffer) || buffer.count < count) {
            reallocate(paddedTo: count)
        }
        return buffer.elements
    }

    // The slow paths are out of line: inlined into every in-place operation,
    // their calls would make the fast path save and restore registers around
    // the work, which at four elements costs as much as the arithmetic.

    /// Replaces the storage with a unique copy of at least `minimumCapacity`.
    @usableFromInline @inline(never)
    mutating func reallocate(minimumCapacity: Int) {
        buffer = buffer.copy(capacity: minimumCapacity)
    }

    /// Makes the storage unique and at least `count` long, padding it with
    /// zeros.
    @usableFromInline @inline(never)
    mutating func reallocate(paddedTo count: Int) {
        let current = buffer.count
        if !isKnownUniquelyReferenced(&buffer) || buffer.storedCapacity < count {
            buffer = buffer.copy(capacity: count)
        }
        if count > current {
            (buffer.elements + current).initialize(repeating: 0, count: count - current)
            buffer.count = count
        }
    }
}
