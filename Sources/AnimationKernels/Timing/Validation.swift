/// Runs a validating factory and stops the program with its error's message
/// if it throws.
///
/// The SwiftUI-named initializers cannot throw (code written against SwiftUI
/// must compile unchanged), but where SwiftUI has no clamp for a bad argument
/// a silent NaN would be worse than a crash. `fatalError` rather than
/// `precondition` because only the former keeps its message in `-O` builds.
func validOrFatal<T>(_ caller: String, _ make: () throws -> T) -> T {
    do {
        return try make()
    } catch {
        fatalError("\(caller): \(error)")
    }
}

/// Throws ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
/// unless `value` is finite and not negative.
func requireNonNegative(_ value: Double, _ parameter: @autoclosure () -> String) throws {
    guard value.isFinite && value >= 0 else {
        throw AnimationKernelsError.invalidParameter(parameter: parameter(), value: "\(value)", requirement: "must be finite and non-negative")
    }
}

/// Throws ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
/// unless every component of `value` is finite. The check is on
/// `magnitudeSquared`, the one norm every ``VectorArithmetic`` type has, so
/// values beyond about 1e154, whose square overflows, are refused too.
func requireFinite<V: VectorArithmetic>(_ value: V, _ parameter: @autoclosure () -> String) throws {
    guard value.magnitudeSquared.isFinite else {
        throw AnimationKernelsError.invalidParameter(parameter: parameter(), value: "\(value)", requirement: "must be finite (and below about 1e154 in magnitude)")
    }
}
