import AnimationKernels
import Foundation

/// An immediate-mode drawing destination, as SwiftUI's `GraphicsContext`:
/// the value a `Canvas` closure receives.
///
/// The context is a value: its state (``transform``, ``opacity``,
/// ``blendMode`` and the clip) belongs to each copy, so `var copy = context`
/// scopes changes, while every copy draws into the same image. Drawing is
/// anti-aliased by exact pixel coverage.
///
/// Bad input never traps: a path's subpaths with non-finite coordinates are
/// left out, a shading with a non-finite colour, a gradient without stops,
/// and a non-finite or non-positive opacity paint nothing, and coordinates
/// far outside the image are clipped.
public struct GraphicsContext {
    let target: RenderTarget
    var clipMask: ClipMask?

    /// The transform from this context's coordinates to the image's pixels
    /// (y down, one unit a pixel at the start). Drawing and gradients use it.
    public var transform: CGAffineTransform = .identity

    /// The opacity every drawing is multiplied by, `0...1` (clamped when
    /// drawing); `1` at the start.
    public var opacity: Double = 1

    /// How drawing combines with the image; ``BlendMode/normal`` at the start.
    public var blendMode: BlendMode = .normal

    init(target: RenderTarget) {
        self.target = target
    }

    /// The colour mode of the image this context draws into.
    public var colorRenderingMode: ColorRenderingMode { target.mode }

    // MARK: Transform

    /// Moves the origin of the coordinates by `(x, y)` in the current
    /// coordinates, as CoreGraphics' `translateBy(x:y:)`.
    ///
    /// - Parameters:
    ///   - x: The horizontal offset.
    ///   - y: The vertical offset.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales the coordinates by `(x, y)` about the current origin.
    ///
    /// - Parameters:
    ///   - x: The horizontal factor.
    ///   - y: The vertical factor.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Rotates the coordinates about the current origin; positive angles turn
    /// clockwise on screen (whose y axis points down).
    ///
    /// - Parameter angle: The rotation.
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: angle.radians)
    }

    /// Applies `matrix` before the current transform.
    ///
    /// - Parameter matrix: The transform to prepend.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Drawing

    /// Fills `path` with `shading` under `style`'s rule.
    ///
    /// - Parameters:
    ///   - path: The outline, in this context's coordinates.
    ///   - shading: What paints the inside.
    ///   - style: The fill rule (nonzero unless `isEOFilled`); drawing is
    ///     always anti-aliased.
    /// - Complexity: O(e + a) for e edges of the flattened outline and a the
    ///   pixels of its rows between its leftmost and rightmost edges.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        draw(path, transform: transform, rule: style.isEOFilled ? .evenOdd : .nonZero, shading: shading)
    }

    /// Strokes `path` with `shading`: fills the outline that
    /// `path.strokedPath(style)` gives, in this context's coordinates (so a
    /// scaled context scales the stroke's width too). The outline is made at
    /// the image's scale and no wider than the image can show (see
    /// `StrokeOutline`), so that a huge width costs what a visible one does.
    ///
    /// - Parameters:
    ///   - path: The centre line.
    ///   - shading: What paints the stroke.
    ///   - style: Width, caps, joins and dashes.
    /// - Complexity: That of `strokedPath` and of ``fill(_:with:style:)`` on
    ///   its outline.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard let outline = StrokeOutline(stroking: path, style: style, transform: transform,
                                          width: target.width, height: target.height) else { return }
        draw(outline.path, transform: outline.transform, rule: .nonZero, shading: shading)
    }

    /// Strokes `path` with `shading` at `lineWidth`, with butt caps and
    /// miter joins.
    ///
    /// - Parameters:
    ///   - path: The centre line.
    ///   - shading: What paints the stroke.
    ///   - lineWidth: The width, in this context's units.
    /// - Complexity: As ``stroke(_:with:style:)``.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Limits later drawing of this context (and of copies made from it
    /// afterwards) to the inside of `path`, intersected with the current clip.
    ///
    /// - Parameters:
    ///   - path: The clip outline, in this context's coordinates.
    ///   - style: The fill rule deciding the inside.
    ///   - options: ``ClipOptions/inverse`` clips to the outside instead.
    /// - Complexity: O(w·h) for the image's width and height: the clip is a
    ///   coverage mask of the image (one byte a pixel, allocated per call).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let count = target.width * target.height
        let previous = clipMask?.coverage
        let inverse = options.contains(.inverse)
        var mask = [UInt8](repeating: inverse ? 255 : 0, count: count)
        if inverse, let previous { mask = previous }
        mask.withUnsafeMutableBufferPointer { mask in
            target.rasterizer.fill(path, transform: transform, rule: style.isEOFilled ? .evenOdd : .nonZero) {
                y, x, count, coverage, constant in
                let row = y * target.width + x
                for i in 0..<count {
                    let old = Float(previous?[row + i] ?? 255)
                    let covered = coverage?[i] ?? constant
                    mask[row + i] = UInt8((old * (inverse ? 1 - covered : covered)).rounded())
                }
            }
        }
        clipMask = ClipMask(coverage: mask)
    }

    /// Draws what `content` draws into a new transparent layer, then draws
    /// the layer into this context with this context's opacity, blend mode
    /// and clip.
    ///
    /// The layer's context starts with this context's transform and clip,
    /// full opacity and the normal blend mode.
    ///
    /// - Parameter content: Draws the layer.
    /// - Throws: What `content` throws; the layer is then not drawn.
    /// - Complexity: O(w·h) for the layer, allocated per call, plus what
    ///   `content` draws.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        guard let alpha = paintOpacity else { return }
        let layer = RenderTarget(width: target.width, height: target.height, mode: target.mode,
                                 rasterizer: target.rasterizer)
        var context = GraphicsContext(target: layer)
        context.transform = transform
        context.clipMask = clipMask
        try content(&context)
        target.draw(layer, opacity: alpha, blend: blendMode.rule, clip: nil)
    }

    /// The opacity to draw with, or nil when nothing should be drawn.
    private var paintOpacity: Float? {
        guard opacity.isFinite, opacity > 0 else { return nil }
        return Float(min(opacity, 1))
    }

    /// Fills `path`, mapped to the image by `pathTransform`, with `shading`
    /// in this context's coordinates.
    private func draw(_ path: Path, transform pathTransform: CGAffineTransform, rule: FillRule, shading: Shading) {
        guard let alpha = paintOpacity else { return }
        let mode = target.mode
        func fill<Source: SpanSource>(_ source: Source) {
            target.fill(path, transform: pathTransform, rule: rule, source: source, blend: blendMode.rule, clip: clipMask)
        }
        switch shading.kind {
        case .color(let color):
            guard let ramp = ColorRamp(color, mode: mode, opacity: alpha) else { return }
            fill(SolidSource(entry: ramp.entries[0]))
        case .linear(let gradient, let start, let end, let options):
            withGradient(gradient, options, alpha) { ramp, extend, toUser in
                ramp.entries.withUnsafeBufferPointer { table in
                    ramp.bytes.withUnsafeBufferPointer { bytes in
                        fill(LinearGradientSource(table: table, bytes: bytes, isOpaque: ramp.isOpaque, extend: extend,
                                                  start: start, end: end, deviceToUser: toUser))
                    }
                }
            }
        case .radial(let gradient, let center, let startRadius, let endRadius, let options):
            guard center.x.isFinite, center.y.isFinite, startRadius.isFinite, endRadius.isFinite else { return }
            withGradient(gradient, options, alpha) { ramp, extend, toUser in
                ramp.entries.withUnsafeBufferPointer { table in
                    fill(RadialGradientSource(table: table, isOpaque: ramp.isOpaque, extend: extend, center: center,
                                              startRadius: startRadius, endRadius: endRadius, deviceToUser: toUser))
                }
            }
        case .conic(let gradient, let center, let angle, let options):
            guard center.x.isFinite, center.y.isFinite, angle.radians.isFinite else { return }
            withGradient(gradient, options, alpha) { ramp, extend, toUser in
                ramp.entries.withUnsafeBufferPointer { table in
                    fill(ConicGradientSource(table: table, isOpaque: ramp.isOpaque, extend: extend, m: toUser,
                                             center: center, startAngle: angle.radians))
                }
            }
        }
    }

    /// Calls `body` with the gradient's ramp, its extension and the map from
    /// pixels to this context's coordinates, unless the gradient has no
    /// drawable stop or the transform cannot be inverted. The last ramp made
    /// is kept with the rasterizer, so frames that repeat a gradient build
    /// its table once.
    private func withGradient(_ gradient: Gradient, _ options: GradientOptions, _ alpha: Float,
                              _ body: (ColorRamp, GradientExtend, CGAffineTransform) -> Void) {
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0, determinant.isFinite else { return }
        let key = ColorRampKey(gradient: gradient, linearColor: options.contains(.linearColor), mode: target.mode,
                               opacity: alpha)
        let ramp: ColorRamp
        if let last = target.rasterizer.lastRamp, last.key == key {
            ramp = last.ramp
        } else {
            guard let made = ColorRamp(gradient, linearColor: key.linearColor, mode: key.mode, opacity: alpha) else {
                return
            }
            target.rasterizer.lastRamp = (key, made)
            ramp = made
        }
        body(ramp, GradientExtend(options), t.inverted())
    }
}

extension GraphicsContext {
    /// Options of ``GraphicsContext/clip(to:style:options:)``, as SwiftUI's
    /// `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Creates options from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Clips to the outside of the path instead of its inside.
        public static let inverse = ClipOptions(rawValue: 1 << 0)
    }
}
