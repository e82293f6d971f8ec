import AnimationKernels
import Foundation

/// The pixels a context draws into, and the rasterizer's reusable buffers.
///
/// Pixels are premultiplied RGBA, one byte a channel in memory order,
/// gamma-encoded sRGB, handled four bytes at a time.
final class RenderTarget {
    let width: Int
    let height: Int
    let mode: ColorRenderingMode
    var pixels: [UInt32]
    let rasterizer: CoverageRasterizer

    init(width: Int, height: Int, mode: ColorRenderingMode, rasterizer: CoverageRasterizer) {
        self.width = width
        self.height = height
        self.mode = mode
        pixels = Array(repeating: 0, count: width * height)
        self.rasterizer = rasterizer
    }

    /// Fills `path` with `source` and the given blend, clip and rule.
    func fill<Source: SpanSource>(_ path: Path, transform: CGAffineTransform, rule: FillRule,
                                  source: Source, blend: GraphicsContext.BlendMode.Rule, clip: ClipMask?) {
        pixels.withUnsafeMutableBufferPointer { pixels in
            withClip(clip) { clip in
                let compositor = SpanCompositor(pixels: pixels.baseAddress!, width: width, rule: blend,
                                                mode: mode, clip: clip)
                rasterizer.fill(path, transform: transform, rule: rule) { y, x, count, coverage, constant in
                    compositor.composite(source, y: y, x: x, count: count, coverage: coverage, constant: constant)
                }
            }
        }
    }

    /// Draws `layer` (same size) over every pixel with the given blend.
    func draw(_ layer: RenderTarget, opacity: Float, blend: GraphicsContext.BlendMode.Rule, clip: ClipMask?) {
        layer.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { pixels in
                withClip(clip) { clip in
                    let compositor = SpanCompositor(pixels: pixels.baseAddress!, width: width, rule: blend,
                                                    mode: mode, clip: clip)
                    let layerSource = LayerSource(pixels: source.baseAddress!, width: width, mode: mode,
                                                  opacity: opacity)
                    for y in 0..<height {
                        compositor.composite(layerSource, y: y, x: 0, count: width, coverage: nil, constant: 1)
                    }
                }
            }
        }
    }

    private func withClip<R>(_ clip: ClipMask?, _ body: (UnsafePointer<UInt8>?) -> R) -> R {
        guard let clip else { return body(nil) }
        return clip.coverage.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}

/// The coverage of the clip region, one byte per pixel (255 inside).
final class ClipMask: Sendable {
    let coverage: [UInt8]

    init(coverage: [UInt8]) {
        self.coverage = coverage
    }
}
