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

    /// Blends `source` into columns `x ..< x + count` of row `y`, with the
    /// per-column `coverage`, or `constant` for every column when it is nil.
    @inline(__always)
    func composite<Source: SpanSource>(_ source: Source, y: Int, x: Int, count: Int,
                                       coverage: UnsafePointer<Float>?, constant: Float) {
        let row = pixels + y * width + x
        let clipRow = clip.map { $0 + y * width + x }
        if let coverage {
            blend(source, y: y, x: x, count: count, row: row, clipRow: clipRow) { coverage[$0] }
        } else if overwrites(source, coverage: coverage, constant: constant) {
            source.store(x, y, count: count, into: row)
        } else {
            blend(source, y: y, x: x, count: count, row: row, clipRow: clipRow) { _ in constant }
        }
    }

    /// Whether ``composite(_:y:x:count:coverage:constant:)`` replaces every
    /// pixel of the span without reading it: an opaque source, fully
    /// covered, unclipped, in the normal blend.
    @inline(__always)
    func overwrites<Source: SpanSource>(_ source: Source, coverage: UnsafePointer<Float>?, constant: Float) -> Bool {
        coverage == nil && constant >= 1 && clip == nil && source.isOpaque && rule == .normal
    }

    @inline(__always)
    private func blend<Source: SpanSource>(_ source: Source, y: Int, x: Int, count: Int,
                                           row: UnsafeMutablePointer<UInt32>, clipRow: UnsafePointer<UInt8>?,
                                           coverage: (Int) -> Float) {
        if rule == .normal && mode == .nonLinear {
            let opaque = source.isOpaque && clipRow == nil
            for i in 0..<count {
                var m = coverage(i)
                if let clipRow { m *= Float(clipRow[i]) * (1 / 255) }
                guard m > 0 else { continue }
                if opaque && m >= 1 {
                    row[i] = source.sample(x + i, y).bytes
                    continue
                }
                let s = source.sample(x + i, y).color * m
                let d = PixelBytes.unpack(row[i])
                row[i] = PixelBytes.packInRange(s + d * (1 - s.w))
            }
        } else {
            for i in 0..<count {
                var m = coverage(i)
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
