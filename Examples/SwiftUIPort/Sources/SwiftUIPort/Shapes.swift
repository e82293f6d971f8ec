import AnimationKernels
import Foundation

// MARK: - The pouring-liquid wave, as the tutorial writes it

struct WaveShape: Shape {
    var offset: Angle
    var percent: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(offset.degrees, percent) }
        set {
            offset = Angle(degrees: newValue.first)
            percent = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var p = Path()
        let waveHeight = 0.015 * rect.height
        let yOffset = CGFloat(1 - percent) * (rect.height - 4 * waveHeight) + 2 * waveHeight
        let startAngle = offset
        let endAngle = offset + Angle(degrees: 360)
        p.move(to: CGPoint(x: 0, y: yOffset + waveHeight * CGFloat(sin(offset.radians))))
        for angle in stride(from: startAngle.degrees, through: endAngle.degrees, by: 5) {
            let x = CGFloat((angle - startAngle.degrees) / 360) * rect.width
            p.addLine(to: CGPoint(x: x, y: yOffset + waveHeight * CGFloat(sin(Angle(degrees: angle).radians))))
        }
        p.addLine(to: CGPoint(x: rect.width, y: rect.height))
        p.addLine(to: CGPoint(x: 0, y: rect.height))
        p.closeSubpath()
        return p
    }
}

// MARK: - A shape with nothing to animate

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: .init(x: rect.midX, y: rect.minY))
        path.addLine(to: .init(x: rect.maxX, y: rect.maxY))
        path.addLine(to: .init(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Badge: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path(roundedRect: rect, cornerRadius: 8)
        path.addEllipse(in: rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
        path.addPath(Path(rect).offsetBy(dx: rect.width, dy: 0))
        return path
    }
}

// MARK: - A custom Animatable shape with nested pairs

struct Segment: Shape {
    var from: CGPoint
    var to: CGPoint

    var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get { AnimatablePair(AnimatablePair(from.x, from.y), AnimatablePair(to.x, to.y)) }
        set {
            from = CGPoint(x: newValue.first.first, y: newValue.first.second)
            to = CGPoint(x: newValue.second.first, y: newValue.second.second)
        }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX + from.x * rect.width, y: rect.minY + from.y * rect.height))
            path.addLine(to: CGPoint(x: rect.minX + to.x * rect.width, y: rect.minY + to.y * rect.height))
        }
    }
}

// MARK: - A morphing blob on AnimatableVector, as the article writes it

struct BlobShape: Shape {
    var radii: AnimatableVector

    var animatableData: AnimatableVector {
        get { radii }
        set { radii = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let count = radii.count
        let points: [CGPoint] = (0..<count).map { i in
            let angle = Angle(degrees: 360 * Double(i) / Double(count))
            let direction = CGVector(dx: cos(angle.radians), dy: sin(angle.radians))
            let radius = radii[i] * min(rect.width, rect.height) / 2
            return CGPoint(x: center.x + direction.dx * radius, y: center.y + direction.dy * radius)
        }
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        for i in 0..<count {
            let next = points[(i + 1) % count]
            let middle = CGPoint(x: (points[i].x + next.x) / 2, y: (points[i].y + next.y) / 2)
            path.addQuadCurve(to: middle, control: points[i])
            path.addQuadCurve(to: next, control: next)
        }
        path.closeSubpath()
        return path
    }
}

// MARK: - CGPoint made VectorArithmetic by hand, as tutorials do

extension CGPoint: VectorArithmetic {
    public static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    public static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

    public mutating func scale(by rhs: Double) {
        x *= rhs
        y *= rhs
    }

    public var magnitudeSquared: Double { x * x + y * y }
}

// MARK: - Checks

/// What an animation does to a shape at `progress`: interpolate its
/// animatable data from `start` to `end`.
func frame<S: Shape>(_ start: S, _ end: S, progress: Double) -> S {
    var shape = start
    shape.animatableData = start.animatableData.interpolated(towards: end.animatableData, amount: progress)
    return shape
}

func runShapes() {
    // The tutorial's wave samples every 5°; in a 72-point-wide frame that is
    // one sample per column, the columns the library's wave fill uses, with
    // the tutorial's lift as a negative amplitude.
    let rect = CGRect(x: 0, y: 0, width: 72, height: 200)
    let wave = WaveShape(offset: .degrees(30), percent: 0.4)
    let path = wave.path(in: rect)
    let waveHeight = 0.015 * 200.0
    let level = 0.6 * (200 - 4 * waveHeight) + 2 * waveHeight
    let fill = try! WaveFill(waves: [Wave(amplitude: -waveHeight, wavelength: 1, phase: 30)])
    let columns = try! fill.yValues(width: 72, top: level)
    let drawn = path.elements.dropFirst().prefix(72).compactMap { element -> Double? in
        if case .line(let p) = element { return p.y } else { return nil }
    }
    precondition(drawn.count == 72, "the wave draws a line per 5°")
    for (x, (a, b)) in zip(drawn, columns).enumerated() {
        precondition(abs(a - b) <= 1e-12 * 200, "wave column \(x): tutorial \(a), library \(b)")
    }
    precondition(path.boundingRect.maxY == 200 && path.boundingRect.width == 72, "the wave fills down to the frame's bottom")

    let half = frame(wave, WaveShape(offset: .degrees(390), percent: 0.8), progress: 0.5)
    precondition(abs(half.offset.degrees - 210) < 1e-12 && abs(half.percent - 0.6) < 1e-15, "the wave animates its phase and level")

    let segment = Segment(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0))
    let turned = frame(segment, Segment(from: CGPoint(x: 0, y: 1), to: CGPoint(x: 1, y: 1)), progress: 0.25)
    precondition(turned.animatableData.first.first == 0 && turned.animatableData.first.second == 0.25, "nested pairs interpolate per value")
    precondition(turned.path(in: CGRect(x: 10, y: 0, width: 100, height: 40)).elements
        == [.move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 110, y: 10))], "the segment draws in its frame")

    let round = BlobShape(radii: AnimatableVector([1, 1, 1, 1, 1, 1, 1, 1]))
    let spiky = BlobShape(radii: AnimatableVector([1, 0.5, 1, 0.5, 1, 0.5, 1, 0.5]))
    let morph = frame(round, spiky, progress: 0.5)
    precondition(morph.radii == AnimatableVector([1, 0.75, 1, 0.75, 1, 0.75, 1, 0.75]), "the blob's radii interpolate")
    let outline = morph.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    for case .quadCurve(let p, let control) in outline.elements where p == control {
        let distance = hypot(p.x - 50, p.y - 50)
        precondition(abs(distance - 50) < 1e-9 || abs(distance - 37.5) < 1e-9, "anchors sit at their radii: \(distance)")
    }
    let bounds = outline.boundingRect
    precondition(abs(bounds.width - 100) < 1e-9 && abs(bounds.minX) < 1e-9, "the blob's bounds reach its longest radii")

    var triangle = Triangle()
    triangle.animatableData = EmptyAnimatableData()
    let triangleBounds = triangle.path(in: CGRect(x: 0, y: 0, width: 40, height: 30)).boundingRect
    precondition(triangleBounds == CGRect(x: 0, y: 0, width: 40, height: 30), "a shape without data still draws")
    let badge = Badge().path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
    precondition(badge.boundingRect == CGRect(x: 0, y: 0, width: 80, height: 40), "figures combine in one path")
    var ellipseSides = 0
    badge.forEach { element in
        if case .curve = element { ellipseSides += 1 }
    }
    // Path(roundedRect:cornerRadius:) is .continuous by default, as in SwiftUI:
    // Apple's corner is three cubics (and a short line) where .circular has one.
    precondition(ellipseSides == 4 * 3 + 4, "four continuous corners of three cubics and four ellipse quarters")

    let point = CGPoint(x: 1, y: 2).interpolated(towards: CGPoint(x: 3, y: 6), amount: 0.5)
    precondition(point == CGPoint(x: 2, y: 4), "a hand-made CGPoint vector interpolates")
    precondition(CGPoint(x: 3, y: 4).animatableData == AnimatablePair(3, 4), "CGPoint animates as SwiftUI's pair")
}
