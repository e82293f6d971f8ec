import AnimationKernels
import AnimationRendering
import ArgumentParser
import CCairoPeer
import Foundation

/// The render benchmark: 1080p frames of the seed's blob morph (12 anchors)
/// filled with a linear gradient and stroked 4 pixels wide, drawn by
/// AnimationRendering and by Cairo in the same rounds, beside the floor of
/// clearing a new frame; then the same animation end to end into each
/// encoder.
struct RasterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "raster",
        abstract: "Times 1080p frames of the blob morph against Cairo and the cost of clearing a frame, then each encoder.")

    @Option(help: "The folder for raster.md and the encoders' files (created if missing).")
    var output = ".build/bench/raster"

    @Option(help: "Frames of the animation (at 60 frames per second).")
    var frames = 120

    @Option(help: "Interleaved rounds; each draws every frame once per candidate.")
    var rounds = 5

    @Flag(help: "Skip the encoders.")
    var noEncoders = false

    static let (width, height) = (1920, 1080)
    static let anchors = 12

    func validate() throws {
        guard frames >= 1, rounds >= 1 else { throw UsageError("--frames and --rounds must be at least 1") }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw UsageError("cannot write output folder \(output): \(error.localizedDescription)")
        }
        let scene = try RasterScene(frames: frames)
        let threads = ProcessInfo.processInfo.activeProcessorCount
        var lines = ["# Rendering 1080p frames", "",
                     "\(frames) frames of \(Self.width) × \(Self.height): the blob morph of \(Self.anchors) anchors "
                        + "(all frames' outlines from one batched product), a linear-gradient fill and a 4-pixel stroke, "
                        + "a new image each frame. Milliseconds per frame: median of \(rounds) interleaved rounds "
                        + "[lowest–highest]; ratios are per round.", "",
                     "| threads | AnimationRendering | Cairo | clear (floor) | Cairo ÷ ours | ours ÷ clear |",
                     "|---|---|---|---|---|---|"]
        for threadCount in Array(Set([1, threads])).sorted() {
            var ours: [Double] = [], cairo: [Double] = [], clear: [Double] = []
            for _ in 0..<rounds {
                ours.append(try scene.time(threads: threadCount) { try scene.renderOurs(frame: $0) })
                cairo.append(try scene.time(threads: threadCount) { scene.renderCairo(frame: $0) })
                clear.append(try scene.time(threads: threadCount) { scene.clear(frame: $0) })
            }
            let row = "| \(threadCount) | \(Summary(ours)) | \(Summary(cairo)) | \(Summary(clear)) | "
                + "\(Summary(zip(cairo, ours).map { $0 / $1 }, digits: 2))× | \(Summary(zip(ours, clear).map { $0 / $1 }, digits: 2))× |"
            lines.append(row)
            print(row)
        }
        if !noEncoders {
            lines += ["", "End to end, \(threads) threads: frames per second into each encoder "
                        + "(one run; peak resident memory of the process so far).", "",
                      "| format | frames per second | file size | peak memory |", "|---|---|---|---|"]
            let animation = try RasterAnimation(width: Self.width, height: Self.height, frameCount: frames) { context, _, time in
                scene.draw(&context, frame: min(Int((time * 60).rounded()), frames - 1))
            }
            let hasFFmpeg = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
                .contains { FileManager.default.isExecutableFile(atPath: "\($0)/ffmpeg") }
            for format in AnimationFormat.allCases {
                if (format == .mp4 || format == .gif) && !hasFFmpeg {
                    lines.append("| \(format.rawValue) | ffmpeg is not installed | – | – |")
                    continue
                }
                let name = format == .pngSequence ? "frames" : "blob.\(["animatedPNG": "png", "animatedWebP": "webp"][format.rawValue] ?? format.rawValue)"
                let url = folder.appendingPathComponent(name)
                try? FileManager.default.removeItem(at: url)
                let start = DispatchTime.now().uptimeNanoseconds
                try animation.write(to: url, format: format)
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                let row = "| \(format.rawValue) | \(String(format: "%.1f", Double(frames) / seconds)) | "
                    + "\(ByteCountFormatter.string(fromByteCount: Int64(Self.size(of: url)), countStyle: .file)) | "
                    + "\(ByteCountFormatter.string(fromByteCount: Int64(Self.peakResidentBytes()), countStyle: .memory)) |"
                lines.append(row)
                print(row)
            }
        }
        let report = folder.appendingPathComponent("raster.md")
        try (lines.joined(separator: "\n") + "\n").write(to: report, atomically: true, encoding: .utf8)
        print("wrote \(report.path)")
    }

    static func size(of url: URL) -> Int {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return 0 }
        if !isFolder.boolValue { return (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0 }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.reduce(0) { $0 + size(of: url.appendingPathComponent($1)) }
    }

    static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }
}

/// A median and range of milliseconds (or ratios), for a table cell.
private struct Summary: CustomStringConvertible {
    let values: [Double]
    let digits: Int

    init(_ values: [Double], digits: Int = 2) {
        self.values = values.sorted()
        self.digits = digits
    }

    var description: String {
        let f = "%.\(digits)f"
        return "\(String(format: f, values[values.count / 2])) [\(String(format: f, values[0]))–\(String(format: f, values[values.count - 1]))]"
    }
}

/// The frames' outlines, computed once, and the three ways to draw them.
private struct RasterScene: @unchecked Sendable {
    let frames: Int
    let points: [Double]
    let paths: [Path]
    let segments = RasterCommand.anchors
    /// (location, red, green, blue, opacity) per stop, for both renderers.
    let stops: [Double] = [0, 1, 0.42, 0.45, 1, 1, 0.99, 0.72, 0.2, 1]
    let stroke: [Double] = [0.35, 0.1, 0.3, 1]
    let start = CGPoint(x: 560, y: 0), end = CGPoint(x: 1360, y: 1080)
    var gradient: Gradient {
        Gradient(stops: stride(from: 0, to: stops.count, by: 5).map {
            .init(color: Color(red: stops[$0 + 1], green: stops[$0 + 2], blue: stops[$0 + 3], opacity: stops[$0 + 4]),
                  location: stops[$0])
        })
    }
    var strokeColor: Color { Color(red: stroke[0], green: stroke[1], blue: stroke[2], opacity: stroke[3]) }

    init(frames: Int) throws {
        self.frames = frames
        let blob = try MorphingBlob(pointCount: RasterCommand.anchors)
        let keyframes: [AnimatableVector] = (0..<4).map { k in
            AnimatableVector((0..<RasterCommand.anchors).map { i in
                let (x, y) = (Double(i), Double(k))
                return -60 + 40 * sin(2.3 * x + 1.7 * y) - 20 * cos(0.9 * x * y)
            })
        }
        let morph = try blob.morph(width: Double(RasterCommand.width), height: Double(RasterCommand.height), keyframes: keyframes)
        let positions = (0..<frames).map { Double($0) / Double(max(frames - 1, 1)) }
        let weights = try FrameInterpolator.segmentWeights(keyframeCount: keyframes.count, positions: positions,
                                                           curve: .easeInOut)
        var sets = [Double](repeating: 0, count: frames * blob.pointSetLength)
        try weights.withUnsafeBufferPointer { w in
            try sets.withUnsafeMutableBufferPointer { try morph.frames(weights: w, into: $0) }
        }
        let n = blob.pointSetLength
        paths = try (0..<frames).map { try blob.path(points: sets[(n * $0)..<(n * ($0 + 1))]) }
        // Cairo's layout: the start point, then (c1, c2, end) per segment.
        var flat: [Double] = []
        for path in paths {
            for element in path.elements {
                switch element {
                case .move(let p): flat += [p.x, p.y]
                case .curve(let p, let c1, let c2): flat += [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
                default: break
                }
            }
        }
        points = flat
    }

    func draw(_ context: inout GraphicsContext, frame: Int) {
        context.fill(paths[frame], with: .linearGradient(gradient, startPoint: start, endPoint: end))
        context.stroke(paths[frame], with: .color(strokeColor), lineWidth: 4)
    }

    func renderOurs(frame: Int) throws -> Int {
        let image = try RasterImage(width: RasterCommand.width, height: RasterCommand.height) { context, _ in
            draw(&context, frame: frame)
        }
        return Int(image.pixel(x: RasterCommand.width / 2, y: RasterCommand.height / 2).red)
    }

    func renderCairo(frame: Int) -> Int {
        let line: [Double] = [start.x, start.y, end.x, end.y]
        return Int(cairo_peer_render(Int32(RasterCommand.width), Int32(RasterCommand.height), points, Int32(segments),
                                     Int32(frame), 1, line, stops, Int32(stops.count / 5), 4, stroke, 0.05))
    }

    func clear(frame: Int) -> Int {
        Int(cairo_peer_clear(Int32(RasterCommand.width), Int32(RasterCommand.height), 1, 0xFF20_4060))
    }

    /// Milliseconds per frame to draw every frame, spread over `threads`.
    func time(threads: Int, _ body: @escaping @Sendable (Int) throws -> Int) throws -> Double {
        let sink = SinkBox()
        let start = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            var local = 0
            for frame in stride(from: t, to: frames, by: threads) { local &+= (try? body(frame)) ?? 0 }
            sink.add(local)
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        return elapsed / Double(frames)
    }
}

/// Keeps the frames' checksums alive, so no drawing is optimized away.
private final class SinkBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var total = 0
    func add(_ value: Int) {
        lock.lock()
        total &+= value
        lock.unlock()
    }
}
