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
    /// The pixels; row `y` holds drawing only once `rowIsCleared[y]`, and
    /// is undefined before.
    private var pixels: [UInt32]
    /// Whether each row has been cleared: rows are cleared when first drawn
    /// into, around the spans that overwrite their pixels, and the rest when
    /// the pixels are handed out, so a new image is written once, not twice.
    private var rowIsCleared: [Bool]
    private var unclearedRows: Int
    let rasterizer: CoverageRasterizer

    init(width: Int, height: Int, mode: ColorRenderingMode, rasterizer: CoverageRasterizer) {
        self.width = width
        self.height = height
        self.mode = mode
        // Every row is cleared before it is read (see `rowIsCleared`).
        pixels = [UInt32](unsafeUninitializedCapacity: width * height) { _, initialized in
            initialized = width * height
        }
        rowIsCleared = Array(repeating: false, count: height)
        unclearedRows = height
        self.rasterizer = rasterizer
    }

    /// The finished pixels, transparent where nothing was drawn.
    func finishedPixels() -> [UInt32] {
        clearRemainingRows()
        return pixels
    }

    /// Fills `path` with `source` and the given blend, clip and rule.
    func fill<Source: SpanSource>(_ path: Path, transform: CGAffineTransform, rule: FillRule,
                                  source: Source, blend: GraphicsContext.BlendMode.Rule, clip: ClipMask?) {
        let width = width
        pixels.withUnsafeMutableBufferPointer { pixels in
            rowIsCleared.withUnsafeMutableBufferPointer { cleared in
                withClip(clip) { clip in
                    let compositor = SpanCompositor(pixels: pixels.baseAddress!, width: width, rule: blend,
                                                    mode: mode, clip: clip)
                    // A row drawn for the first time is cleared piece by piece
                    // as its spans arrive (left to right), except where a span
                    // overwrites its pixels anyway, and its tail once the
                    // rasterizer moves on: the pixels are written once.
                    var newlyCleared = 0
                    var clearingRow = -1, clearedEnd = 0
                    func clear(_ y: Int, from start: Int, to end: Int) {
                        if end > start { (pixels.baseAddress! + y * width + start).update(repeating: 0, count: end - start) }
                    }
                    rasterizer.fill(path, transform: transform, rule: rule) { y, x, count, coverage, constant in
                        if y != clearingRow {
                            if clearingRow >= 0 { clear(clearingRow, from: clearedEnd, to: width) }
                            clearingRow = -1
                            if !cleared[y] {
                                cleared[y] = true
                                newlyCleared += 1
                                (clearingRow, clearedEnd) = (y, 0)
                            }
                        }
                        if clearingRow == y {
                            let overwrites = compositor.overwrites(source, coverage: coverage, constant: constant)
                            clear(y, from: clearedEnd, to: overwrites ? x : x + count)
                            clearedEnd = x + count
                        }
                        compositor.composite(source, y: y, x: x, count: count, coverage: coverage, constant: constant)
                    }
                    if clearingRow >= 0 { clear(clearingRow, from: clearedEnd, to: width) }
                    unclearedRows -= newlyCleared
                }
            }
        }
    }

    /// Draws `layer` (same size) over every pixel with the given blend.
    func draw(_ layer: RenderTarget, opacity: Float, blend: GraphicsContext.BlendMode.Rule, clip: ClipMask?) {
        clearRemainingRows()
        layer.finishedPixels().withUnsafeBufferPointer { source in
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

    /// Clears every row not drawn into yet.
    private func clearRemainingRows() {
        guard unclearedRows > 0 else { return }
        let width = width
        pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<height where !rowIsCleared[y] {
                (pixels.baseAddress! + y * width).update(repeating: 0, count: width)
                rowIsCleared[y] = true
            }
        }
        unclearedRows = 0
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
