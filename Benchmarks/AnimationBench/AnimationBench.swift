import ArgumentParser

@main
struct AnimationBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animation-bench",
        abstract: "Measures AnimationKernels against the hand loop, seed-style code, numpy and the machine's memory bandwidth.",
        subcommands: [RenderCommand.self]
    )
}
