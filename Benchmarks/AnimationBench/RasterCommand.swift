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

    @Option(help: "The folder for raster.md and raster.json (created if missing); the encoders write into a temporary folder, removed after.")
    var output = ".build/bench/raster"

    @Option(help: "Frames of the animation (at 60 frames per second).")
    var frames = 120

    @Option(help: "Interleaved rounds; each draws every frame once per candidate.")
    var rounds = 5

    @Option(help: "Frames written into each encoder (default: --frames).")
    var encoderFrames: Int?

    @Option(help: "Comma-separated encoders.")
    var encoders = CommaList(AnimationFormat.allCases)

    @Flag(help: "Skip the encoders.")
    var noEncoders = false

    static let (width, height) = (1920, 1080)
    static let anchors = 12

    func validate() throws {
        guard frames >= 1, rounds >= 1, (encoderFrames ?? 1) >= 1 else {
            throw UsageError("--frames, --rounds and --encoder-frames must be at least 1")
        }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw UsageError("cannot write output folder \(output): \(error.localizedDescription)")
        }
        let encoderFrames = encoderFrames ?? frames
        let scene = try RasterScene(frames: max(frames, encoderFrames))
        let threads = ProcessInfo.processInfo.activeProcessorCount
        var load = [Double](repeating: 0, count: 3)
        if getloadavg(&load, 3) != 3 { load = [] }
        var results = RenderingResults(width: Self.width, height: Self.height, frames: frames, rounds: rounds,
                                       encoderFrames: encoderFrames, threads: threads, loadAverage: load,
                                       rows: [], encoders: [])
        for threadCount in Array(Set([1, threads])).sorted() {
            var ours: [Double] = [], cairo: [Double] = [], clear: [Double] = []
            for _ in 0..<rounds {
                ours.append(try scene.time(frames: frames, threads: threadCount) { try scene.renderOurs(frame: $0) })
                cairo.append(try scene.time(frames: frames, threads: threadCount) { scene.renderCairo(frame: $0) })
                clear.append(try scene.time(frames: frames, threads: threadCount) { scene.clear(frame: $0) })
            }
            let row = RenderingResults.Row(
                threads: threadCount, ours: .init(ours), cairo: .init(cairo), clear: .init(clear),
                cairoOverOurs: .init(zip(cairo, ours).map { $0 / $1 }), oursOverClear: .init(zip(ours, clear).map { $0 / $1 }))
            results.rows.append(row)
            print("\(threadCount) threads: ours \(row.ours.text()) ms, Cairo \(row.cairo.text()) ms, clear \(row.clear.text()) ms")
        }
        if !noEncoders {
            let animation = try RasterAnimation(width: Self.width, height: Self.height, frameCount: encoderFrames) { context, _, time in
                scene.draw(&context, frame: min(Int((time * 60).rounded()), encoderFrames - 1))
            }
            let scratch = FileManager.default.temporaryDirectory
                .appendingPathComponent("animation-bench-raster-\(getpid())", isDirectory: true)
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            let hasFFmpeg = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
                .contains { FileManager.default.isExecutableFile(atPath: "\($0)/ffmpeg") }
            for format in encoders.items {
                if (format == .mp4 || format == .gif) && !hasFFmpeg {
                    results.encoders.append(.init(format: format.rawValue, note: "ffmpeg is not installed"))
                    continue
                }
                let name = format == .pngSequence ? "frames" : "blob.\(["animatedPNG": "png", "animatedWebP": "webp"][format.rawValue] ?? format.rawValue)"
                let url = scratch.appendingPathComponent(name)
                let resident = Self.residentBytes()
                Self.resetPeakResident()
                let cpu = Self.cpuSeconds()
                let start = DispatchTime.now().uptimeNanoseconds
                try animation.write(to: url, format: format)
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                let peak = Self.peakResidentBytes()
                let encoder = RenderingResults.Encoder(
                    format: format.rawValue, framesPerSecond: Double(encoderFrames) / seconds,
                    cpuSeconds: Self.cpuSeconds() - cpu, fileBytes: Self.size(of: url),
                    peakAddedBytes: peak.flatMap { peak in resident.map { max(0, peak - $0) } })
                results.encoders.append(encoder)
                print("\(format.rawValue): \(String(format: "%.1f", encoder.framesPerSecond ?? 0)) frames per second")
            }
        }
        let report = folder.appendingPathComponent("raster.md")
        try ("# Rendering 1080p frames\n\n" + results.tables).write(to: report, atomically: true, encoding: .utf8)
        try ResultsWriter.json(results).write(to: folder.appendingPathComponent(RenderingResults.fileName),
                                              atomically: true, encoding: .utf8)
        print("wrote \(report.path) and \(RenderingResults.fileName)")
    }

    static func size(of url: URL) -> Int {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return 0 }
        if !isFolder.boolValue { return (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0 }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.reduce(0) { $0 + size(of: url.appendingPathComponent($1)) }
    }

    /// User and system CPU seconds of the process so far.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Starts a new peak of the resident set (Linux 4.0 and later).
    static func resetPeakResident() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// The resident set now (`VmRSS`), in bytes, where Linux reports it.
    static func residentBytes() -> Int? { status("VmRSS") }

    /// The resident set's peak since the last reset (`VmHWM`), in bytes.
    static func peakResidentBytes() -> Int? { status("VmHWM") }

    private static func status(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
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

    /// Milliseconds per frame to draw the first `frames` frames, spread
    /// over `threads`.
    func time(frames: Int, threads: Int, _ body: @escaping @Sendable (Int) throws -> Int) throws -> Double {
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

extension AnimationFormat: @retroactive ExpressibleByArgument {}

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
