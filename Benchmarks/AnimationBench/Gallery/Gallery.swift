import AnimationKernels
import AnimationRendering
import Foundation

/// The gallery's animated PNGs: the five seed animations, drawn by
/// AnimationRendering from values the batched kernels computed once for
/// every frame.
enum Gallery {
    /// Every scene's file name (without extension) and animation.
    static func animations() throws -> [(name: String, animation: RasterAnimation)] {
        try [
            ("pouring-liquid", PouringLiquidScene.animation()),
            ("keyframed-emoji", KeyframedEmojiScene.animation()),
            ("timer-metronome", MetronomeScene.animation()),
            ("geometry-effects", GeometryEffectScene.animation()),
            ("morphing-blob", MorphingBlobScene.animation()),
        ]
    }

    /// Renders every scene to `<name>.png` (an animated PNG) in `folder`,
    /// printing each file's frame count, size and render time.
    static func write(into folder: URL) throws {
        let clock = ContinuousClock()
        for (name, animation) in try animations() {
            let url = folder.appendingPathComponent(name + ".png")
            let elapsed = try clock.measure { try animation.write(to: url) }
            let bytes = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            print("wrote \(url.path): \(animation.frameCount) frames of \(animation.width)×\(animation.height) "
                  + "at \(Int(animation.framesPerSecond)) fps, \(bytes / 1024) KiB, in \(String(format: "%.2f", seconds)) s")
        }
    }

    /// The times of `count` frames at `framesPerSecond`, from `start` seconds.
    static func times(count: Int, framesPerSecond: Double, from start: Double = 0) -> [Double] {
        (0..<count).map { start + Double($0) / framesPerSecond }
    }

    /// `sample` run once over every time: a batched kernel's values, one
    /// per time.
    static func sampled<Value>(at times: [Double], initial: Value,
                               _ sample: (UnsafeBufferPointer<Double>, UnsafeMutableBufferPointer<Value>) throws -> Void) throws -> [Value] {
        var values = [Value](repeating: initial, count: times.count)
        try times.withUnsafeBufferPointer { times in
            try values.withUnsafeMutableBufferPointer { try sample(times, $0) }
        }
        return values
    }

    /// The affine part of a geometry effect's projection, the transform a
    /// `GraphicsContext` concatenates.
    static func affine(_ projection: ProjectionTransform) -> CGAffineTransform {
        CGAffineTransform(a: projection.m11, b: projection.m12, c: projection.m21, d: projection.m22,
                          tx: projection.m31, ty: projection.m32)
    }

    /// A colour from a 24-bit hex value, `0xRRGGBB`.
    static func color(_ hex: Int, opacity: Double = 1) -> Color {
        Color(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
              blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }

    /// The whole frame filled with `color`.
    static func background(_ context: GraphicsContext, _ size: CGSize, _ color: Color) {
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(color))
    }
}
