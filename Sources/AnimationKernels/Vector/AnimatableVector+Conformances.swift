extension AnimatableVector: RandomAccessCollection, MutableCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>

    @inlinable
    public var startIndex: Int { 0 }

    @inlinable
    public var endIndex: Int { storage.count }

    /// The element at `position`; traps with Swift's "Index out of range"
    /// message outside `0..<count`, like `Array`.
    @inlinable
    public subscript(position: Int) -> Double {
        get { storage[position] }
        _modify { yield &storage[position] }
    }

    @inlinable
    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R? {
        try storage.withUnsafeBufferPointer(body)
    }
}

extension AnimatableVector: RangeReplaceableCollection {
    @inlinable
    public mutating func replaceSubrange<C: Collection<Double>>(_ subrange: Range<Int>, with newElements: C) {
        storage.replaceSubrange(subrange, with: newElements)
    }

    @inlinable
    public mutating func reserveCapacity(_ n: Int) {
        storage.reserveCapacity(n)
    }
}

extension AnimatableVector: ExpressibleByArrayLiteral {
    @inlinable
    public init(arrayLiteral elements: Double...) {
        storage = ContiguousArray(elements)
    }
}

extension AnimatableVector: Hashable {
    /// The number of elements up to and including the last non-zero one:
    /// trailing zeros are padding and take no part in equality or hashing.
    @inlinable
    var significantCount: Int {
        var n = storage.count
        while n > 0 && storage[n - 1] == 0 { n -= 1 }
        return n
    }

    /// Equal when equal element by element after padding the shorter vector
    /// with zeros; so `[1, 2] == [1, 2, 0]` and `[] == .zero == [0, 0]`.
    /// NaN is unequal to everything, as for `Double`.
    @inlinable
    public static func == (lhs: AnimatableVector, rhs: AnimatableVector) -> Bool {
        let n = lhs.significantCount
        guard n == rhs.significantCount else { return false }
        for i in 0..<n where lhs.storage[i] != rhs.storage[i] {
            return false
        }
        return true
    }

    @inlinable
    public func hash(into hasher: inout Hasher) {
        let n = significantCount
        hasher.combine(n)
        for i in 0..<n {
            hasher.combine(storage[i])
        }
    }
}

extension AnimatableVector: Codable {
    /// Decodes a plain array of numbers, as `[Double]` does.
    public init(from decoder: any Decoder) throws {
        storage = try ContiguousArray(decoder.singleValueContainer().decode([Double].self))
    }

    /// Encodes a plain array of numbers, as `[Double]` does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Array(storage))
    }
}

extension AnimatableVector: CustomStringConvertible {
    /// The elements in brackets, e.g. `AnimatableVector([1.0, 2.5])`.
    public var description: String {
        "AnimatableVector(\(Array(storage)))"
    }
}
