import AnimationKernels
import AnimationKernelsTestSupport
import Testing

/// Runs `body` on a guarded buffer of `count` elements (see
/// `withGuardBands`) and records an issue if it wrote outside them.
/// Returns the buffer's contents after `body` (initially all `fill`).
@discardableResult
func withGuardedBuffer(
    count: Int, fill: Double = unwrittenMarker, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (UnsafeMutableBufferPointer<Double>) throws -> Void
) rethrows -> [Double] {
    let (values, intact) = try withGuardBands(count: count, fill: fill, body)
    if !intact {
        Issue.record("a guard element around the \(count)-element buffer was overwritten", sourceLocation: sourceLocation)
    }
    return values
}

/// Runs `body` on a guarded output of `outputCount` elements for a trial
/// whose input may be bad: records an issue for a write outside the output
/// or an error that is not an ``AnimationKernelsError``.
/// Returns the output as `body` left it and whether `body` threw.
func attemptGuarded(
    outputCount: Int, _ comment: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (UnsafeMutableBufferPointer<Double>) throws -> Void
) -> (values: [Double], threw: Bool) {
    var threw = false
    let values = withGuardedBuffer(count: outputCount, sourceLocation: sourceLocation) { output in
        do {
            try body(output)
        } catch is AnimationKernelsError {
            threw = true
        } catch {
            Issue.record("\(comment()): untyped error \(error)", sourceLocation: sourceLocation)
        }
    }
    return (values, threw)
}
