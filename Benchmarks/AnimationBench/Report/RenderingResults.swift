import Foundation

/// What `animation-bench raster` measured: milliseconds per 1080p frame of
/// the blob scene for AnimationRendering, Cairo and a plain clear, per
/// thread count, and each encoder end to end. Written as `raster.json`
/// beside `raster.md`; the report's "Rendering" section reads it.
struct RenderingResults: Codable {
    /// A median with the lowest and highest of its rounds.
    struct Spread: Codable {
        var median: Double
        var low: Double
        var high: Double

        init(_ values: [Double]) {
            let sorted = values.sorted()
            median = sorted[sorted.count / 2]
            low = sorted[0]
            high = sorted[sorted.count - 1]
        }

        func text(_ digits: Int = 2) -> String {
            let f = "%.\(digits)f"
            return "\(String(format: f, median)) [\(String(format: f, low))–\(String(format: f, high))]"
        }
    }

    /// One thread count's rounds, in milliseconds per frame; ratios per round.
    struct Row: Codable {
        var threads: Int
        var ours: Spread
        var cairo: Spread
        var clear: Spread
        var cairoOverOurs: Spread
        var oursOverClear: Spread
    }

    /// One encoder's run over every frame, or why it did not run.
    struct Encoder: Codable {
        var format: String
        var framesPerSecond: Double?
        /// User and system CPU seconds of the whole process during the run.
        var cpuSeconds: Double?
        var fileBytes: Int?
        /// The resident memory the run added at its peak (Linux's VmHWM,
        /// reset before the run, less the resident set before it).
        var peakAddedBytes: Int?
        var note: String?
    }

    var width: Int
    var height: Int
    var frames: Int
    var rounds: Int
    var encoderFrames: Int
    var threads: Int
    /// The 1, 5 and 15 minute load averages when the run started.
    var loadAverage: [Double]
    var rows: [Row]
    var encoders: [Encoder]

    static let fileName = "raster.json"

    /// The results in `folder`, or nil when it has none.
    static func read(in folder: URL) throws -> RenderingResults? {
        let path = folder.appendingPathComponent(fileName).path
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try ResultsFile.decode(RenderingResults.self, at: path)
    }

    /// The bytes of one frame.
    var frameBytes: Int { width * height * 4 }

    /// The tables, for `raster.md` and the report's section.
    var tables: String {
        var lines = [
            "\(frames) frames of \(width) × \(height): the blob morph of 12 anchors (all frames' outlines from one batched "
                + "product), a linear-gradient fill and a 4-pixel stroke through `Path.strokedPath`, a new image each frame. "
                + "Milliseconds per frame: median of \(rounds) interleaved rounds [lowest–highest]; ratios are per round. "
                + "Load average at the start: \(loadAverage.map { String(format: "%.2f", $0) }.joined(separator: ", ")) "
                + "on \(threads) cores.", "",
            "| threads | AnimationRendering | Cairo | clear (floor) | Cairo ÷ ours | ours ÷ clear |",
            "|---|---|---|---|---|---|",
        ]
        for row in rows {
            lines.append("| \(row.threads) | \(row.ours.text()) | \(row.cairo.text()) | \(row.clear.text()) | "
                         + "\(row.cairoOverOurs.text())× | \(row.oursOverClear.text())× |")
        }
        guard !encoders.isEmpty else { return lines.joined(separator: "\n") + "\n" }
        lines += ["", "End to end on \(threads) threads, \(encoderFrames) frames into each encoder (one run each): frames per "
                    + "second of wall time, the process's CPU seconds (not ffmpeg's; wall time on idle cores would be about "
                    + "that over \(threads)), the seconds 120 frames take at that rate, and the resident memory the run added at "
                    + "its peak, in frames of \(frameBytes / 1_000_000) MB.", "",
                  "| format | frames per second | CPU seconds | 120 frames take | file size | peak memory added |",
                  "|---|---|---|---|---|---|"]
        for e in encoders {
            guard let fps = e.framesPerSecond else {
                lines.append("| \(e.format) | \(e.note ?? "not run") | – | – | – | – |")
                continue
            }
            let peak = e.peakAddedBytes.map {
                String(format: "%.0f MB (%.1f frames)", Double($0) / 1e6, Double($0) / Double(frameBytes))
            } ?? "–"
            lines.append("| \(e.format) | \(String(format: "%.1f", fps)) | \(e.cpuSeconds.map { String(format: "%.2f", $0) } ?? "–") | "
                         + "\(String(format: "%.2f s", 120 / fps)) | "
                         + "\(e.fileBytes.map { ByteCountFormatter.string(fromByteCount: Int64($0), countStyle: .file) } ?? "–") | \(peak) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report's "Rendering" section: the tables and the targets.
    var reportSection: String {
        var text = "\n## Rendering\n\nAnimationRendering against Cairo (a C loop over the same paths) and against clearing "
            + "a new frame, the write-bandwidth floor (`animation-bench raster`).\n\n" + tables
        var checks: [String] = []
        if let one = rows.first(where: { $0.threads == 1 }) {
            checks.append("ours at least 2× faster than Cairo on one thread: \(one.cairoOverOurs.text())× "
                          + "\(one.cairoOverOurs.median >= 2 ? "✅" : "❌")")
            checks.append("ours within 10× of the clear on one thread: \(one.oursOverClear.text())× "
                          + "\(one.oursOverClear.median <= 10 ? "✅" : "❌")")
        }
        if let png = encoders.first(where: { $0.format == "animatedPNG" }), let fps = png.framesPerSecond {
            checks.append("120 frames to an animated PNG in at most 2 s on \(threads) cores: "
                          + "\(String(format: "%.2f s", 120 / fps)) \(120 / fps <= 2 ? "✅" : "❌")")
        }
        if !checks.isEmpty { text += "\nTargets: " + checks.joined(separator: "; ") + ".\n" }
        return text
    }
}
