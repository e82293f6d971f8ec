import AnimationKernels
import Foundation

extension TotalityWalk {
    /// `shape`'s stroke with `x` in each number of the style in turn, drawn
    /// in an ordinary frame and in frames holding `x`, then animated to `x`.
    static func strokeShapeProbe<S: Shape>(_ shape: S, _ x: Double) {
        let frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        let styles = [
            StrokeStyle(lineWidth: x), StrokeStyle(lineWidth: 2, miterLimit: x), StrokeStyle(lineWidth: 2, dash: [x, 1]),
            StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [3, 1], dashPhase: x),
        ]
        for style in styles { sink(shape.stroke(style: style).path(in: frame)) }
        sink(shape.stroke(lineWidth: x).path(in: frame))
        sink(shape.stroke().path(in: CGRect(x: x, y: 0, width: 10, height: 10)))
        var stroked = shape.stroke(lineWidth: 3)
        sink(stroked.path(in: CGRect(x: 0, y: 0, width: x, height: 10)))
        stroked.style.animatableData = AnimatablePair(x, AnimatablePair(x, x))
        sink(stroked.path(in: frame)); sink(stroked.animatableData)
    }

    /// The shape-returning strokes, on every shape type the library
    /// declares (`_StrokedShape` itself is not in the symbol graph, which
    /// leaves out underscored types; these calls build and draw it).
    static let strokedShapeProbes: [String: [TotalityProbe]] = [
        "Stroked shapes": [
            TotalityProbe("Shape.stroke(style:)", "Shape.stroke(lineWidth:)", "Path.stroke(style:)", "Path.stroke(lineWidth:)",
                          "AnyShape.stroke(style:)", "AnyShape.stroke(lineWidth:)") { x in
                strokeShapeProbe(samplePath(), x)
                strokeShapeProbe(poisonedPath(x), 1)
                strokeShapeProbe(AnyShape(Capsule()), x)
            },
            TotalityProbe("Rectangle.stroke(style:)", "Rectangle.stroke(lineWidth:)", "RoundedRectangle.stroke(style:)",
                          "RoundedRectangle.stroke(lineWidth:)", "UnevenRoundedRectangle.stroke(style:)",
                          "UnevenRoundedRectangle.stroke(lineWidth:)", "Circle.stroke(style:)", "Circle.stroke(lineWidth:)",
                          "Ellipse.stroke(style:)", "Ellipse.stroke(lineWidth:)", "Capsule.stroke(style:)", "Capsule.stroke(lineWidth:)") { x in
                strokeShapeProbe(Rectangle(), x)
                strokeShapeProbe(RoundedRectangle(cornerRadius: x), x)
                strokeShapeProbe(UnevenRoundedRectangle(topLeadingRadius: x, bottomTrailingRadius: 4), x)
                strokeShapeProbe(Circle(), x)
                strokeShapeProbe(Ellipse(), x)
                strokeShapeProbe(Capsule(style: .circular), x)
            },
            TotalityProbe("OffsetShape.stroke(style:)", "OffsetShape.stroke(lineWidth:)", "RotatedShape.stroke(style:)",
                          "RotatedShape.stroke(lineWidth:)", "ScaledShape.stroke(style:)", "ScaledShape.stroke(lineWidth:)",
                          "TransformedShape.stroke(style:)", "TransformedShape.stroke(lineWidth:)") { x in
                strokeShapeProbe(Circle().offset(x: x, y: 1), x)
                strokeShapeProbe(Rectangle().rotation(.radians(x)), x)
                strokeShapeProbe(Ellipse().scale(x: x, y: 2), x)
                strokeShapeProbe(Rectangle().transform(CGAffineTransform(a: x, b: 0, c: 0, d: 1, tx: 0, ty: 0)), x)
                // The modifiers applied to a stroked shape.
                let stroked = Rectangle().stroke(lineWidth: 2)
                sink(stroked.offset(x: x).rotation(.radians(x)).scale(x).trim(from: 0, to: x).path(in: CGRect(x: 0, y: 0, width: 9, height: 9)))
            },
            TotalityProbe("MorphingBlob.Outline.stroke(style:)", "MorphingBlob.Outline.stroke(lineWidth:)", "WaveFill.stroke(style:)",
                          "WaveFill.stroke(lineWidth:)") { x in
                strokeShapeProbe(try MorphingBlob(pointCount: 4).outline(offsets: [x, 1]), x)
                strokeShapeProbe(try WaveFill(waves: [Wave(amplitude: 2, wavelength: 3, phase: 45)]), x)
            },
        ],
    ]
}
