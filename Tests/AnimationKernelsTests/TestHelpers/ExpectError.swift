import AnimationKernels
import AnimationKernelsTestSupport
import Testing

/// The case of an ``AnimationKernelsError``, for checking a thrown error's
/// kind and parameter without pinning its message.
enum ErrorKind {
    case invalidParameter, bufferSize, tooLarge
}

/// Records an issue unless `body` throws an ``AnimationKernelsError`` of
/// `kind` (any kind when `nil`) naming `parameter`.
func expectError(
    _ kind: ErrorKind?, _ parameter: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) {
    do {
        try body()
        Issue.record("expected a \(kind.map { "\($0)" } ?? "typed") error naming \(parameter); nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as AnimationKernelsError {
        let actualKind: ErrorKind
        switch error {
        case .invalidParameter: actualKind = .invalidParameter
        case .bufferSize: actualKind = .bufferSize
        case .tooLarge: actualKind = .tooLarge
        }
        if (kind != nil && actualKind != kind) || error.parameter != parameter {
            Issue.record("expected a \(kind.map { "\($0)" } ?? "typed") error naming \(parameter); got \(error)", sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record("expected an AnimationKernelsError; got \(error)", sourceLocation: sourceLocation)
    }
}

/// Records an issue unless `body` throws an ``AnimationKernelsError``, of
/// any kind, naming `parameter`.
func expectError(_ parameter: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) {
    expectError(nil, parameter, sourceLocation: sourceLocation, body)
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
