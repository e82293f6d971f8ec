/// An unevaluated sum `hi + lo` of two doubles with `|lo| ≤ ulp(hi)/2`:
/// about 106 significant bits, enough to give the sign of a cubic's residual
/// near a root where plain `Double` arithmetic only returns rounding noise.
///
/// Only the operations the bezier solve needs exist. The algorithms are the
/// classical error-free transformations (Knuth's two-sum, Dekker's
/// fast two-sum, the fused multiply-add product error).
struct DoubleDouble: Sendable {
    var hi: Double
    var lo: Double

    init(_ hi: Double, _ lo: Double = 0) {
        self.hi = hi
        self.lo = lo
    }

    /// `a + b` exactly, as a normalized pair (Knuth's two-sum: no
    /// precondition on the magnitudes).
    static func sum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        let bb = s - a
        return DoubleDouble(s, (a - (s - bb)) + (b - bb))
    }

    /// `a + b` exactly when `|a| ≥ |b|` (or `a == 0`).
    static func fastSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        return DoubleDouble(s, b - (s - a))
    }

    /// `a · b` exactly: the fused multiply-add recovers the rounding error.
    static func product(_ a: Double, _ b: Double) -> DoubleDouble {
        let p = a * b
        return DoubleDouble(p, (-p).addingProduct(a, b))
    }

    /// The sum to about 2⁻¹⁰⁶ relative (the accurate variant, which also
    /// stays accurate when the two operands nearly cancel).
    static func + (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
        let s = sum(x.hi, y.hi)
        let t = sum(x.lo, y.lo)
        let u = fastSum(s.hi, s.lo + t.hi)
        return fastSum(u.hi, u.lo + t.lo)
    }

    /// The product with a double, to about 2⁻¹⁰⁶ relative.
    static func * (x: DoubleDouble, y: Double) -> DoubleDouble {
        let p = product(x.hi, y)
        return fastSum(p.hi, p.lo + x.lo * y)
    }

    /// The value rounded to the nearest double.
    var rounded: Double { hi + lo }
}
