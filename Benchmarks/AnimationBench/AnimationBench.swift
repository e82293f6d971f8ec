import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct AnimationBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animation-bench",
        abstract: "Measures AnimationKernels against hand-written loops, typical app code, numpy and the machine's memory bandwidth.",
        subcommands: [RunCommand.self, ReportCommand.self, ReadmeCommand.self, TuneCommand.self, RenderCommand.self, RasterCommand.self],
        defaultSubcommand: RunCommand.self
    )

    /// Help exits 0; a malformed argument or configuration prints one line
    /// and exits 2; a failed run (backends disagreeing) exits 1.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as UsageError {
            fail("animation-bench: \(error)", status: 2)
        } catch let error as BenchmarkFailure {
            fail("animation-bench: \(error)", status: 1)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Glibc.exit(0)
            }
            let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            fail("animation-bench: \(message)", status: 2)
        }
    }

    static func fail(_ message: String, status: Int32) -> Never {
        writeToStandardError(message + "\n")
        Glibc.exit(status)
    }
}
