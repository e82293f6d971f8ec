import ArgumentParser
import Foundation

/// `animation-bench readme`: writes the README's headline results, between
/// `<!-- results:begin -->` and `<!-- results:end -->`, from a run's
/// `results.json`, so that the figures in prose are the run's; `--check`
/// only compares, for CI.
struct ReadmeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "readme",
        abstract: "Writes the README's results block from a run's results.json; --check exits 1 when it differs."
    )

    @Option(help: "The run's folder, holding results.json and machine.json.")
    var results = "results/latest"

    @Option(help: "The README to update.")
    var readme = "README.md"

    @Flag(help: "Compare only: exit 1 when the README's block differs from the results.")
    var check = false

    static let begin = "<!-- results:begin -->"
    static let end = "<!-- results:end -->"

    func run() throws {
        let records = try ResultsFile.records(in: results)
        let machine = try ResultsFile.machine(in: results)
        guard let text = try? String(contentsOfFile: readme, encoding: .utf8) else {
            throw UsageError("\(readme): cannot be read")
        }
        guard let open = text.range(of: Self.begin), let close = text.range(of: Self.end, range: open.upperBound..<text.endIndex) else {
            throw UsageError("\(readme): no \(Self.begin) … \(Self.end) block")
        }
        let block = ReportWriter(records: records, machine: machine, defaultBuild: []).readmeBlock()
        let updated = String(text[..<open.upperBound]) + "\n" + block + String(text[close.lowerBound...])
        if check {
            guard updated == text else {
                throw BenchmarkFailure.stale("\(readme): the results block differs from \(ResultsFile.path(results, "results.json")); run `make readme`")
            }
            return
        }
        guard updated != text else { return }
        let staged = readme + ".partial-\(getpid())"
        try Data(updated.utf8).write(to: URL(fileURLWithPath: staged))
        guard rename(staged, readme) == 0 else {
            unlink(staged)
            throw UsageError("\(readme): cannot be replaced")
        }
    }
}
