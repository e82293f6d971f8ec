import AnimationKernels
import Foundation

extension TotalityWalk {
    /// An ordinary frame.
    static let plainFrame = CGRect(x: 10, y: 20, width: 100, height: 60)

    /// Frames holding `x` in the origin, in the size, in both, and as a
    /// negative origin with a doubled size (which overflows first).
    static func hostileFrames(_ x: Double) -> [CGRect] {
        [CGRect(x: x, y: 0, width: 10, height: 6), CGRect(x: 0, y: x, width: 10, height: 6), CGRect(x: 0, y: 0, width: x, height: 6),
         CGRect(x: 0, y: 0, width: 10, height: x), CGRect(x: x, y: x, width: x, height: x), CGRect(x: -x, y: -x, width: 2 * x, height: x)]
    }

    /// Draws `shape` in every hostile frame of `x` and in ``plainFrame``.
    static func drawEverywhere<S: Shape>(_ shape: S, _ x: Double) {
        for frame in hostileFrames(x) + [plainFrame] { drawn(shape.path(in: frame)) }
    }

    /// The modifiers every shape has, as the symbol graph names them.
    static let modifiers = ["offset(_:)", "offset(x:y:)", "rotation(_:anchor:)", "scale(_:anchor:)", "scale(x:y:anchor:)",
                            "transform(_:)", "trim(from:to:)"]

    /// A probe of every modifier of `Shape` on the shape `make` builds,
    /// `x` in each argument and in the frame; the symbol graph lists the
    /// modifiers once per conforming type, so each type has its probe.
    static func modifierProbe<S: Shape>(_ type: String, also: [String] = [], _ make: @escaping @Sendable () throws -> S) -> TotalityProbe {
        TotalityProbe(entryPoints: modifiers.map { "\(type).\($0)" } + also) { x in
            let shape = try make()
            let anchor = UnitPoint(x: x, y: 0.5)
            for frame in [plainFrame, CGRect(x: x, y: 0, width: x, height: 10)] {
                drawn(shape.offset(x: x, y: 1).path(in: frame)); drawn(shape.offset(x: 1, y: x).path(in: frame))
                drawn(shape.offset(CGSize(width: x, height: x)).path(in: frame)); drawn(shape.offset(CGPoint(x: x, y: -x)).path(in: frame))
                drawn(shape.rotation(.radians(x)).path(in: frame)); drawn(shape.rotation(.degrees(30), anchor: anchor).path(in: frame))
                drawn(shape.scale(x).path(in: frame)); drawn(shape.scale(x: x, y: 1).path(in: frame))
                drawn(shape.scale(x: 1, y: 2, anchor: anchor).path(in: frame))
                drawn(shape.transform(CGAffineTransform(a: x, b: 0, c: 0, d: 1, tx: 0, ty: x)).path(in: frame))
                drawn(shape.transform(CGAffineTransform(rotationAngle: x)).path(in: frame))
                drawn(shape.trim(from: x, to: 1).path(in: frame)); drawn(shape.trim(from: 0, to: x).path(in: frame))
                drawn(shape.trim(from: -x, to: x).path(in: frame))
            }
            var trimmed = shape.trim(from: 0.25, to: 0.75)
            trimmed.animatableData.second = AnimatablePair(x, -x)
            drawn(trimmed.path(in: plainFrame))
            trimmed.animatableData.second = AnimatablePair(0.5, x)
            drawn(trimmed.path(in: plainFrame))
        }
    }

    /// A probe of `inset(by:)` on `shape`: `x` as the inset, twice in a row,
    /// as an outset, and drawn in every hostile frame.
    static func insetProbe<S: InsettableShape>(_ type: String, _ shape: S) -> TotalityProbe {
        TotalityProbe(entryPoints: ["\(type).inset(by:)"]) { x in
            drawEverywhere(shape.inset(by: x), x)
            drawEverywhere(shape.inset(by: 2).inset(by: x), x)
            drawEverywhere(shape.inset(by: x).inset(by: -x), x)
            drawEverywhere(shape.inset(by: -x), 1)
        }
    }

    static let shapeProbes: [String: [TotalityProbe]] = [
        "Shapes": [
            TotalityProbe("Rectangle.path(in:)", "Rectangle.init()", "Rectangle.animatableData") { x in
                var shape = Rectangle()
                shape.animatableData = shape.animatableData
                drawEverywhere(shape, x)
            },
            TotalityProbe("Circle.path(in:)", "Circle.init()", "Circle.animatableData") { x in
                var shape = Circle()
                shape.animatableData = shape.animatableData
                drawEverywhere(shape, x)
            },
            TotalityProbe("Ellipse.path(in:)", "Ellipse.init()", "Ellipse.animatableData") { x in
                var shape = Ellipse()
                shape.animatableData = shape.animatableData
                drawEverywhere(shape, x)
            },
            TotalityProbe("Capsule.path(in:)", "Capsule.init(style:)", "Capsule.animatableData") { x in
                for style in [RoundedCornerStyle.circular, .continuous] {
                    var shape = Capsule(style: style)
                    shape.animatableData = shape.animatableData
                    drawEverywhere(shape, x)
                }
            },
            TotalityProbe("RoundedRectangle.path(in:)", "RoundedRectangle.init(cornerRadius:style:)", "RoundedRectangle.init(cornerSize:style:)",
                          "RoundedRectangle.animatableData") { x in
                for style in [RoundedCornerStyle.circular, .continuous] {
                    drawEverywhere(RoundedRectangle(cornerRadius: 4, style: style), x)
                    drawEverywhere(RoundedRectangle(cornerRadius: x, style: style), x)
                    for size in [CGSize(width: x, height: 2), CGSize(width: 2, height: x), CGSize(width: x, height: -x)] {
                        drawEverywhere(RoundedRectangle(cornerSize: size, style: style), 1)
                    }
                    var shape = RoundedRectangle(cornerRadius: 3, style: style)
                    shape.animatableData = AnimatablePair(x, 2)
                    drawEverywhere(shape, 1)
                    var inset = RoundedRectangle(cornerRadius: 5, style: style).inset(by: 2)
                    inset.animatableData = AnimatablePair(AnimatablePair(1, x), x)
                    drawEverywhere(inset, 1)
                }
            },
            TotalityProbe("UnevenRoundedRectangle.path(in:)", "UnevenRoundedRectangle.init(cornerRadii:style:)",
                          "UnevenRoundedRectangle.init(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)",
                          "UnevenRoundedRectangle.animatableData", "RectangleCornerRadii.init(topLeading:bottomLeading:bottomTrailing:topTrailing:)",
                          "RectangleCornerRadii.animatableData") { x in
                for style in [RoundedCornerStyle.circular, .continuous] {
                    for corner in 0..<4 {
                        var r: [CGFloat] = [3, 5, 7, 11]
                        r[corner] = x
                        drawEverywhere(UnevenRoundedRectangle(topLeadingRadius: r[0], bottomLeadingRadius: r[1], bottomTrailingRadius: r[2],
                                                              topTrailingRadius: r[3], style: style), x)
                    }
                    let radii = RectangleCornerRadii(topLeading: x, bottomLeading: x, bottomTrailing: x, topTrailing: x)
                    drawEverywhere(UnevenRoundedRectangle(cornerRadii: radii, style: style), x)
                    var shape = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 1, bottomTrailing: 2), style: style)
                    shape.animatableData = AnimatablePair(AnimatablePair(x, 1), AnimatablePair(2, -x))
                    drawEverywhere(shape, 1)
                    var animated = RectangleCornerRadii()
                    animated.animatableData = AnimatablePair(AnimatablePair(1, x), AnimatablePair(x, 0))
                    drawEverywhere(UnevenRoundedRectangle(cornerRadii: animated, style: style), 1)
                }
            },
            TotalityProbe("AnyShape.path(in:)", "AnyShape.init(_:)", "AnyShape.animatableData") { x in
                for shape in [AnyShape(RoundedRectangle(cornerRadius: x)), AnyShape(Circle().inset(by: x)), AnyShape(Capsule().rotation(.radians(x))),
                              AnyShape(samplePath().scale(x))] {
                    var erased = shape
                    erased.animatableData = shape.animatableData
                    drawEverywhere(erased, x)
                }
            },
        ],
        "Rounded rectangle paths": [
            TotalityProbe("Path.init(roundedRect:cornerRadii:style:)", "Path.addRoundedRect(in:cornerRadii:style:transform:)") { x in
                for style in [RoundedCornerStyle.circular, .continuous] {
                    for frame in hostileFrames(x) + [plainFrame] {
                        drawn(Path(roundedRect: frame, cornerRadii: RectangleCornerRadii(topLeading: 5, bottomTrailing: 3), style: style))
                        drawn(Path(roundedRect: frame, cornerRadii: RectangleCornerRadii(topLeading: x, bottomLeading: 1, bottomTrailing: x, topTrailing: 2),
                                   style: style))
                    }
                    var path = samplePath()
                    let radii = RectangleCornerRadii(topLeading: x, bottomTrailing: 4)
                    path.addRoundedRect(in: plainFrame, cornerRadii: radii, style: style, transform: CGAffineTransform(a: x, b: 0, c: 0, d: 1, tx: x, ty: 0))
                    path.addRoundedRect(in: plainFrame, cornerRadii: radii, style: style, transform: CGAffineTransform(rotationAngle: x))
                    path.addRoundedRect(in: CGRect(x: x, y: 1, width: 2, height: x), cornerRadii: RectangleCornerRadii(topTrailing: 1), style: style)
                    drawn(path)
                }
            },
        ],
        "Shape insets": [
            insetProbe("Rectangle", Rectangle()), insetProbe("Circle", Circle()), insetProbe("Ellipse", Ellipse()),
            insetProbe("Capsule", Capsule()), insetProbe("RoundedRectangle", RoundedRectangle(cornerRadius: 8)),
            insetProbe("UnevenRoundedRectangle", UnevenRoundedRectangle(topLeadingRadius: 4, bottomTrailingRadius: 9)),
            insetProbe("OffsetShape", Circle().offset(x: 3, y: 4)), insetProbe("RotatedShape", Capsule().rotation(.degrees(30))),
        ],
        "Shape modifier types": [
            TotalityProbe("OffsetShape.init(shape:offset:)", "OffsetShape.path(in:)", "OffsetShape.animatableData") { x in
                var shape = OffsetShape(shape: RoundedRectangle(cornerRadius: 3), offset: CGSize(width: x, height: 1))
                drawEverywhere(shape, x)
                shape.animatableData = AnimatablePair(AnimatablePair(x, 1), AnimatablePair(1, x))
                drawEverywhere(shape, x)
                drawEverywhere(OffsetShape(shape: Circle(), offset: CGSize(width: 1e308, height: -1e308)), x)
            },
            TotalityProbe("RotatedShape.init(shape:angle:anchor:)", "RotatedShape.path(in:)", "RotatedShape.animatableData") { x in
                drawEverywhere(RotatedShape(shape: Ellipse(), angle: .radians(x)), x)
                var shape = RotatedShape(shape: RoundedRectangle(cornerRadius: 3), angle: .degrees(45), anchor: UnitPoint(x: x, y: 0))
                drawEverywhere(shape, x)
                shape.animatableData = AnimatablePair(AnimatablePair(1, x), AnimatablePair(x, AnimatablePair(x, 1)))
                drawEverywhere(shape, x)
            },
            TotalityProbe("ScaledShape.init(shape:scale:anchor:)", "ScaledShape.path(in:)", "ScaledShape.animatableData") { x in
                drawEverywhere(ScaledShape(shape: Circle(), scale: CGSize(width: x, height: 1)), x)
                var shape = ScaledShape(shape: RoundedRectangle(cornerRadius: 3), scale: CGSize(width: 2, height: 1e300),
                                        anchor: UnitPoint(x: 1, y: x))
                drawEverywhere(shape, x)
                shape.animatableData = AnimatablePair(AnimatablePair(x, 1), AnimatablePair(AnimatablePair(x, x), AnimatablePair(1, x)))
                drawEverywhere(shape, x)
            },
            TotalityProbe("TransformedShape.init(shape:transform:)", "TransformedShape.path(in:)", "TransformedShape.animatableData") { x in
                for i in 0..<6 {
                    var v: [CGFloat] = [1, 0, 0, 1, 0, 0]
                    v[i] = x
                    drawEverywhere(TransformedShape(shape: Capsule(), transform: CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])), x)
                }
                var shape = TransformedShape(shape: RoundedRectangle(cornerRadius: 3), transform: CGAffineTransform(rotationAngle: 1))
                shape.animatableData = AnimatablePair(x, x)
                drawEverywhere(shape, x)
            },
        ],
        "Shape modifiers on built-in shapes": [
            modifierProbe("Rectangle", also: modifiers.map { "Shape.\($0)" }) { Rectangle() },
            modifierProbe("Circle") { Circle() }, modifierProbe("Ellipse") { Ellipse() }, modifierProbe("Capsule") { Capsule() },
            modifierProbe("RoundedRectangle") { RoundedRectangle(cornerRadius: 12) },
            modifierProbe("UnevenRoundedRectangle") { UnevenRoundedRectangle(topLeadingRadius: 4, bottomTrailingRadius: 9) },
            modifierProbe("AnyShape") { AnyShape(Capsule(style: .circular)) }, modifierProbe("Path") { samplePath() },
        ],
        "Shape modifiers on modified and batch shapes": [
            modifierProbe("OffsetShape") { Circle().offset(x: 3, y: -2) }, modifierProbe("RotatedShape") { Rectangle().rotation(.degrees(10)) },
            modifierProbe("ScaledShape") { Ellipse().scale(x: 2, y: 0.5) },
            modifierProbe("TransformedShape") { Capsule().transform(CGAffineTransform(a: 1, b: 0.5, c: 0, d: 1, tx: 2, ty: 0)) },
            modifierProbe("MorphingBlob.Outline") { try MorphingBlob(pointCount: 5).outline(offsets: [1, -2, 3, 0, 2]) },
            modifierProbe("WaveFill") { try WaveFill(waves: [Wave(amplitude: 4, wavelength: 30, phase: 45)]) },
        ],
    ]
}
