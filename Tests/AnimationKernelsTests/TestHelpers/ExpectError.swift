import AnimationKernels
import Testing

/// The value a guarded buffer holds before a kernel writes it.
let unwrittenMarker = -7777.0

/// Runs `body` on a buffer of `count` elements that sits between guard
/// elements holding a sentinel, then records an issue for every guard the
/// body changed: a write outside the buffer a kernel was given.
/// Returns the buffer's contents after `body` (initially all `fill`).
@discardableResult
func withGuardedBuffer(
    count: Int, fill: Double = unwrittenMarker, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (UnsafeMutableBufferPointer<Double>) throws -> Void
) rethrows -> [Double] {
    let guardCount = 16
    let sentinel = 31_415.926
    var storage = [Double](repeating: sentinel, count: guardCount) + [Double](repeating: fill, count: count)
        + [Double](repeating: sentinel, count: guardCount)
    try storage.withUnsafeMutableBufferPointer { all in
        try body(UnsafeMutableBufferPointer(rebasing: all[guardCount..<(guardCount + count)]))
    }
    let guards = Array(storage[..<guardCount]) + Array(storage[(guardCount + count)...])
    if guards.contains(where: { $0 != sentinel }) {
        Issue.record("a guard element around the \(count)-element buffer was overwritten", sourceLocation: sourceLocation)
    }
    return Array(storage[guardCount..<(guardCount + count)])
}

/// The case of an ``AnimationKernelsError``, for checking a thrown error's
/// kind and parameter without pinning its message.
enum ErrorKind {
    case invalidParameter, bufferSize, tooLarge
}

/// Records an issue unless `body` throws an ``AnimationKernelsError`` of
/// `kind` naming `parameter`.
func expectError(
    _ kind: ErrorKind, _ parameter: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) {
    do {
        try body()
        Issue.record("expected a \(kind) error naming \(parameter); nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as AnimationKernelsError {
        let actualKind: ErrorKind
        switch error {
        case .invalidParameter: actualKind = .invalidParameter
        case .bufferSize: actualKind = .bufferSize
        case .tooLarge: actualKind = .tooLarge
        }
        if actualKind != kind || error.parameter != parameter {
            Issue.record("expected a \(kind) error naming \(parameter); got \(error)", sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record("expected an AnimationKernelsError; got \(error)", sourceLocation: sourceLocation)
    }
}

/// Records an issue unless `body`, given a guarded output buffer of
/// `outputCount` elements, throws an ``AnimationKernelsError`` of `kind`
/// naming `parameter` without writing to the buffer or around it.
func expectRejected(
    outputCount: Int, _ kind: ErrorKind, _ parameter: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (UnsafeMutableBufferPointer<Double>) throws -> Void
) {
    let contents = withGuardedBuffer(count: outputCount, sourceLocation: sourceLocation) { output in
        expectError(kind, parameter, sourceLocation: sourceLocation) { try body(output) }
    }
    if contents.contains(where: { $0 != unwrittenMarker }) {
        Issue.record("output written despite the \(parameter) error", sourceLocation: sourceLocation)
    }
}

/// Runs `body` with `count` elements of `T` set to `fill`, the first of
/// them `offset` elements past a 64-byte boundary, and returns the
/// `offset + count` elements from that boundary on, as `body` left them.
func withOffsetBuffer<T>(count: Int, offset: Int, fill: T, _ body: (UnsafeMutablePointer<T>) -> Void) -> [T] {
    let total = offset + count
    let raw = UnsafeMutableRawPointer.allocate(byteCount: total * MemoryLayout<T>.stride, alignment: 64)
    defer { raw.deallocate() }
    let elements = raw.bindMemory(to: T.self, capacity: total)
    elements.initialize(repeating: fill, count: total)
    body(elements + offset)
    return Array(UnsafeBufferPointer(start: elements, count: total))
}
