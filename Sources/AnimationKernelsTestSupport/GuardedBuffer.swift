/// The value a guarded buffer holds before a kernel writes it.
public let unwrittenMarker = -7777.0

/// Runs `body` on a buffer of `count` doubles, initially all `fill`, that
/// sits between 16 guard elements on each side holding a sentinel, so that a
/// write outside the slice a kernel was given shows.
/// - Parameters:
///   - count: The number of elements `body` may write.
///   - fill: The value every element holds before `body` runs.
///   - body: The code under test, given the buffer.
/// - Returns: The buffer's contents after `body`, and whether every guard
///   element still holds the sentinel.
/// - Throws: What `body` throws.
/// - Complexity: O(`count`) besides `body`.
public func withGuardBands(
    count: Int, fill: Double = unwrittenMarker, _ body: (UnsafeMutableBufferPointer<Double>) throws -> Void
) rethrows -> (values: [Double], intact: Bool) {
    let guardCount = 16
    let sentinel = 31_415.926
    var storage = [Double](repeating: sentinel, count: guardCount) + [Double](repeating: fill, count: count)
        + [Double](repeating: sentinel, count: guardCount)
    try storage.withUnsafeMutableBufferPointer { all in
        try body(UnsafeMutableBufferPointer(rebasing: all[guardCount..<(guardCount + count)]))
    }
    let intact = storage[..<guardCount].allSatisfy { $0 == sentinel }
        && storage[(guardCount + count)...].allSatisfy { $0 == sentinel }
    return (Array(storage[guardCount..<(guardCount + count)]), intact)
}

/// Runs `body` with `count` elements of `T` set to `fill`, the first of
/// them `offset` elements past a 64-byte boundary, for checking that kernels
/// need no particular alignment.
/// - Parameters:
///   - count: The number of elements `body` is given.
///   - offset: How many elements past the 64-byte boundary the first one sits.
///   - fill: The value every element, the `offset` before them included, holds first.
///   - body: The code under test, given a pointer to the first element.
/// - Returns: The `offset + count` elements from the boundary on, as `body` left them.
/// - Complexity: O(`offset + count`) besides `body`.
public func withOffsetBuffer<T>(count: Int, offset: Int, fill: T, _ body: (UnsafeMutablePointer<T>) -> Void) -> [T] {
    let total = offset + count
    let raw = UnsafeMutableRawPointer.allocate(byteCount: total * MemoryLayout<T>.stride, alignment: 64)
    defer { raw.deallocate() }
    let elements = raw.bindMemory(to: T.self, capacity: total)
    elements.initialize(repeating: fill, count: total)
    body(elements + offset)
    return Array(UnsafeBufferPointer(start: elements, count: total))
}
