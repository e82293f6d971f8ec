/// Whether `a` and `b` agree within `relative` of `scale` (or of the larger
/// magnitude of the two when no scale is given), or within `absolute`.
/// NaNs agree only with NaNs, and infinities only with the same infinity.
public func isClose(_ a: Double, _ b: Double, relative: Double = 1e-12, absolute: Double = 0, scale: Double? = nil) -> Bool {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
    if a.isInfinite || b.isInfinite { return a == b }
    let reference = scale ?? max(abs(a), abs(b))
    return abs(a - b) <= max(absolute, relative * reference)
}
