extension AnimatableVector {
    /// Adds `alpha · other` to the vector in place (BLAS's `axpy`), growing
    /// it with zeros first if `other` is longer. Non-finite values propagate
    /// as IEEE 754 arithmetic says.
    ///
    /// - Parameters:
    ///   - other: the vector to add; a shorter one counts as zero-padded.
    ///   - alpha: the factor applied to `other`.
    ///   - backend: where the arithmetic runs; `.automatic` picks by length.
    /// - Complexity: O(max(count, other.count)); allocates nothing when the
    ///   storage is uniquely referenced and at least `other.count` long.
    @inlinable @inline(__always)
    public mutating func add(_ other: AnimatableVector, scaledBy alpha: Double, backend: Backend = .automatic) {
        let n = other.buffer.count
        if _slowPath(!alpha.isFinite) {
            addPaddingTimesNonFinite(alpha, from: n)
        }
        guard n > 0 else { return }
        let y = mutableElements(paddedTo: n)
        // Resolved after the uniqueness check, which is a call: the choice
        // is then not kept across it (see the benchmark's Tuning notes, "Short vectors").
        withExtendedLifetime(other) {
            if backend.decidesOutOfLine(.axpy, count: n) {
                return Backend.automaticAxpy(count: n, alpha: alpha, x: other.buffer.elements, y: y)
            }
            backend.resolvedInline.axpy(count: n, alpha: alpha, x: other.buffer.elements, y: y)
        }
    }

    /// Past the end of the other operand its padding is zero, which a
    /// finite coefficient leaves alone but NaN or ±∞ turns into NaN
    /// (0 · ∞ = NaN), as the padding rule promises.
    @usableFromInline
    mutating func addPaddingTimesNonFinite(_ alpha: Double, from start: Int) {
        let total = buffer.count
        guard total > start else { return }
        let y = mutableElements(paddedTo: total)
        for i in start..<total { y[i] += alpha * 0 }
    }

    /// Multiplies every element by `rhs` in place.
    ///
    /// - Parameters:
    ///   - rhs: the factor.
    ///   - backend: where the arithmetic runs; `.automatic` picks by length.
    /// - Complexity: O(count); allocates nothing when the storage is
    ///   uniquely referenced.
    @inlinable @inline(__always)
    public mutating func scale(by rhs: Double, backend: Backend) {
        let n = buffer.count
        guard n > 0 else { return }
        let x = mutableElements(paddedTo: n)
        // After the uniqueness check, as in `add(_:scaledBy:backend:)`.
        if backend.decidesOutOfLine(.scale, count: n) {
            return Backend.automaticScale(count: n, alpha: rhs, x: x)
        }
        backend.resolvedInline.scale(count: n, alpha: rhs, x: x)
    }

    /// Multiplies every element by `rhs` in place, on ``Backend/automatic``.
    ///
    /// - Parameter rhs: The factor.
    /// - Complexity: O(count); allocates nothing when the storage is
    ///   uniquely referenced.
    @inlinable @inline(__always)
    public mutating func scale(by rhs: Double) {
        scale(by: rhs, backend: .automatic)
    }

    /// Moves the vector towards `other` by the fraction `amount`:
    /// `self[i] += amount · (other[i] − self[i])`, with the shorter operand
    /// padded with zeros. `amount` is not clamped (values outside [0, 1]
    /// extrapolate, as in SwiftUI).
    ///
    /// - Parameters:
    ///   - other: the vector to move towards.
    ///   - amount: the fraction of the way to go; 0 keeps the vector, 1
    ///     gives `other`.
    ///   - backend: where the arithmetic runs; `.automatic` picks by length.
    /// - Complexity: O(max(count, other.count)); allocates nothing when the
    ///   storage is uniquely referenced and at least `other.count` long.
    @inlinable @inline(__always)
    public mutating func interpolate(towards other: AnimatableVector, amount: Double, backend: Backend) {
        let n = other.buffer.count
        let total = Swift.max(buffer.count, n)
        guard total > 0 else { return }
        let y = mutableElements(paddedTo: total)
        // After the uniqueness check, as in `add(_:scaledBy:backend:)`.
        withExtendedLifetime(other) {
            if backend.decidesOutOfLine(.interpolate, count: total) {
                return Backend.automaticInterpolate(count: n, total: total, amount: amount, towards: other.buffer.elements, y: y)
            }
            backend.resolvedInline.interpolate(count: n, total: total, amount: amount, towards: other.buffer.elements, y: y)
        }
    }

    /// Moves the vector towards `other` by the fraction `amount`, on
    /// ``Backend/automatic``; see ``interpolate(towards:amount:backend:)``.
    ///
    /// - Parameters:
    ///   - other: The vector to move towards.
    ///   - amount: The fraction of the way to go, not clamped.
    /// - Complexity: O(max(count, other.count)); allocates nothing when the
    ///   storage is uniquely referenced and at least `other.count` long.
    @inlinable @inline(__always)
    public mutating func interpolate(towards other: AnimatableVector, amount: Double) {
        interpolate(towards: other, amount: amount, backend: .automatic)
    }

    /// Returns the vector moved towards `other` by `amount`.
    ///
    /// - Parameters:
    ///   - other: the vector to move towards.
    ///   - amount: the fraction of the way to go, not clamped.
    ///   - backend: where the arithmetic runs.
    /// - Returns: `self + amount · (other − self)`, as long as the longer
    ///   operand.
    /// - Complexity: O(max(count, other.count)); allocates the result.
    @inlinable
    public func interpolated(towards other: AnimatableVector, amount: Double, backend: Backend = .automatic) -> AnimatableVector {
        var result = self
        result.makeUnique(minimumCapacity: Swift.max(buffer.count, other.buffer.count))
        result.interpolate(towards: other, amount: amount, backend: backend)
        return result
    }

    /// The dot product `Σ self[i] · other[i]` over the common length (the
    /// zero padding contributes nothing).
    ///
    /// - Parameters:
    ///   - other: the second operand.
    ///   - backend: where the sum runs; `.automatic` picks by length.
    /// - Returns: the sum of the products.
    /// - Complexity: O(min(count, other.count)).
    @inlinable @inline(__always)
    public func dot(_ other: AnimatableVector, backend: Backend = .automatic) -> Double {
        let n = Swift.min(buffer.count, other.buffer.count)
        guard n > 0 else { return 0 }
        return withExtendedLifetime(self) {
            withExtendedLifetime(other) {
                if backend.decidesOutOfLine(.dot, count: n) {
                    return Backend.automaticDot(count: n, x: buffer.elements, y: other.buffer.elements)
                }
                return backend.resolvedInline.dot(count: n, x: buffer.elements, y: other.buffer.elements)
            }
        }
    }

    /// The squared Euclidean norm `Σ self[i]²`.
    ///
    /// - Parameter backend: where the sum runs.
    /// - Returns: the sum of the squares.
    /// - Complexity: O(count).
    @inlinable @inline(__always)
    public func magnitudeSquared(backend: Backend) -> Double {
        dot(self, backend: backend)
    }
}

extension AnimatableVector: VectorArithmetic {
    /// The empty vector; it behaves as a vector of zeros of any length.
    @inlinable
    public static var zero: AnimatableVector { AnimatableVector() }

    /// The squared Euclidean norm, on ``Backend/automatic``.
    @inlinable @inline(__always)
    public var magnitudeSquared: Double { magnitudeSquared(backend: .automatic) }

    /// The element-wise sum, as long as the longer operand.
    ///
    /// - Parameters:
    ///   - lhs: A vector.
    ///   - rhs: The vector to add.
    /// - Returns: `lhs + rhs`, the shorter operand padded with zeros.
    /// - Complexity: O(max(lhs.count, rhs.count)); allocates the result.
    @inlinable
    public static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        var result = lhs
        result.makeUnique(minimumCapacity: Swift.max(lhs.buffer.count, rhs.buffer.count))
        result.add(rhs, scaledBy: 1)
        return result
    }

    /// The element-wise difference, as long as the longer operand.
    ///
    /// - Parameters:
    ///   - lhs: A vector.
    ///   - rhs: The vector to subtract.
    /// - Returns: `lhs - rhs`, the shorter operand padded with zeros.
    /// - Complexity: O(max(lhs.count, rhs.count)); allocates the result.
    @inlinable
    public static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        var result = lhs
        result.makeUnique(minimumCapacity: Swift.max(lhs.buffer.count, rhs.buffer.count))
        result.add(rhs, scaledBy: -1)
        return result
    }

    /// Adds `rhs` in place.
    ///
    /// - Parameters:
    ///   - lhs: The vector to change; grows to `rhs.count` if shorter.
    ///   - rhs: The vector to add.
    /// - Complexity: O(max(lhs.count, rhs.count)); allocates nothing when
    ///   `lhs` is uniquely referenced and at least as long as `rhs`.
    @inlinable @inline(__always)
    public static func += (lhs: inout AnimatableVector, rhs: AnimatableVector) {
        lhs.add(rhs, scaledBy: 1)
    }

    /// Subtracts `rhs` in place.
    ///
    /// - Parameters:
    ///   - lhs: The vector to change; grows to `rhs.count` if shorter.
    ///   - rhs: The vector to subtract.
    /// - Complexity: O(max(lhs.count, rhs.count)); allocates nothing when
    ///   `lhs` is uniquely referenced and at least as long as `rhs`.
    @inlinable @inline(__always)
    public static func -= (lhs: inout AnimatableVector, rhs: AnimatableVector) {
        lhs.add(rhs, scaledBy: -1)
    }
}
