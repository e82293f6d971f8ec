import AnimationKernels
import ArgumentParser
import Foundation

/// Writes the gallery: the seed's rising wave fill and a morphing blob as SVG
/// frame strips and SVG animations, and the five seed animations rendered by
/// AnimationRendering as animated PNGs (``Gallery``). Every frame comes out
/// of the batched kernels.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Writes the gallery: SVG frame strips and animations, and the seed animations as animated PNGs.")

    @Option(help: "The folder to write the gallery into (created if missing).")
    var output = ".build/bench/gallery"

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw UsageError("cannot write output folder \(output): \(error.localizedDescription)")
        }
        let files = [
            "wave-strip.svg": try WaveScene.strip(),
            "wave-animated.svg": try WaveScene.animation(),
            "blob-strip.svg": try BlobScene.strip(),
            "blob-animated.svg": try BlobScene.animation(),
        ]
        for (name, document) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            try document.text.write(to: url, atomically: true, encoding: .utf8)
            print("wrote \(url.path)")
        }
        try Gallery.write(into: folder)
    }
}

/// Frames laid side by side on panels, one SVG for the lot.
private func frameStrip(_ frames: [Path], frameWidth: Double, frameHeight: Double, panel: String, fill: String, scale: Double) throws -> SVGDocument {
    let gap = 20.0
    let width = Double(frames.count) * (frameWidth + gap) + gap
    let height = frameHeight + 2 * gap
    var items: [SVGDocument.Item] = []
    for (i, frame) in frames.enumerated() {
        let left = gap + Double(i) * (frameWidth + gap)
        let rectangle = Path(elements: [
            .move(to: CGPoint(x: left, y: gap)), .line(to: CGPoint(x: left + frameWidth, y: gap)),
            .line(to: CGPoint(x: left + frameWidth, y: gap + frameHeight)), .line(to: CGPoint(x: left, y: gap + frameHeight)),
            .closeSubpath,
        ])
        items.append(.init(path: rectangle, fill: panel))
        items.append(.init(path: frame.offsetBy(dx: left, dy: gap), fill: fill))
    }
    return try SVGDocument(
        width: width * scale, height: height * scale,
        viewBox: .init(minX: 0, minY: 0, width: width, height: height), background: "#ffffff",
        items: items, format: .fractionDigits(1))
}

/// The seed's pouring liquid, written as the SwiftUI tutorial writes it: the
/// level animates from 900 to 0 with `.linear(duration: 6.0).delay(1)`, under
/// two waves (amplitude h, 4 cycles, phase 90° → −90° on
/// `.easeInOut(duration: 0.5).repeatForever()`; 1.2·h, 5 cycles, 0° → 270°
/// on `.easeInOut(duration: 0.3).repeatForever()`) with h = min(top/10, 20),
/// so they calm near the top.
enum WaveScene {
    static let (width, height) = (390.0, 844.0)
    static let fill = try! WaveFill(waves: [
        Wave(amplitude: 20, wavelength: 4, phase: 90), Wave(amplitude: 24, wavelength: 5, phase: 0),
    ])

    /// A timeline that holds `from` and is set to `to` at time 0 with `animation`.
    static func animated(from: Double, to: Double, _ animation: Animation) throws -> AnimationTimeline<Double> {
        var timeline = AnimationTimeline(from)
        try timeline.set(to, at: 0, animation: animation)
        return timeline
    }

    /// `timeline` sampled at `times`, in one batched call.
    static func samples(_ timeline: AnimationTimeline<Double>, at times: [Double]) throws -> [Double] {
        var values = [Double](repeating: 0, count: times.count)
        try times.withUnsafeBufferPointer { times in
            try values.withUnsafeMutableBufferPointer { try timeline.values(at: times, into: $0) }
        }
        return values
    }

    /// The outlines at times `times`, through one batched call.
    static func frames(at times: [Double]) throws -> [Path] {
        let basis = try fill.basis(width: width)
        let tops = try samples(animated(from: 900, to: 0, .linear(duration: 6.0).delay(1)), at: times)
        let firstPhases = try samples(animated(from: 90, to: -90, .easeInOut(duration: 0.5).repeatForever()), at: times)
        let secondPhases = try samples(animated(from: 0, to: 270, .easeInOut(duration: 0.3).repeatForever()), at: times)
        var amplitudes: [Double] = [], phases: [Double] = []
        for i in times.indices {
            let h = min(tops[i] / 10, 20)
            amplitudes += [h, 1.2 * h]
            phases += [firstPhases[i], secondPhases[i]]
        }
        var heights = [Double](repeating: 0, count: times.count * basis.columnCount)
        try tops.withUnsafeBufferPointer { tops in
            try amplitudes.withUnsafeBufferPointer { amplitudes in
                try phases.withUnsafeBufferPointer { phases in
                    try heights.withUnsafeMutableBufferPointer { heights in
                        try basis.yValues(tops: tops, amplitudes: amplitudes, phases: phases, into: heights)
                    }
                }
            }
        }
        let w = basis.columnCount
        return try (0..<times.count).map { try basis.path(yValues: heights[(w * $0)..<(w * ($0 + 1))], height: height) }
    }

    static func strip() throws -> SVGDocument {
        let times = (1...8).map { 1 + 6 * Double($0) / 9 }
        return try frameStrip(frames(at: times), frameWidth: width, frameHeight: height,
                                        panel: "#fbf6ec", fill: "#c07a32", scale: 0.5)
    }

    /// The pour from a level already on screen (2 s: a quarter filled,
    /// full waves) to the top (7 s), held full for half a second: a loop
    /// whose first frame, the one shown where SVG does not animate, is
    /// neither empty nor flat.
    static func animation() throws -> SVGDocument {
        let fps = 20.0, start = 2.0, duration = 5.5
        let frames = try frames(at: (0..<Int(duration * fps)).map { start + Double($0) / fps })
        return try SVGDocument(width: width / 2, height: height / 2, viewBox: .init(minX: 0, minY: 0, width: width, height: height),
                               background: "#fbf6ec",
                               items: [.init(path: frames[0], fill: "#c07a32", animation: .init(frames: frames, duration: duration))],
                               format: .fractionDigits(1))
    }
}

/// A lava-lamp bubble: 10 anchors wandering through four shapes and back to
/// the first. Its point sets animate in one `AnimationTimeline`: two eased
/// seconds, then a spring given a new target half a second into its flight
/// (it merges, keeping its velocity), then an eased return.
enum BlobScene {
    static let size = 300.0
    static let duration = 5.0
    static let blob = try! MorphingBlob(pointCount: 10)
    static let shapes: [AnimatableVector] = (0..<5).map { k in
        AnimatableVector((0..<10).map { (i: Int) -> Double in
            let (x, y) = (Double(i), Double(k))
            // Inward only (−40…0): the unpushed circle already touches
            // the frame, as in the seed.
            return -20 + 13 * sin(2.3 * x + 1.7 * y) - 7 * cos(0.9 * x * y)
        })
    }

    /// The timeline of the blob's point sets (anchors and controls are
    /// linear in the offsets, so animating points animates the shape).
    static func timeline() throws -> AnimationTimeline<AnimatableVector> {
        let morph = try blob.morph(width: size, height: size, keyframes: shapes)
        let points = try shapes.indices.map { k in
            try morph.frame(weights: shapes.indices.map { $0 == k ? 1 : 0 })
        }
        let wobble = Animation.spring(response: 0.8, dampingFraction: 0.5)
        var timeline = AnimationTimeline(points[0])
        try timeline.set(points[1], at: 0, animation: .easeInOut(duration: 1))
        try timeline.set(points[2], at: 1, animation: .easeInOut(duration: 1))
        try timeline.set(points[3], at: 2, animation: wobble)
        try timeline.set(points[4], at: 2.5, animation: wobble)
        try timeline.set(points[0], at: 4, animation: .easeInOut(duration: 1))
        return timeline
    }

    /// The outlines at `times` (seconds), through one batched call.
    static func frames(at times: [Double]) throws -> [Path] {
        let timeline = try timeline()
        let n = blob.pointSetLength
        var points = [Double](repeating: 0, count: times.count * n)
        try times.withUnsafeBufferPointer { times in
            try points.withUnsafeMutableBufferPointer { try timeline.frames(at: times, into: $0) }
        }
        return try (0..<times.count).map { try blob.path(points: points[(n * $0)..<(n * ($0 + 1))]) }
    }

    static func strip() throws -> SVGDocument {
        try frameStrip(frames(at: (0..<8).map { Double($0) * duration / 8 }), frameWidth: size, frameHeight: size,
                                 panel: "#2a1b3d", fill: "#ff6f59", scale: 0.6)
    }

    static func animation() throws -> SVGDocument {
        let fps = 30.0
        let frames = try frames(at: (0...Int(duration * fps)).map { Double($0) / fps })
        return try SVGDocument(width: size, height: size, background: "#2a1b3d",
                               items: [.init(path: frames[0], fill: "#ff6f59", animation: .init(frames: frames, duration: duration))],
                               format: .fractionDigits(2))
    }
}
