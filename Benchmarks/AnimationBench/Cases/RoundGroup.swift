/// The labels of `results.json`'s `group` field: which interleaved rounds a
/// record was measured in.
///
/// Records with the same group were timed in the same rounds, candidate
/// after candidate, so their ratio cancels the machine's drift; a ratio
/// between groups compares different minutes of a machine whose speed
/// moves 10–40 % and must say so. Every group starts with the run's pass
/// (`main`, or `default-build` for the baseline build's run).
enum RoundGroup {
    /// One shape's rounds: every candidate, thread count and probe of it.
    ///
    /// - Parameters:
    ///   - pass: The run's pass label.
    ///   - kernel: The kernel.
    ///   - shape: The shape.
    /// - Returns: `<pass>/<kernel>/<shape>`.
    static func rounds(_ pass: String, _ kernel: KernelName, _ shape: Shape) -> String {
        "\(pass)/\(kernel.rawValue)/\(shape)"
    }

    /// numpy's samples of a shape, taken in its own process right after the
    /// rounds of `group`: adjacent to them, not inside them.
    ///
    /// - Parameter group: The rounds numpy follows.
    /// - Returns: `<group>/numpy-after`.
    static func numpy(after group: String) -> String { group + "/" + numpySuffix }

    /// The suffix of ``numpy(after:)``.
    static let numpySuffix = "numpy-after"

    /// The bandwidth table measured at the start of a run.
    ///
    /// - Parameter pass: The run's pass label.
    /// - Returns: `<pass>/bandwidth-table`.
    static func bandwidthTable(_ pass: String) -> String { pass + "/bandwidth-table" }
}
