import Foundation

extension AnimationKernelsError {
    /// The most `Double`s one buffer the library allocates may hold: as many
    /// as fit in the machine's physical memory. Larger requests are refused
    /// with ``tooLarge(parameter:requested:limit:)`` before anything is
    /// allocated, where the allocation itself would stop the program.
    public static let maximumElementCount = Int(clamping: ProcessInfo.processInfo.physicalMemory / UInt64(MemoryLayout<Double>.stride))

    /// `a · b` as an element count, or ``tooLarge(parameter:requested:limit:)``
    /// naming `parameter` when it overflows `Int` or exceeds
    /// ``maximumElementCount`` (an overflow reports `Int.max` as requested).
    @usableFromInline
    static func requireElementCount(_ a: Int, _ b: Int, _ parameter: String) throws -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        guard !overflow, product <= maximumElementCount else {
            throw AnimationKernelsError.tooLarge(parameter: parameter, requested: overflow ? Int.max : product, limit: maximumElementCount)
        }
        return product
    }

    /// Throws ``invalidParameter(parameter:value:requirement:)`` naming
    /// `parameter` and the index of the first NaN or infinity in `values`.
    ///
    /// The scan runs eight lanes wide (`x − x` is 0 for finite `x` and NaN
    /// otherwise, and NaN survives addition) into two independent probes, so
    /// it is bound by loads rather than by the adds' latency, and checking
    /// a batch's input costs a small fraction of writing its output.
    @usableFromInline
    static func requireFinite(_ values: UnsafeBufferPointer<Double>, _ parameter: String) throws {
        guard let base = values.baseAddress else { return }
        let count = values.count
        let lanes = SIMD8<Double>.scalarCount
        func load(_ i: Int) -> SIMD8<Double> { UnsafeRawPointer(base + i).loadUnaligned(as: SIMD8<Double>.self) }
        var probe = SIMD8<Double>(), other = SIMD8<Double>()
        var i = 0
        while i + 2 * lanes <= count {
            let x = load(i), y = load(i + lanes)
            probe += x - x
            other += y - y
            i += 2 * lanes
        }
        if i + lanes <= count {
            let x = load(i)
            probe += x - x
            i += lanes
        }
        var tail = 0.0
        while i < count {
            tail += base[i] - base[i]
            i += 1
        }
        guard (probe + other).sum().isNaN || tail.isNaN else { return }
        let index = values.firstIndex { !$0.isFinite }!
        throw AnimationKernelsError.invalidParameter(
            parameter: parameter, value: "\(values[index]) at index \(index)", requirement: "must be finite")
    }

    /// Throws ``invalidParameter(parameter:value:requirement:)`` naming
    /// `name[i]` for the first NaN in `values` (infinities pass: progress is
    /// clamped, times are checked elsewhere).
    ///
    /// The scan counts NaNs as an integer sum of a bit test (a NaN's
    /// magnitude bits exceed infinity's), which the compiler vectorizes at
    /// the build's width; only a batch with a NaN is searched for its index.
    ///
    /// - Complexity: O(values.count), allocation-free unless it throws.
    static func requireNotNaN(_ values: UnsafeBufferPointer<Double>, _ name: String) throws {
        guard let base = values.baseAddress else { return }
        var nans = 0
        for i in 0..<values.count {
            nans &+= Int(truncatingIfNeeded: ((base[i].bitPattern & 0x7FFF_FFFF_FFFF_FFFF) &+ 0x000F_FFFF_FFFF_FFFF) >> 63)
        }
        guard nans != 0, let index = values.firstIndex(where: \.isNaN) else { return }
        throw AnimationKernelsError.invalidParameter(parameter: "\(name)[\(index)]", value: "nan", requirement: "must not be NaN")
    }
}
