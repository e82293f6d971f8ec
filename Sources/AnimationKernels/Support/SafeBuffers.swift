// The plumbing of the safe batch forms (the `+SafeBuffers.swift` files next
// to each batched type): collections and spans handed to the unsafe forms,
// which hold the one implementation, checks included.

extension Collection where Element == Double {
    /// Runs `body` on the values' contiguous storage, without copying when
    /// they have it (arrays, slices, spans' buffers), else on a copy.
    func withDoubleBuffer<R>(_ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R {
        if let result = try withContiguousStorageIfAvailable(body) { return result }
        return try Array(self).withUnsafeBufferPointer(body)
    }
}

extension Array where Element: BitwiseCopyable {
    /// An array of `count` elements, every one written by `body`: the
    /// storage is not zeroed first, as `body` overwrites it all. When `body`
    /// throws, no array is made.
    static func written(count: Int, by body: (UnsafeMutableBufferPointer<Element>) throws -> Void) rethrows -> [Element] {
        try Array(unsafeUninitializedCapacity: count) { buffer, initializedCount in
            try body(UnsafeMutableBufferPointer(rebasing: buffer[..<count]))
            initializedCount = count
        }
    }
}

extension AnimationKernelsError {
    /// `a · b` when it is a valid element count, else 0: the output size of
    /// a safe form before its unsafe form has checked the arguments, which
    /// then reports the one that is wrong.
    static func expectedCount(_ a: Int, _ b: Int) -> Int {
        (try? requireElementCount(a, b, "")) ?? 0
    }
}
