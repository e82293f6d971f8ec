import AnimationKernels
import Foundation
import AnimationRendering

extension FuzzReader {
    /// A colour from four fuzzed components (any double: the renderer clamps).
    mutating func color() -> Color { Color(red: double(), green: double(), blue: double(), opacity: double()) }

    /// A gradient of up to four stops at fuzzed locations, or of colours alone.
    mutating func gradient() -> Gradient {
        let count = choice(5)
        if bool() {
            var colors: [Color] = []
            for _ in 0..<count { colors.append(color()) }
            return Gradient(colors: colors)
        }
        var stops: [Gradient.Stop] = []
        for _ in 0..<count { stops.append(Gradient.Stop(color: color(), location: double())) }
        return Gradient(stops: stops)
    }

    /// A solid colour or a linear, radial or conic gradient with fuzzed
    /// geometry and options.
    mutating func shading() -> GraphicsContext.Shading {
        let options = GraphicsContext.GradientOptions(rawValue: UInt32(choice(8)))
        switch choice(4) {
        case 0: return .color(color())
        case 1: return .linearGradient(gradient(), startPoint: point(), endPoint: point(), options: options)
        case 2:
            return .radialGradient(gradient(), center: point(), startRadius: double(), endRadius: double(), options: options)
        default: return .conicGradient(gradient(), center: point(), angle: angle(), options: options)
        }
    }

    /// Up to `count` drawing operations on `context`: fills, strokes,
    /// transforms, clips, opacity, blend modes and layers, from fuzzed
    /// paths (eight path operations each, so that an input stays fast).
    mutating func draw(into context: inout GraphicsContext, count: Int) {
        let modes: [GraphicsContext.BlendMode] = [.normal, .multiply, .screen, .difference, .plusLighter, .xor, .destinationOut]
        for _ in 0..<count where !isAtEnd {
            switch choice(9) {
            case 0: context.fill(path(maxOperations: 8), with: shading(), style: FillStyle(eoFill: bool()))
            case 1: context.stroke(path(maxOperations: 8), with: shading(), style: strokeStyle())
            case 2: context.stroke(path(maxOperations: 8), with: shading(), lineWidth: double())
            case 3: context.concatenate(transform())
            case 4: context.translateBy(x: double(), y: double()); context.scaleBy(x: double(), y: double())
            case 5: context.rotate(by: angle())
            case 6:
                context.clip(to: path(maxOperations: 8), style: FillStyle(eoFill: bool()),
                             options: bool() ? .inverse : GraphicsContext.ClipOptions())
            case 7: context.opacity = double(); context.blendMode = modes[choice(modes.count)]
            default:
                context.drawLayer { layer in self.draw(into: &layer, count: 3) }
            }
        }
    }
}

extension FuzzTarget {
    /// Drawing into a small ``RasterImage`` (1 to 16 pixels a side, either
    /// colour mode): no crash or hang, and every pixel a valid premultiplied
    /// colour (no channel above its alpha).
    static let drawing = FuzzTarget(name: "drawing") { bytes in
        var reader = FuzzReader(bytes)
        let width = 1 + reader.choice(16), height = 1 + reader.choice(16)
        let mode: ColorRenderingMode = reader.bool() ? .linear : .nonLinear
        guard let image = try? RasterImage(width: width, height: height, colorMode: mode, renderer: { context, _ in
            reader.draw(into: &context, count: 6)
        }) else {
            require(false, "a \(width) × \(height) image could not be made from \(bytes)")
            return
        }
        image.withPremultipliedRGBA8 { bytes in
            for pixel in stride(from: 0, to: bytes.count, by: 4) {
                let alpha = bytes[pixel + 3]
                require(bytes[pixel] <= alpha && bytes[pixel + 1] <= alpha && bytes[pixel + 2] <= alpha,
                        "pixel \(pixel / 4) is \(Array(bytes[pixel..<pixel + 4])), a channel above its alpha")
            }
        }
    }
}
