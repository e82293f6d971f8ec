import ArgumentParser

/// Writes the SVG gallery (placeholder until the geometry kernels land).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Writes the SVG gallery into results/gallery/.")
    func run() throws {}
}
