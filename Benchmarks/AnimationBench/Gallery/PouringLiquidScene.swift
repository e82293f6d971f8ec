import AnimationKernels
import AnimationRendering
import Foundation

/// The pouring liquid: the seed's two-wave fill (``WaveScene``, its
/// outlines for every frame from one batched basis product) rising in a
/// glass under a falling stream, with a gradient liquid.
enum PouringLiquidScene {
    static let (width, height) = (320, 440)
    static let framesPerSecond = 30.0
    /// From the first pour into the empty glass to half a second after it
    /// is full (the level reaches the rim at 7 s).
    static let (start, end) = (1.2, 7.5)
    /// The wave scene's 390 × 844 points shrunk to the glass's inside.
    static let scale = 0.45
    static let inside = CGRect(x: (Double(width) - WaveScene.width * scale) / 2, y: 40,
                               width: WaveScene.width * scale, height: WaveScene.height * scale)
    static let wall = 8.0

    static func animation() throws -> RasterAnimation {
        let times = Gallery.times(count: Int(((end - start) * framesPerSecond).rounded()), framesPerSecond: framesPerSecond, from: start)
        let surfaces = try WaveScene.frames(at: times)
        let levels = try WaveScene.samples(WaveScene.animated(from: 900, to: 0, .linear(duration: 6.0).delay(1)), at: times)
        return try RasterAnimation(width: width, height: height, frameCount: times.count, framesPerSecond: framesPerSecond) { context, size, time in
            let i = min(times.count - 1, Int((time * framesPerSecond).rounded()))
            draw(&context, size, surface: surfaces[i], level: levels[i], pouring: times[i] < 7)
        }
    }

    static let tea = Gradient(colors: [Gallery.color(0xE8A547), Gallery.color(0xB8611E), Gallery.color(0x7A3510)])

    static func draw(_ context: inout GraphicsContext, _ size: CGSize, surface: Path, level: Double, pouring: Bool) {
        Gallery.background(context, size, Gallery.color(0xFBF6EC))
        // The glass's shadow on the table.
        context.fill(Path(ellipseIn: CGRect(x: inside.minX - 30, y: inside.maxY + 4, width: inside.width + 60, height: 22)),
                     with: .color(Color(white: 0, opacity: 0.12)))
        let bowl = Path(roundedRect: CGRect(x: inside.minX, y: inside.minY - 60, width: inside.width, height: inside.height + 60),
                        cornerRadius: 16)
        let liquidTop = inside.minY + min(level, WaveScene.height) * scale
        if pouring {
            // From above the frame to under the waves, which cover its end.
            let stream = CGRect(x: inside.midX - 5, y: -10, width: 10, height: min(liquidTop + 30, inside.maxY - 4) + 10)
            context.fill(Path(roundedRect: stream, cornerRadius: 6),
                         with: .linearGradient(tea, startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 0, y: inside.maxY)))
        }
        var liquid = context
        liquid.clip(to: bowl)
        liquid.translateBy(x: inside.minX, y: inside.minY)
        liquid.scaleBy(x: scale, y: scale)
        liquid.fill(surface, with: .linearGradient(tea, startPoint: .zero, endPoint: CGPoint(x: 0, y: WaveScene.height)))
        // The walls: the outer outline minus the inside, below the rim.
        var glass = context
        glass.clip(to: Path(CGRect(x: 0, y: inside.minY, width: size.width, height: size.height)))
        var walls = Path(roundedRect: CGRect(x: inside.minX - wall, y: inside.minY - 40, width: inside.width + 2 * wall,
                                             height: inside.height + 40 + 1.5 * wall), cornerRadius: 16 + wall)
        walls.addPath(bowl)
        glass.fill(walls, with: .color(Gallery.color(0x8FB3C9, opacity: 0.6)), style: FillStyle(eoFill: true))
        // A highlight down the glass's left side.
        glass.fill(Path(roundedRect: CGRect(x: inside.minX + 10, y: inside.minY + 14, width: 9, height: inside.height - 40), cornerRadius: 4.5),
                   with: .color(Color(white: 1, opacity: 0.35)))
    }
}
