import AnimationKernels
import ArgumentParser
import Foundation

/// Writes the SVG gallery: the seed's rising wave fill and a morphing blob,
/// each as a strip of frames and as an animation that loops in a browser.
/// Every frame comes out of the batched kernels.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Writes the SVG gallery (wave fill and morphing blob, as frame strips and animations).")

    @Option(help: "The folder to write the SVG files into (created if missing).")
    var output = "results/gallery"

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

/// Progress of a `repeatForever(autoreverses: true)` animation of
/// `duration` seconds at time `t`: 0 → 1 → 0 → …, eased each way.
private func autoreversing(_ t: Double, duration: Double) -> Double {
    let cycles = t / duration
    let pass = cycles.rounded(.down)
    let fraction = cycles - pass
    return UnitCurve.easeInOut.value(at: pass.truncatingRemainder(dividingBy: 2) == 0 ? fraction : 1 - fraction)
}

/// The seed's pouring liquid: the level rises from 900 to 0 over 6 s after a
/// 1 s delay, under two waves (amplitude h, 4 cycles, phase 90° → −90° in
/// 0.5 s; 1.2·h, 5 cycles, 0° → 270° in 0.3 s; both easeInOut and
/// autoreversing) with h = min(top/10, 20), so they calm near the top.
private enum WaveScene {
    static let (width, height) = (390.0, 844.0)
    static let fill = try! WaveFill(waves: [
        Wave(amplitude: 20, wavelength: 4, phase: 90), Wave(amplitude: 24, wavelength: 5, phase: 0),
    ])

    static func top(at t: Double) -> Double { 900 - 900 * min(max(t - 1, 0) / 6, 1) }

    /// The outlines at times `times`, through one batched call.
    static func frames(at times: [Double]) throws -> [Path] {
        let basis = try fill.basis(width: width)
        let tops = times.map(top)
        var amplitudes: [Double] = [], phases: [Double] = []
        for (t, top) in zip(times, tops) {
            let h = min(top / 10, 20)
            amplitudes += [h, 1.2 * h]
            phases += [90 - 180 * autoreversing(t, duration: 0.5), 270 * autoreversing(t, duration: 0.3)]
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

    static func animation() throws -> SVGDocument {
        let fps = 20.0, duration = 7.5
        let frames = try frames(at: (0..<Int(duration * fps)).map { Double($0) / fps })
        return try SVGDocument(width: width / 2, height: height / 2, viewBox: .init(minX: 0, minY: 0, width: width, height: height),
                               background: "#fbf6ec",
                               items: [.init(path: frames[0], fill: "#c07a32", animation: .init(frames: frames, duration: duration))],
                               format: .fractionDigits(1))
    }
}

/// A lava-lamp bubble: 10 anchors wandering through five keyframe shapes
/// and back to the first, one eased second per segment.
private enum BlobScene {
    static let size = 300.0
    static let blob = try! MorphingBlob(pointCount: 10)
    static let keyframes: [AnimatableVector] = {
        let shapes = (0..<5).map { k in
            AnimatableVector((0..<10).map { (i: Int) -> Double in
                let (x, y) = (Double(i), Double(k))
                // Inward only (−40…0): the unpushed circle already touches
                // the frame, as in the seed.
                return -20 + 13 * sin(2.3 * x + 1.7 * y) - 7 * cos(0.9 * x * y)
            })
        }
        return shapes + [shapes[0]]
    }()

    /// The outlines at keyframe positions (0…5, eased within each
    /// segment), through one batched morph.
    static func frames(at positions: [Double]) throws -> [Path] {
        let morph = try blob.morph(width: size, height: size, keyframes: keyframes)
        let eased = positions.map { p in
            let segment = min(p.rounded(.down), Double(keyframes.count - 2))
            return segment + UnitCurve.easeInOut.value(at: p - segment)
        }
        let weights = try FrameInterpolator.segmentWeights(keyframeCount: keyframes.count, positions: eased)
        var points = [Double](repeating: 0, count: positions.count * morph.length)
        try weights.withUnsafeBufferPointer { weights in
            try points.withUnsafeMutableBufferPointer { points in
                try morph.frames(weights: weights, into: points)
            }
        }
        let n = morph.length
        return try (0..<positions.count).map { try blob.path(points: points[(n * $0)..<(n * ($0 + 1))]) }
    }

    static func strip() throws -> SVGDocument {
        try frameStrip(frames(at: (0..<8).map { Double($0) * 0.625 }), frameWidth: size, frameHeight: size,
                                 panel: "#2a1b3d", fill: "#ff6f59", scale: 0.6)
    }

    static func animation() throws -> SVGDocument {
        let fps = 30.0, duration = Double(keyframes.count - 1)
        let frames = try frames(at: (0...Int(duration * fps)).map { Double($0) / fps })
        return try SVGDocument(width: size, height: size, background: "#2a1b3d",
                               items: [.init(path: frames[0], fill: "#ff6f59", animation: .init(frames: frames, duration: duration))],
                               format: .fractionDigits(2))
    }
}
