extension AnimatableVector: RandomAccessCollection, MutableCollection {
    /// Positions are offsets from the first element, as for `Array`.
    public typealias Index = Int
    /// `0..<count`.
    public typealias Indices = Range<Int>

    /// Always 0.
    @inlinable
    public var startIndex: Int { 0 }

    /// ``count``: one past the last element.
    @inlinable
    public var endIndex: Int { buffer.count }

    /// The number of stored elements, trailing zeros included. O(1).
    @inlinable
    public var count: Int { buffer.count }

    /// The element at `position`; traps with "Index out of range" outside
    /// `0..<count`, like `Array`.
    ///
    /// - Parameter position: An offset in `0..<count`.
    /// - Returns: The element stored there.
    /// - Complexity: O(1); setting copies the storage first when it is shared.
    @inlinable
    public subscript(position: Int) -> Double {
        get {
            checkIndex(position)
            return buffer.withElements { $0[position] }
        }
        set {
            checkIndex(position)
            makeUnique(minimumCapacity: buffer.count)
            buffer.withElements { $0[position] = newValue }
        }
    }

    /// Traps with "Index out of range" (in every build configuration:
    /// `precondition` drops its message under `-O`).
    @inlinable @inline(__always)
    func checkIndex(_ position: Int) {
        if _slowPath(position < 0 || position >= buffer.count) {
            fatalError("Index out of range")
        }
    }

    /// Calls `body` with the elements in contiguous memory; never `nil`.
    ///
    /// - Parameter body: A closure given the elements; the buffer is valid only
    ///   during the call.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    /// - Complexity: O(1) plus the cost of `body`.
    @inlinable
    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R? {
        try withUnsafeBufferPointer(body)
    }

    /// Calls `body` with the elements in contiguous, mutable memory (copied
    /// first only if shared); never `nil`.
    ///
    /// - Parameter body: A closure given the elements; the buffer is valid only
    ///   during the call and must not be replaced.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    /// - Complexity: O(count) when the storage is shared, O(1) otherwise, plus the cost of `body`.
    @inlinable
    public mutating func withContiguousMutableStorageIfAvailable<R>(
        _ body: (inout UnsafeMutableBufferPointer<Double>) throws -> R
    ) rethrows -> R? {
        try withUnsafeMutableBufferPointer(body)
    }
}

extension AnimatableVector: RangeReplaceableCollection {
    /// Replaces `subrange` with `newElements`, in place when the storage is
    /// unique and large enough; grows geometrically otherwise, so repeated
    /// `append` is amortized O(1).
    ///
    /// - Parameters:
    ///   - subrange: The positions to replace, within `0...count`; traps with
    ///     "Range out of bounds" otherwise, like `Array`.
    ///   - newElements: The elements to insert in their place.
    /// - Complexity: O(count + newElements.count).
    @inlinable
    public mutating func replaceSubrange<C: Collection<Double>>(_ subrange: Range<Int>, with newElements: C) {
        let oldCount = buffer.count
        if _slowPath(subrange.lowerBound < 0 || subrange.upperBound > oldCount) {
            fatalError("Range out of bounds")
        }
        let inserted = newElements.count
        let newCount = oldCount - subrange.count + inserted
        if newCount > buffer.storedCapacity {
            makeUnique(minimumCapacity: Swift.max(newCount, 2 * buffer.storedCapacity))
        } else {
            makeUnique(minimumCapacity: newCount)
        }
        buffer.withElements { base in
            let tail = oldCount - subrange.upperBound
            (base + subrange.lowerBound + inserted).moveInitialize(from: base + subrange.upperBound, count: tail)
            var i = subrange.lowerBound
            for element in newElements {
                base[i] = element
                i += 1
            }
        }
        buffer.count = newCount
    }

    /// Makes the storage unique with room for at least `n` elements, so
    /// growing to `n` allocates no more. A request beyond
    /// ``AnimationKernelsError/maximumElementCount`` (more than memory
    /// holds) is ignored, as the hint it is, where `Array` would stop.
    ///
    /// - Parameter n: The number of elements to make room for.
    /// - Complexity: O(count) when the storage is copied, O(1) otherwise.
    @inlinable
    public mutating func reserveCapacity(_ n: Int) {
        guard n <= AnimationKernelsError.maximumElementCount else { return }
        makeUnique(minimumCapacity: n)
    }
}

extension AnimatableVector: ExpressibleByArrayLiteral {
    /// Creates a vector of the literal's elements, e.g. `[0, 10, -5]`.
    ///
    /// - Parameter elements: The elements, in order.
    /// - Complexity: O(n) for n elements.
    @inlinable
    public init(arrayLiteral elements: Double...) {
        self.init(elements)
    }
}

extension AnimatableVector: Hashable {
    /// The number of elements up to and including the last non-zero one:
    /// trailing zeros are padding and take no part in equality or hashing.
    @inlinable
    var significantCount: Int {
        withUnsafeBufferPointer { elements in
            var n = elements.count
            while n > 0 && elements[n - 1] == 0 { n -= 1 }
            return n
        }
    }

    /// Equal when equal element by element after padding the shorter vector
    /// with zeros; so `[1, 2] == [1, 2, 0]` and `[] == .zero == [0, 0]`.
    /// NaN is unequal to everything, as for `Double`.
    ///
    /// - Parameters:
    ///   - lhs: A vector.
    ///   - rhs: Another vector.
    /// - Returns: Whether the two are equal after zero padding.
    /// - Complexity: O(lhs.count + rhs.count), to find the last non-zero
    ///   elements.
    @inlinable
    public static func == (lhs: AnimatableVector, rhs: AnimatableVector) -> Bool {
        let n = lhs.significantCount
        guard n == rhs.significantCount else { return false }
        return lhs.withUnsafeBufferPointer { a in
            rhs.withUnsafeBufferPointer { b in
                for i in 0..<n where a[i] != b[i] { return false }
                return true
            }
        }
    }

    /// Hashes the elements up to the last non-zero one, consistently with
    /// ``==(_:_:)``.
    ///
    /// - Parameter hasher: The hasher to feed.
    /// - Complexity: O(count).
    @inlinable
    public func hash(into hasher: inout Hasher) {
        let n = significantCount
        hasher.combine(n)
        withUnsafeBufferPointer { elements in
            for i in 0..<n { hasher.combine(elements[i]) }
        }
    }
}

extension AnimatableVector: Codable {
    /// Decodes a plain array of numbers, as `[Double]` does.
    ///
    /// - Parameter decoder: A decoder holding an array of numbers.
    /// - Throws: `DecodingError` when the value is not an array of numbers.
    /// - Complexity: O(n) for n elements.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([Double].self))
    }

    /// Encodes a plain array of numbers, as `[Double]` does.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    /// - Complexity: O(count).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Array(self))
    }
}

extension AnimatableVector: CustomStringConvertible {
    /// The elements in brackets, e.g. `AnimatableVector([1.0, 2.5])`.
    public var description: String {
        "AnimatableVector(\(Array(self)))"
    }
}
