/// Blends a source into one row span of an image, weighted by coverage.
///
/// Colours are premultiplied; the source is scaled by the pixel's coverage
/// (and by the clip mask's, when there is one) before the blend, so an
/// uncovered pixel keeps its colour in every blend mode. Opaque source over
/// a fully covered pixel is a plain store.
struct SpanCompositor {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let rule: GraphicsContext.BlendMode.Rule
    let mode: ColorRenderingMode
    /// The clip mask, one coverage byte per pixel, or nil for none.
    let clip: UnsafePointer<UInt8>?

    /// Blends `source` into columns `x ..< x + coverage.count` of row `y`.
    @inline(__always)
    func composite<Source: SpanSource>(_ source: Source, y: Int, x: Int, coverage: UnsafeBufferPointer<Float>) {
        let row = pixels + y * width + x
        let clipRow = clip.map { $0 + y * width + x }
        if rule == .normal && mode == .nonLinear {
            let opaque = source.isOpaque && clip == nil
            var i = 0
            while i < coverage.count {
                var m = coverage[i]
                if opaque && m >= 1 {
                    // A run of fully covered pixels: stored, not blended.
                    var end = i + 1
                    while end < coverage.count && coverage[end] >= 1 { end += 1 }
                    source.store(x + i, y, count: end - i, into: row + i)
                    i = end
                    continue
                }
                if let clipRow { m *= Float(clipRow[i]) * (1 / 255) }
                if m > 0 {
                    let s = source.sample(x + i, y).color * m
                    let d = PixelBytes.unpack(row[i])
                    row[i] = PixelBytes.packInRange(s + d * (1 - s.w))
                }
                i += 1
            }
        } else {
            for i in 0..<coverage.count {
                var m = coverage[i]
                if let clipRow { m *= Float(clipRow[i]) * (1 / 255) }
                guard m > 0 else { continue }
                let s = source.sample(x + i, y).color * m
                if mode == .linear {
                    row[i] = PixelBytes.packLinear(rule.blend(s, PixelBytes.unpackLinear(row[i])))
                } else {
                    row[i] = PixelBytes.pack(rule.blend(s, PixelBytes.unpack(row[i])))
                }
            }
        }
    }
}
