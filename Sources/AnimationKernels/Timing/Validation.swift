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
