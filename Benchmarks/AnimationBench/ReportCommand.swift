import AnimationKernels
import ArgumentParser
import Foundation

/// `animation-bench report`: redraws `REPORT.md` and its charts from a run's
/// `results.json` and `machine.json` alone, without measuring, so that a
/// report can be redrawn after a change to the report's code.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Redraws REPORT.md and its charts from a run's results.json and machine.json, without measuring."
    )

    @Option(help: "The run's folder, holding results.json and machine.json; REPORT.md and charts/ are rewritten there.")
    var results = "results/latest"

    @Option(help: "results.json of a default-build run, shown in the report as a separate pass (default: default-build.json in the run's folder, when present).")
    var defaultBuildResults: String?

    /// The default-build records' file: the option's, else the run
    /// folder's `default-build.json`, so that a redrawn report keeps that
    /// section without the build's scratch folder.
    var defaultBuildPath: String? {
        if let defaultBuildResults { return defaultBuildResults }
        let beside = ResultsFile.path(results, "default-build.json")
        return FileManager.default.fileExists(atPath: beside) ? beside : nil
    }

    func run() throws {
        // Everything is read before anything is written: a bad file leaves
        // the previous report untouched.
        let records = try ResultsFile.records(in: results)
        let machine = try ResultsFile.machine(in: results)
        // The report names the backend `.automatic` picks, from the
        // crossovers the run routed by: the run's profile.json, else this
        // build's own, which only a build of the same SIMD width shares.
        let profilePath = ResultsFile.path(results, "profile.json")
        let profile: KernelProfile
        if FileManager.default.fileExists(atPath: profilePath) {
            profile = try ResultsFile.decode(KernelProfile.self, at: profilePath)
        } else if let bits = machine.simdRegisterBits, bits != AutomaticThresholds.simdRegisterBits {
            throw UsageError("\(ResultsFile.path(results, "machine.json")): measured by a \(bits)-bit SIMD build without a profile.json; "
                             + "this one is \(AutomaticThresholds.simdRegisterBits)-bit: redraw it with the build that measured it")
        } else {
            profile = .active
        }
        let defaultBuild = try defaultBuildPath.map { try ResultsFile.decode([Measurement].self, at: $0) } ?? []
        let rendering = try RenderingResults.read(
            in: URL(fileURLWithPath: results, isDirectory: true).appendingPathComponent(ReportWriter.renderingFolder, isDirectory: true))
        let writer = try ResultsWriter(path: results)
        do {
            try ReportWriter(records: records, machine: machine, defaultBuild: defaultBuild, profile: profile,
                             rendering: rendering).write(to: writer)
            try writer.commit()
        } catch {
            writer.discard()
            throw error
        }
        writeToStandardError("wrote \(writer.destination.path)/{REPORT.md,charts/}\n")
    }
}
