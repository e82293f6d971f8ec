extension AnimatableVector {
    /// Adds `alpha · other` to the vector in place (BLAS's `axpy`), growing
    /// it with zeros first if `other` is longer.
    ///
    /// O(max(count, other.count)); allocates nothing when the storage is
    /// uniquely referenced and at least `other.count` long. Non-finite
    /// values propagate as IEEE 754 arithmetic says.
    @inlinable
    public mutating func add(_ other: AnimatableVector, scaledBy alpha: Double, backend: Backend = .automatic) {
        let n = other.storage.count
        guard n > 0 else { return }
        extend(toCount: n)
        let kernels = backend.resolved(for: .axpy, count: n)
        other.storage.withUnsafeBufferPointer { x in
            storage.withUnsafeMutableBufferPointer { y in
                kernels.axpy(count: n, alpha: alpha, x: x.baseAddress!, y: y.baseAddress!)
            }
        }
    }

    /// Multiplies every element by `rhs` in place. O(count); allocates
    /// nothing when the storage is uniquely referenced.
    @inlinable
    public mutating func scale(by rhs: Double, backend: Backend) {
        let n = storage.count
        guard n > 0 else { return }
        let kernels = backend.resolved(for: .scale, count: n)
        storage.withUnsafeMutableBufferPointer { x in
            kernels.scale(count: n, alpha: rhs, x: x.baseAddress!)
        }
    }

    /// Multiplies every element by `rhs` in place, on ``Backend/automatic``.
    @inlinable
    public mutating func scale(by rhs: Double) {
        scale(by: rhs, backend: .automatic)
    }

    /// Moves the vector towards `other` by the fraction `amount`:
    /// `self[i] += amount · (other[i] − self[i])`, with the shorter operand
    /// padded with zeros. `amount` is not clamped (values outside [0, 1]
    /// extrapolate, as in SwiftUI).
    ///
    /// O(max(count, other.count)); allocates nothing when the storage is
    /// uniquely referenced and at least `other.count` long.
    @inlinable
    public mutating func interpolate(towards other: AnimatableVector, amount: Double, backend: Backend) {
        let n = other.storage.count
        extend(toCount: n)
        let total = storage.count
        guard total > 0 else { return }
        let kernels = backend.resolved(for: .interpolate, count: total)
        storage.withUnsafeMutableBufferPointer { y in
            let base = y.baseAddress!
            if n > 0 {
                other.storage.withUnsafeBufferPointer { x in
                    kernels.interpolate(count: n, amount: amount, towards: x.baseAddress!, y: base)
                }
            }
            // Past the end of `other` the target is zero: y + t·(0 − y).
            if total > n {
                kernels.scale(count: total - n, alpha: 1 - amount, x: base + n)
            }
        }
    }

    /// Moves the vector towards `other` by the fraction `amount`, on
    /// ``Backend/automatic``; see ``interpolate(towards:amount:backend:)``.
    @inlinable
    public mutating func interpolate(towards other: AnimatableVector, amount: Double) {
        interpolate(towards: other, amount: amount, backend: .automatic)
    }

    /// Returns the vector moved towards `other` by `amount`.
    @inlinable
    public func interpolated(towards other: AnimatableVector, amount: Double, backend: Backend = .automatic) -> AnimatableVector {
        var result = self
        result.storage.reserveCapacity(Swift.max(storage.count, other.storage.count))
        result.interpolate(towards: other, amount: amount, backend: backend)
        return result
    }

    /// The dot product `Σ self[i] · other[i]` over the common length (the
    /// zero padding contributes nothing). O(min(count, other.count)).
    @inlinable
    public func dot(_ other: AnimatableVector, backend: Backend = .automatic) -> Double {
        let n = Swift.min(storage.count, other.storage.count)
        guard n > 0 else { return 0 }
        let kernels = backend.resolved(for: .dot, count: n)
        return storage.withUnsafeBufferPointer { x in
            other.storage.withUnsafeBufferPointer { y in
                kernels.dot(count: n, x: x.baseAddress!, y: y.baseAddress!)
            }
        }
    }

    /// The squared Euclidean norm `Σ self[i]²`. O(count).
    @inlinable
    public func magnitudeSquared(backend: Backend) -> Double {
        dot(self, backend: backend)
    }
}

extension AnimatableVector: VectorArithmetic {
    /// The empty vector; it behaves as a vector of zeros of any length.
    @inlinable
    public static var zero: AnimatableVector { AnimatableVector() }

    /// The squared Euclidean norm, on ``Backend/automatic``.
    @inlinable
    public var magnitudeSquared: Double { magnitudeSquared(backend: .automatic) }

    /// The element-wise sum, as long as the longer operand.
    @inlinable
    public static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        var result = lhs
        result.storage.reserveCapacity(Swift.max(lhs.storage.count, rhs.storage.count))
        result.add(rhs, scaledBy: 1)
        return result
    }

    /// The element-wise difference, as long as the longer operand.
    @inlinable
    public static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        var result = lhs
        result.storage.reserveCapacity(Swift.max(lhs.storage.count, rhs.storage.count))
        result.add(rhs, scaledBy: -1)
        return result
    }

    /// Adds `rhs` in place; allocates nothing when `lhs` is uniquely
    /// referenced and at least as long as `rhs`.
    @inlinable
    public static func += (lhs: inout AnimatableVector, rhs: AnimatableVector) {
        lhs.add(rhs, scaledBy: 1)
    }

    /// Subtracts `rhs` in place; allocates nothing when `lhs` is uniquely
    /// referenced and at least as long as `rhs`.
    @inlinable
    public static func -= (lhs: inout AnimatableVector, rhs: AnimatableVector) {
        lhs.add(rhs, scaledBy: -1)
    }
}
