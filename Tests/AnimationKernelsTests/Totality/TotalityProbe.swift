import AnimationKernels
import Foundation

/// One call of the trap walk: `body` runs public entry points with a special
/// value in each floating-point (or count) argument in turn. Returning or
/// throwing passes; stopping the process fails.
struct TotalityProbe: Sendable {
    /// The public entry points `body` calls, spelled as the symbol graph
    /// names them (`Type.member(label:)`), the first naming the probe.
    let entryPoints: [String]
    /// Calls the entry points with the value of one input.
    let body: @Sendable (Double) throws -> Void

    init(_ entryPoints: String..., body: @escaping @Sendable (Double) throws -> Void) {
        self.init(entryPoints: entryPoints, body: body)
    }

    /// A probe whose entry points are computed (one per conforming type).
    init(entryPoints: [String], body: @escaping @Sendable (Double) throws -> Void) {
        self.entryPoints = entryPoints
        self.body = body
    }

    /// The probe's name in reports and in ``TotalityWalk/knownTraps``.
    var name: String { entryPoints[0] }
}

/// Keeps a result alive so that the call producing it is not removed.
@inline(never)
func sink<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// The special values the walk feeds every probe, by name.
enum TotalityInput {
    static let all: [(name: String, value: Double)] = [
        ("nan", .nan), ("+inf", .infinity), ("-inf", -.infinity), ("+0", 0), ("-0", -0.0),
        ("+subnormal", .leastNonzeroMagnitude), ("-subnormal", -.leastNonzeroMagnitude),
        ("+max", .greatestFiniteMagnitude), ("-max", -.greatestFiniteMagnitude), ("1e30", 1e30), ("-1", -1),
    ]

    /// `value` as a count: the values that are not counts become the
    /// extreme counts a caller could compute from them (NaN → 0,
    /// ±∞ and ±max → ±`Int.max`, 1e30 → `Int.max`), ±0 and subnormals 0
    /// or ∓1 for the negative ones, so the same walk probes sizes.
    static func count(_ value: Double) -> Int {
        if value.isNaN { return 0 }
        if value >= 1 { return value >= 0x1p63 ? Int.max : Int(value) }
        if value <= -1 { return value <= -0x1p63 ? Int.min : Int(value) }
        return value.sign == .minus ? -1 : 0
    }
}

/// Keeps a batch's output alive, and stops the program when it holds a
/// NaN computed from finite input (`x` finite): a safe form either throws
/// or returns numbers, so the walk reports such a case as it reports a trap.
@inline(never)
func computed<Output: BinaryFloatingPoint>(_ values: [Output]?, from x: Double) {
    precondition(!x.isFinite || !(values ?? []).contains { $0.isNaN }, "NaN from finite input")
    sink(values)
}

/// Keeps a shape's path alive, and stops the program when it holds a
/// non-finite point: a shape drawn through the public API never holds one,
/// whatever its input, so the walk reports such a case as it reports a trap.
@inline(never)
func drawn(_ path: Path) {
    precondition(path.isFinite, "a shape drew a non-finite point")
    sink(path)
}
