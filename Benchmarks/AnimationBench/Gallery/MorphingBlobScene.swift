import AnimationKernels
import AnimationRendering
import Foundation

/// The morphing blob: ``BlobScene``'s outlines for every frame from one
/// batched product, filled with a gradient over an outline drawn beneath it
/// (so only the outline's outer half shows).
enum MorphingBlobScene {
    static let side = 320
    static let framesPerSecond = 30.0

    static func animation() throws -> RasterAnimation {
        let count = Int((BlobScene.duration * framesPerSecond).rounded())
        let outlines = try BlobScene.frames(at: Gallery.times(count: count, framesPerSecond: framesPerSecond))
        let margin = (Double(side) - BlobScene.size) / 2
        let fill = Gradient(colors: [Gallery.color(0xFFB36B), Gallery.color(0xFF6F59), Gallery.color(0xE0457B)])
        return try RasterAnimation(width: side, height: side, frameCount: count, framesPerSecond: framesPerSecond) { context, size, time in
            let i = min(count - 1, Int((time * framesPerSecond).rounded()))
            Gallery.background(context, size, Gallery.color(0x2A1B3D))
            let blob = outlines[i].offsetBy(dx: margin, dy: margin)
            context.stroke(blob, with: .color(Gallery.color(0xFFD9C2)), lineWidth: 8)
            context.fill(blob, with: .linearGradient(fill, startPoint: CGPoint(x: 0, y: margin),
                                                     endPoint: CGPoint(x: 0, y: margin + BlobScene.size)))
        }
    }
}
