import AnimationKernels
import Foundation

extension TotalityWalk {
    /// A small closed path with a line, a quadratic and a cubic.
    static func samplePath() -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 4, y: 0))
        path.addQuadCurve(to: CGPoint(x: 4, y: 4), control: CGPoint(x: 6, y: 2))
        path.addCurve(to: CGPoint(x: 0, y: 4), control1: CGPoint(x: 3, y: 6), control2: CGPoint(x: 1, y: 6))
        path.closeSubpath()
        return path
    }

    /// A path whose elements hold `x` in every coordinate of one kind of
    /// element, written directly (the only way such points get in).
    static func poisonedPath(_ x: Double) -> Path {
        var path = samplePath()
        let p = CGPoint(x: x, y: 1)
        path.elements += [.move(to: p), .line(to: p), .quadCurve(to: p, control: p), .curve(to: p, control1: p, control2: p)]
        return path
    }

    static let geometryProbes: [String: [TotalityProbe]] = [
        "Angle": [
            TotalityProbe("Angle.init(radians:)", "Angle.init(_:)", "Angle.radians(_:)") { x in
                sink(Angle(radians: x)); sink(Angle(x)); sink(Angle.radians(x))
            },
            TotalityProbe("Angle.init(degrees:)", "Angle.degrees(_:)", "Angle.degrees", "Angle.animatableData") { x in
                sink(Angle(degrees: x)); sink(Angle.degrees(x)); sink(Angle(radians: x).degrees)
                var angle = Angle.zero
                angle.degrees = x
                angle.animatableData = x
                sink(angle)
            },
            TotalityProbe("Angle.+(_:_:)", "Angle.-(_:_:)", "Angle.-(_:)", "Angle.+=(_:_:)", "Angle.-=(_:_:)", "Angle.<(_:_:)") { x in
                let a = Angle(radians: x), b = Angle(radians: 1)
                sink(a + b); sink(a - b); sink(-a); sink(a < b); sink(b < a)
                var c = b
                c += a
                c -= a
                sink(c)
            },
            TotalityProbe("Angle.*(_:_:)", "Angle./(_:_:)") { x in
                let a = Angle(radians: 2)
                sink(a * x); sink(x * a); sink(a / x); sink(Angle(radians: x) / 0)
            },
        ],
        "CGAffineTransform": [
            TotalityProbe("CGAffineTransform.init(a:b:c:d:tx:ty:)", "CGAffineTransform.inverted()", "CGAffineTransform.concatenating(_:)") { x in
                for i in 0..<6 {
                    var v: [CGFloat] = [1, 0, 0, 1, 0, 0]
                    v[i] = x
                    let t = CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
                    sink(t.inverted()); sink(t.concatenating(.identity)); sink(CGAffineTransform.identity.concatenating(t))
                }
            },
            TotalityProbe("CGAffineTransform.init(translationX:y:)", "CGAffineTransform.init(scaleX:y:)",
                          "CGAffineTransform.init(rotationAngle:)") { x in
                sink(CGAffineTransform(translationX: x, y: 1)); sink(CGAffineTransform(scaleX: x, y: x))
                sink(CGAffineTransform(rotationAngle: x)); sink(CGAffineTransform(scaleX: x, y: 0).inverted())
            },
            TotalityProbe("CGAffineTransform.translatedBy(x:y:)", "CGAffineTransform.scaledBy(x:y:)", "CGAffineTransform.rotated(by:)") { x in
                let t = CGAffineTransform(rotationAngle: 0.5)
                sink(t.translatedBy(x: x, y: 1)); sink(t.scaledBy(x: 1, y: x)); sink(t.rotated(by: x))
            },
            TotalityProbe("CGPoint.applying(_:)", "CGSize.applying(_:)", "CGRect.applying(_:)") { x in
                let t = CGAffineTransform(a: x, b: 0, c: 0, d: 1, tx: x, ty: 0)
                sink(CGPoint(x: x, y: 1).applying(.identity)); sink(CGPoint(x: 1, y: 1).applying(t))
                sink(CGSize(width: x, height: 1).applying(t))
                sink(CGRect(x: x, y: 0, width: 1, height: x).applying(t)); sink(CGRect(x: 0, y: 0, width: 1, height: 1).applying(t))
                sink(CGRect.null.applying(t))
            },
        ],
        "CoreGraphics values": [
            TotalityProbe("CGVector.init(dx:dy:)", "CGPoint.animatableData", "CGSize.animatableData", "CGRect.animatableData") { x in
                sink(CGVector(dx: x, dy: 1)); sink(CGVector(dx: TotalityInput.count(x), dy: 1))
                var point = CGPoint(x: x, y: 1)
                point.animatableData = AnimatablePair(x, 1)
                var size = CGSize(width: 1, height: x)
                size.animatableData = AnimatablePair(1, x)
                var rect = CGRect(x: x, y: 0, width: x, height: 1)
                rect.animatableData = AnimatablePair(point.animatableData, size.animatableData)
                sink(point.animatableData); sink(size.animatableData); sink(rect.animatableData)
            },
            TotalityProbe("CGFloat.scale(by:)", "CGFloat.magnitudeSquared", "CGFloat.scaled(by:)",
                          "CGFloat.interpolate(towards:amount:)", "CGFloat.interpolated(towards:amount:)", "CGFloat.animatableData") { x in
                var value = CGFloat(x)
                value.animatableData = CGFloat(x)
                value.scale(by: 2)
                sink(value.magnitudeSquared); sink(CGFloat(2).scaled(by: x))
                value.interpolate(towards: 1, amount: x)
                sink(CGFloat(1).interpolated(towards: CGFloat(x), amount: 0.5))
            },
        ],
        "Stroke": [
            TotalityProbe("Path.strokedPath(_:)", "StrokeStyle.init(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)",
                          "StrokeStyle.animatableData", "FillStyle.init(eoFill:antialiased:)") { x in
                let path = samplePath()
                for join in [CGLineJoin.miter, .round, .bevel] {
                    for cap in [CGLineCap.butt, .round, .square] {
                        sink(path.strokedPath(StrokeStyle(lineWidth: x, lineCap: cap, lineJoin: join)))
                        sink(path.strokedPath(StrokeStyle(lineWidth: 3, lineCap: cap, lineJoin: join, miterLimit: x)))
                    }
                }
                sink(path.strokedPath(StrokeStyle(lineWidth: 2, dash: [x, 1], dashPhase: 0)))
                sink(path.strokedPath(StrokeStyle(lineWidth: 2, dash: [3, 1], dashPhase: x)))
                sink(poisonedPath(x).strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round, dash: [2, 1])))
                var style = StrokeStyle()
                style.animatableData = AnimatablePair(x, AnimatablePair(x, x))
                sink(path.strokedPath(style))
                sink(path.contains(CGPoint(x: x, y: 1), eoFill: FillStyle(eoFill: true, antialiased: false).isEOFilled))
            },
        ],
        "CATransform3D": [
            TotalityProbe("CATransform3D.init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)",
                          "CATransform3D.init()") { x in
                let t = CATransform3D(m11: x, m12: 0, m13: 0, m14: 0, m21: 0, m22: x, m23: 0, m24: 0,
                                      m31: 0, m32: 0, m33: 1, m34: x, m41: x, m42: 1, m43: 0, m44: 1)
                sink(CATransform3D()); sink(CATransform3DIsIdentity(t)); sink(CATransform3DEqualToTransform(t, t))
                sink(CATransform3DMakeTranslation(x, 1, x)); sink(CATransform3DMakeScale(x, x, 1))
                sink(CATransform3DMakeRotation(x, 0, 1, 0)); sink(CATransform3DMakeRotation(1, x, x, x))
                sink(CATransform3DTranslate(t, x, 1, 2)); sink(CATransform3DScale(t, x, 1, 2))
                sink(CATransform3DRotate(t, x, 1, x, 0)); sink(CATransform3DConcat(t, CATransform3DIdentity))
                sink(CATransform3DInvert(t)); sink(CATransform3DMakeAffineTransform(CGAffineTransform(a: x, b: 0, c: 0, d: x, tx: x, ty: 0)))
                sink(ProjectionTransform(t))
            },
        ],
        "ProjectionTransform": [
            TotalityProbe("ProjectionTransform.init(_:)", "ProjectionTransform.concatenating(_:)", "ProjectionTransform.invert()",
                          "ProjectionTransform.inverted()", "ProjectionTransform.isAffine", "ProjectionTransform.isIdentity") { x in
                for i in 0..<9 {
                    var m = ProjectionTransform()
                    switch i {
                    case 0: m.m11 = x
                    case 1: m.m12 = x
                    case 2: m.m13 = x
                    case 3: m.m21 = x
                    case 4: m.m22 = x
                    case 5: m.m23 = x
                    case 6: m.m31 = x
                    case 7: m.m32 = x
                    default: m.m33 = x
                    }
                    sink(m.inverted()); sink(m.concatenating(m)); sink(m.isAffine); sink(m.isIdentity)
                    var n = m
                    sink(n.invert())
                    sink(CGPoint(x: 1, y: 2).applying(m))
                }
                sink(ProjectionTransform(CGAffineTransform(scaleX: x, y: 1)))
            },
        ],
        "Path building": [
            TotalityProbe("Path.move(to:)", "Path.addLine(to:)", "Path.addQuadCurve(to:control:)",
                          "Path.addCurve(to:control1:control2:)", "Path.closeSubpath()", "Path.currentPoint") { x in
                var path = samplePath()
                let p = CGPoint(x: x, y: 1)
                path.move(to: p); path.addLine(to: p); path.addQuadCurve(to: .zero, control: p)
                path.addCurve(to: .zero, control1: .zero, control2: p); path.closeSubpath()
                sink(path.currentPoint)
            },
            TotalityProbe("Path.init(elements:)", "Path.init(_:)", "Path.addLines(_:)", "Path.addPath(_:transform:)", "Path.forEach(_:)") { x in
                let p = CGPoint(x: 1, y: x)
                var path = Path(elements: [.move(to: p), .line(to: .zero)])
                path.addLines([p, .zero, p])
                path.addPath(samplePath(), transform: CGAffineTransform(scaleX: x, y: 1))
                path.addPath(poisonedPath(x))
                path.forEach { sink($0) }
                sink(Path { $0.move(to: p) })
            },
            TotalityProbe("Path.init(_:)", "Path.description") { x in
                sink(Path("\(x) 1 m 2 \(x) l \(x) 0 1 1 q 0 0 \(x) 1 2 2 c 0 0 \(x) \(x) re h"))
                sink(poisonedPath(x).description); sink(Path("\(x)"))
            },
        ],
        "Path figures": [
            TotalityProbe("Path.addRect(_:transform:)", "Path.init(_:)", "Path.init(ellipseIn:)", "Path.addRects(_:transform:)",
                          "Path.addEllipse(in:transform:)") { x in
                for rect in [CGRect(x: x, y: 0, width: 1, height: 1), CGRect(x: 0, y: 0, width: x, height: x)] {
                    sink(Path(rect)); sink(Path(ellipseIn: rect))
                    var path = Path()
                    path.addRect(rect, transform: CGAffineTransform(rotationAngle: x))
                    path.addRects([rect, rect])
                    path.addEllipse(in: rect, transform: CGAffineTransform(translationX: x, y: 0))
                    sink(path)
                }
            },
            TotalityProbe("Path.init(roundedRect:cornerSize:style:)", "Path.init(roundedRect:cornerRadius:style:)",
                          "Path.addRoundedRect(in:cornerSize:style:transform:)") { x in
                let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
                sink(Path(roundedRect: rect, cornerRadius: x)); sink(Path(roundedRect: rect, cornerSize: CGSize(width: x, height: 2)))
                sink(Path(roundedRect: CGRect(x: x, y: 0, width: x, height: 1), cornerRadius: 1, style: .circular))
                var path = Path()
                path.addRoundedRect(in: rect, cornerSize: CGSize(width: 1, height: x), transform: CGAffineTransform(scaleX: x, y: 1))
                sink(path)
            },
            TotalityProbe("Path.addArc(center:radius:startAngle:endAngle:clockwise:transform:)",
                          "Path.addRelativeArc(center:radius:startAngle:delta:transform:)") { x in
                for clockwise in [false, true] {
                    var path = Path()
                    path.addArc(center: CGPoint(x: x, y: 0), radius: 1, startAngle: .zero, endAngle: .radians(1), clockwise: clockwise)
                    path.addArc(center: .zero, radius: x, startAngle: .zero, endAngle: .radians(1), clockwise: clockwise)
                    path.addArc(center: .zero, radius: 1, startAngle: .radians(x), endAngle: .radians(1), clockwise: clockwise)
                    path.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .radians(x), clockwise: clockwise)
                    sink(path)
                }
                var path = Path()
                path.addRelativeArc(center: .zero, radius: 1, startAngle: .zero, delta: .radians(x))
                path.addRelativeArc(center: .zero, radius: 1, startAngle: .radians(x), delta: .radians(1))
                path.addRelativeArc(center: .zero, radius: x, startAngle: .zero, delta: .radians(-x))
                sink(path)
            },
            TotalityProbe("Path.addArc(tangent1End:tangent2End:radius:transform:)") { x in
                var path = Path()
                path.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: x)
                path.addArc(tangent1End: CGPoint(x: x, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: 0.5)
                path.addArc(tangent1End: CGPoint(x: 2, y: 2), tangent2End: CGPoint(x: 1, y: x), radius: 0.5)
                sink(path)
            },
        ],
        "Path queries": [
            TotalityProbe("Path.boundingRect", "Path.isFinite", "Path.isEmpty", "Path.path(in:)", "Path.animatableData") { x in
                let path = poisonedPath(x)
                sink(path.boundingRect); sink(path.isFinite); sink(path.isEmpty)
                sink(samplePath().path(in: CGRect(x: x, y: 0, width: x, height: 1)))
                var copy = path
                copy.animatableData = EmptyAnimatableData()
                sink(copy.animatableData)
            },
            TotalityProbe("Path.applying(_:)", "Path.offsetBy(dx:dy:)") { x in
                sink(samplePath().applying(CGAffineTransform(a: x, b: 1, c: 0, d: 1, tx: 0, ty: x)))
                sink(poisonedPath(x).applying(.identity)); sink(samplePath().offsetBy(dx: x, dy: 1))
                sink(poisonedPath(1).offsetBy(dx: 1, dy: x))
            },
            TotalityProbe("Path.trimmedPath(from:to:)") { x in
                let path = samplePath()
                sink(path.trimmedPath(from: x, to: 0.5)); sink(path.trimmedPath(from: 0.25, to: x))
                sink(poisonedPath(x).trimmedPath(from: 0.1, to: 0.9))
            },
            TotalityProbe("Path.contains(_:eoFill:)") { x in
                for eoFill in [false, true] {
                    sink(samplePath().contains(CGPoint(x: x, y: 1), eoFill: eoFill))
                    sink(poisonedPath(x).contains(CGPoint(x: 1, y: 1), eoFill: eoFill))
                }
            },
        ],
        "SVG": [
            TotalityProbe("SVGNumberFormat.string(_:)", "Path.svgPathData", "Path.svgPathData(format:)") { x in
                for format in [SVGNumberFormat.standard, .roundTrip, .fractionDigits(TotalityInput.count(x)), .fractionDigits(15)] {
                    sink(format.string(x)); sink(poisonedPath(x).svgPathData(format: format))
                }
                sink(poisonedPath(x).svgPathData)
            },
            TotalityProbe("SVGDocument.init(width:height:viewBox:background:items:format:)", "SVGDocument.ViewBox.init(minX:minY:width:height:)",
                          "SVGDocument.Animation.init(frames:duration:)", "SVGDocument.Item.init(path:fill:animation:)", "SVGDocument.text") { x in
                let item = SVGDocument.Item(path: samplePath(), fill: "red", animation: try? .init(frames: [samplePath()], duration: 1))
                sink(try? SVGDocument.Animation(frames: [poisonedPath(x)], duration: x))
                sink(try? SVGDocument(width: x, height: 1, items: [item]).text)
                sink(try? SVGDocument(width: 1, height: 1, viewBox: .init(minX: x, minY: 0, width: 1, height: x), items: [item]).text)
                sink(try? SVGDocument(width: 1e300, height: 1, background: "blue", items: [item, .init(path: poisonedPath(x), fill: "x")]).text)
            },
        ],
    ]
}
