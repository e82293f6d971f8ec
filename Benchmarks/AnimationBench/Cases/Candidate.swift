import AnimationKernels

/// One contestant of a benchmark round: a library backend or a reference.
///
/// Its ``rawValue`` is exactly the `backend` string of `results.json`
/// (`automatic`, `plain-loop`, `dgemm-2thread`, `textbook-c (ease)`, …), so
/// records of older runs read back as the same candidates.
enum Candidate: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    /// The library on one backend (`automatic`, `scalar`, `simd`, `blas`).
    case library(Backend)
    /// The same work written over raw pointers on one thread, without zero
    /// skipping: a reference, not a floor.
    case plainLoop
    /// The code of the seed article (its `AnimatableVector`, its loops).
    case seed
    /// `interpolate` through an unspecialized generic engine step.
    case generic
    /// `interpolate` through a concrete engine step kept out of line: what
    /// any call costs, beside ``generic``.
    case concreteStep
    /// A pair of vectors through its concrete `interpolate`.
    case pair
    /// A pair of vectors through the unspecialized generic engine step.
    case genericPair
    /// `cblas_dgemm` on this many OpenBLAS threads.
    case dgemm(threads: Int)
    /// A STREAM loop with the kernel's access pattern, run beside it.
    case probe(threads: Int, nonTemporal: Bool)
    /// A figure of the bandwidth table measured at the start of a run.
    case stream
    /// One library call per value (curves, springs).
    case perCall
    /// One `UnitCurve.value(at:)` call per value on a curve other than
    /// easeInOut (whose row is ``perCall``).
    case perCallCurve(CurveVariant)
    /// The library's batch entry point on one curve.
    case batch(CurveVariant)
    /// The textbook bezier solver in Swift on one curve.
    case textbookSwift(CurveVariant)
    /// The textbook bezier solver in C on one curve, its own loop.
    case textbookC(CurveVariant)
    /// The textbook bezier solver in C on one curve, one external call per
    /// value: the yardstick of ``perCall`` and ``perCallCurve(_:)``.
    case textbookCPerCall(CurveVariant)
    /// The spring's closed form with libm's `exp`, `cos` and `sin`.
    case libmLoop
    /// A timeline's `value(at:)` frame by frame.
    case frameByFrame
    /// The numpy peer, in one of its formulations.
    case numpy(NumpyVariant)

    /// The curves of the timing cases; the raw value is the suffix the
    /// backend string carries (none for easeInOut).
    enum CurveVariant: String, CaseIterable, Sendable {
        case easeInOut = "", ease = " (ease)", overshoot = " (overshoot)"
    }

    /// numpy's variants; the raw value is the suffix after `numpy`.
    enum NumpyVariant: String, CaseIterable, Sendable {
        /// The case as a numpy user writes it (the fastest fair layout).
        case standard = ""
        /// Waves with a sine per point.
        case sine = "-sine"
        /// The CSS ease curve.
        case ease = " (ease)"
        /// The overshooting curve.
        case overshoot = " (overshoot)"
    }

    /// The `backend` string of `results.json`.
    var rawValue: String {
        switch self {
        case .library(let backend): return backend.rawValue
        case .plainLoop: return "plain-loop"
        case .seed: return "seed"
        case .generic: return "generic"
        case .concreteStep: return "concrete-step"
        case .pair: return "pair"
        case .genericPair: return "generic-pair"
        case .dgemm(let threads): return "dgemm-\(threads)thread"
        case .probe(let threads, let nonTemporal): return "bandwidth-\(nonTemporal ? "nt-" : "")\(threads)t"
        case .stream: return "stream"
        case .perCall: return "per-call"
        case .perCallCurve(let curve): return "per-call" + curve.rawValue
        case .batch(let curve): return "batch" + curve.rawValue
        case .textbookSwift(let curve): return "textbook-swift" + curve.rawValue
        case .textbookC(let curve): return "textbook-c" + curve.rawValue
        case .textbookCPerCall(let curve): return "textbook-c per-call" + curve.rawValue
        case .libmLoop: return "libm-loop"
        case .frameByFrame: return "frame-by-frame"
        case .numpy(let variant): return "numpy" + variant.rawValue
        }
    }

    /// The candidate a `backend` string names, or nil for one this build
    /// does not know.
    ///
    /// - Parameter rawValue: A `backend` string of `results.json`.
    init?(rawValue: String) {
        if let candidate = Self.fixed[rawValue] {
            self = candidate
        } else if let threads = Self.count(in: rawValue, prefix: "dgemm-", suffix: "thread") {
            self = .dgemm(threads: threads)
        } else if let threads = Self.count(in: rawValue, prefix: "bandwidth-nt-", suffix: "t") {
            self = .probe(threads: threads, nonTemporal: true)
        } else if let threads = Self.count(in: rawValue, prefix: "bandwidth-", suffix: "t") {
            self = .probe(threads: threads, nonTemporal: false)
        } else {
            return nil
        }
    }

    var description: String { rawValue }

    /// The names without a count in them.
    private static let fixed: [String: Candidate] = {
        var all: [Candidate] = Backend.allCases.map(Candidate.library)
        all += [.plainLoop, .seed, .generic, .concreteStep, .pair, .genericPair, .stream, .perCall, .libmLoop, .frameByFrame]
        all += CurveVariant.allCases.flatMap { [.batch($0), .textbookSwift($0), .textbookC($0), .textbookCPerCall($0)] }
        all += CurveVariant.allCases.filter { $0 != .easeInOut }.map(Candidate.perCallCurve)
        all += NumpyVariant.allCases.map(Candidate.numpy)
        return Dictionary(uniqueKeysWithValues: all.map { ($0.rawValue, $0) })
    }()

    /// The positive count between `prefix` and `suffix`, if `text` is that.
    private static func count(in text: String, prefix: String, suffix: String) -> Int? {
        guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count > prefix.count + suffix.count else { return nil }
        return Int(text.dropFirst(prefix.count).dropLast(suffix.count)).flatMap { $0 > 0 ? $0 : nil }
    }

    /// The library backend this candidate runs, if it is one.
    var backend: Backend? {
        if case .library(let backend) = self { return backend }
        return nil
    }

    /// Whether the candidate's speed follows OpenBLAS's thread count (the
    /// BLAS backend and `automatic`, which may route to it), so that it is
    /// timed at every thread count of a run.
    var followsOpenBLASThreads: Bool { self == .library(.blas) || self == .library(.automatic) }

    /// Whether this is a bandwidth probe (a ceiling, never a contestant).
    var isProbe: Bool {
        if case .probe = self { return true }
        return false
    }
}

extension Measurement {
    /// The record's ``backend`` as a typed candidate; nil for a name this
    /// build does not know.
    var candidate: Candidate? { Candidate(rawValue: backend) }
}
