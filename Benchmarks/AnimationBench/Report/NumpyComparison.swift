import Foundation

/// `automatic` against numpy over every shape of one kernel: the geometric
/// mean of the speedups, the worst shape, and how many shapes each side won.
struct NumpyComparison {
    var geometricMean: Double
    var worst: ReportWriter.Cell
    var worstRatio: Double
    var wins: Int
    var losses: Int

    /// Nil when numpy measured none of the cells.
    init?(_ cells: [ReportWriter.Cell]) {
        let pairs = cells.compactMap { cell in cell.speedup(over: "numpy").map { (cell, $0) } }
        guard let lowest = pairs.min(by: { $0.1 < $1.1 }) else { return nil }
        geometricMean = exp(pairs.map { log($0.1) }.reduce(0, +) / Double(pairs.count))
        (worst, worstRatio) = lowest
        wins = pairs.filter { $0.1 > 1 }.count
        losses = pairs.count - wins
    }
}
