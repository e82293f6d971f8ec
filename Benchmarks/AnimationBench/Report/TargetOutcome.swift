/// One target checked on every shape it applies to in one run.
///
/// A shape whose verdict the interquartile ranges could reverse (the
/// threshold lies between the best and the worst case they allow) is
/// neither met nor missed but within the spread: the target then shows ≈
/// unless some shape missed it outright.
struct TargetOutcome {
    /// One shape's verdict: its label, its figure in the target's terms and
    /// its margin (the subject's time over the time allowed: above 1 misses).
    struct Shape {
        var kernel: String
        var label: String
        var verdict: Verdict
        var figure: String
        var margin: Double
    }

    var target: ReportTarget
    var shapes: [Shape] = []

    var misses: [Shape] { shapes.filter { !$0.verdict.met && !$0.verdict.withinSpread } }
    var doubtful: [Shape] { shapes.filter(\.verdict.withinSpread) }

    /// ❌ when a shape missed, ≈ when one is within the spread, ✅ when all
    /// met; nil when the run measured no shape the target applies to.
    var mark: String? {
        shapes.isEmpty ? nil : !misses.isEmpty ? "❌" : !doubtful.isEmpty ? "≈" : "✅"
    }

    /// The shape furthest from the target (the largest margin).
    var worst: Shape? { shapes.max { $0.margin < $1.margin } }

    /// The target as a sentence with its measured value: the one shape's
    /// figure, or how many shapes met it and the worst one.
    var sentence: String? {
        guard let mark, let worst else { return nil }
        let met = shapes.count - misses.count - doubtful.count
        let measured = shapes.count == 1 ? "measured \(worst.figure)"
            : "\(met) of \(shapes.count) shapes met" + (doubtful.isEmpty ? "" : ", \(doubtful.count) within the spread")
                + "; furthest: \(worst.label), \(worst.figure)"
        return "- \(mark) \(target.title): \(measured)."
    }

    /// Every shape that missed or was within the spread, for the detail section.
    var detail: String? {
        guard let mark else { return nil }
        func list(_ shapes: [Shape]) -> String { shapes.map { "\($0.label): \($0.figure)" }.joined(separator: ", ") }
        return "- \(mark) \(target.title): \(shapes.count - misses.count - doubtful.count) of \(shapes.count)"
            + (misses.isEmpty ? "" : "; missed: " + list(misses))
            + (doubtful.isEmpty ? "" : "; within the spread: " + list(doubtful)) + "\n"
    }
}
