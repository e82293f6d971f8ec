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
public struct AnimatableVector: Sendable {
    @usableFromInline
    var storage: ContiguousArray<Double>

    @inlinable
    init(storage: ContiguousArray<Double>) {
        self.storage = storage
    }

    /// Creates an empty vector, equal to ``zero``.
    @inlinable
    public init() {
        storage = []
    }

    /// Creates a vector holding the elements of `values`, in order.
    @inlinable
    public init(_ values: some Sequence<Double>) {
        storage = ContiguousArray(values)
    }

    /// Creates a vector of `count` copies of `value`.
    ///
    /// - Precondition: `count >= 0`, as for `Array`.
    @inlinable
    public init(repeating value: Double, count: Int) {
        storage = ContiguousArray(repeating: value, count: count)
    }

    /// Calls `body` with the elements in contiguous memory.
    @inlinable
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer(body)
    }

    /// Calls `body` with the elements in contiguous, mutable memory, copying
    /// the storage first only if it is shared.
    @inlinable
    public mutating func withUnsafeMutableBufferPointer<R>(
        _ body: (inout UnsafeMutableBufferPointer<Double>) throws -> R
    ) rethrows -> R {
        try storage.withUnsafeMutableBufferPointer(body)
    }

    /// Pads the storage with zeros to at least `count` elements, reserving
    /// exactly once when it has to grow.
    @inlinable
    mutating func extend(toCount count: Int) {
        let missing = count - storage.count
        if missing > 0 {
            storage.append(contentsOf: repeatElement(0.0, count: missing))
        }
    }
}
