import Foundation

/// How a rounded rectangle's corners are drawn, as SwiftUI's
/// `RoundedCornerStyle`.
///
/// Departure: SwiftUI draws `.continuous` corners with a private
/// continuous-curvature curve that Apple does not document; here both
/// styles draw quarter ellipses (``circular``).
public enum RoundedCornerStyle: Sendable, Hashable {
    /// Quarter-ellipse corners.
    case circular
    /// Continuous-curvature corners in SwiftUI; drawn as ``circular`` here.
    case continuous
}

extension Path {
    /// `κ = (4/3)·tan(π/8) = (4/3)(√2 − 1)`: the control distance, as a
    /// fraction of the radius, of the cubic that best follows a quarter
    /// circle (the value CoreGraphics uses).
    static let quarterCircleControl = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// A path holding the rectangle `rect`.
    ///
    /// - Parameter rect: the rectangle; see ``addRect(_:transform:)``.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A path holding the ellipse inscribed in `rect`; see
    /// ``addEllipse(in:transform:)``.
    ///
    /// - Parameter rect: the ellipse's bounding rectangle.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A path holding the rounded rectangle `rect` with corners of
    /// `cornerSize`; see ``addRoundedRect(in:cornerSize:style:transform:)``.
    ///
    /// - Parameters:
    ///   - rect: the rectangle.
    ///   - cornerSize: each corner's horizontal and vertical radius.
    ///   - style: the corner style; see ``RoundedCornerStyle``.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A path holding the rounded rectangle `rect` with circular corners of
    /// radius `cornerRadius`; see ``addRoundedRect(in:cornerSize:style:transform:)``.
    ///
    /// - Parameters:
    ///   - rect: the rectangle.
    ///   - cornerRadius: the corners' radius.
    ///   - style: the corner style; see ``RoundedCornerStyle``.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Appends `points` as connected lines: a move to the first point and a
    /// line to each of the others, as CoreGraphics does. No points: nothing.
    ///
    /// - Parameter points: the points, in order.
    /// - Complexity: O(points.count).
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Appends the rectangle `rect` as a closed subpath, as CoreGraphics
    /// does: a move to `(minX, minY)`, lines to `(maxX, minY)`,
    /// `(maxX, maxY)`, `(minX, maxY)`, and a close; each point mapped
    /// through `transform`.
    ///
    /// - Parameters:
    ///   - rect: the rectangle, standardized first.
    ///   - transform: applied to every point before it is appended.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        append([
            .move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)),
            .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)), .closeSubpath,
        ], transform: transform)
    }

    /// Appends each rectangle in turn; see ``addRect(_:transform:)``.
    ///
    /// - Parameters:
    ///   - rects: the rectangles, in order.
    ///   - transform: applied to every point before it is appended.
    /// - Complexity: O(rects.count).
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Appends the ellipse inscribed in `rect` as a closed subpath of four
    /// cubic Béziers, as CoreGraphics builds it: a move to `(maxX, midY)`,
    /// then quarter arcs through `(midX, maxY)`, `(minX, midY)`,
    /// `(midX, minY)` and back, each with controls `κ = (4/3)(√2 − 1)` of
    /// the half-axis from its ends; each point mapped through `transform`.
    /// The curves stay within 2.7·10⁻⁴ of the half-axis of the exact
    /// ellipse (for a circle, of its radius).
    ///
    /// - Parameters:
    ///   - rect: the bounding rectangle, standardized first.
    ///   - transform: applied to every point before it is appended.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2
        let kx = Self.quarterCircleControl * rx, ky = Self.quarterCircleControl * ry
        let (cx, cy) = (r.midX, r.midY)
        append([
            .move(to: CGPoint(x: cx + rx, y: cy)),
            .curve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry)),
            .curve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky)),
            .curve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry)),
            .curve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky)),
            .closeSubpath,
        ], transform: transform)
    }

    /// Appends the rectangle `rect` with quarter-ellipse corners of
    /// `cornerSize` (each clamped to half the rectangle's side) as a closed
    /// subpath, as SwiftUI documents it: a move to the centre of the right
    /// edge, `(maxX, midY)`, then lines and corner curves counter-clockwise
    /// in CoreGraphics' y-up sense (through `(maxX, maxY − h)`, the corner to
    /// `(maxX − w, maxY)`, and so on round to `(maxX, minY + h)`, the same
    /// turn as ``addEllipse(in:transform:)``), and a close; each corner is a
    /// cubic with controls `κ = (4/3)(√2 − 1)` of the corner size from its
    /// ends, each point mapped through `transform`. A zero corner dimension
    /// gives ``addRect(_:transform:)``.
    ///
    /// - Parameters:
    ///   - rect: the rectangle, standardized first.
    ///   - cornerSize: each corner's horizontal and vertical radius;
    ///     negative sizes count as 0.
    ///   - style: SwiftUI's corner style (`.continuous` by default, as in
    ///     SwiftUI); see ``RoundedCornerStyle`` for how `.continuous`
    ///     departs from SwiftUI.
    ///   - transform: applied to every point before it is appended.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let w = min(max(cornerSize.width, 0), r.width / 2), h = min(max(cornerSize.height, 0), r.height / 2)
        guard w > 0, h > 0 else {
            addRect(r, transform: transform)
            return
        }
        let kw = Self.quarterCircleControl * w, kh = Self.quarterCircleControl * h
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
        append([
            .move(to: p(r.maxX, r.midY)),
            .line(to: p(r.maxX, r.maxY - h)),
            .curve(to: p(r.maxX - w, r.maxY), control1: p(r.maxX, r.maxY - h + kh), control2: p(r.maxX - w + kw, r.maxY)),
            .line(to: p(r.minX + w, r.maxY)),
            .curve(to: p(r.minX, r.maxY - h), control1: p(r.minX + w - kw, r.maxY), control2: p(r.minX, r.maxY - h + kh)),
            .line(to: p(r.minX, r.minY + h)),
            .curve(to: p(r.minX + w, r.minY), control1: p(r.minX, r.minY + h - kh), control2: p(r.minX + w - kw, r.minY)),
            .line(to: p(r.maxX - w, r.minY)),
            .curve(to: p(r.maxX, r.minY + h), control1: p(r.maxX - w + kw, r.minY), control2: p(r.maxX, r.minY + h - kh)),
            .closeSubpath,
        ], transform: transform)
    }

    /// Appends an arc of the circle of `radius` around `center`, from
    /// `startAngle` to `endAngle`, as CoreGraphics' `addArc` does.
    ///
    /// Angles are measured from the +x axis towards +y (on screen, with y
    /// down, that turns clockwise). `clockwise: false` runs through
    /// increasing angles, `clockwise: true` through decreasing ones, both in
    /// that y-up sense, as CoreGraphics and SwiftUI define them. The sweep
    /// is `endAngle − startAngle` brought into [0, 2π) for increasing
    /// angles or (−2π, 0] for decreasing ones, except that a span of 2π or
    /// more draws the whole circle. The arc starts with a line from the
    /// current point (or a move when the path is empty) and is split into
    /// equal cubic segments of at most 90°, each with controls
    /// `(4/3)·tan(θ/4)·radius` along the tangents; each point is mapped
    /// through `transform`.
    ///
    /// - Parameters:
    ///   - center: the circle's centre.
    ///   - radius: the circle's radius.
    ///   - startAngle: where the arc starts.
    ///   - endAngle: where the arc ends.
    ///   - clockwise: whether the arc runs through decreasing angles.
    ///   - transform: applied to every point before it is appended.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let span = endAngle.radians - startAngle.radians
        let fullTurn = 2 * Double.pi
        var sweep: Double
        if clockwise {
            sweep = span <= -fullTurn ? -fullTurn : span.truncatingRemainder(dividingBy: fullTurn)
            if sweep > 0 { sweep -= fullTurn }
        } else {
            sweep = span >= fullTurn ? fullTurn : span.truncatingRemainder(dividingBy: fullTurn)
            if sweep < 0 { sweep += fullTurn }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(sweep), transform: transform)
    }

    /// Appends an arc of the circle of `radius` around `center` that starts
    /// at `startAngle` and turns by `delta` (towards +y when positive), as
    /// CoreGraphics' `addRelativeArc` does; see
    /// ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)``
    /// for the construction. A `delta` beyond a full turn either way draws
    /// one full turn (the same outline, in at most four segments); a NaN
    /// `delta` adds only the line or move to the start point.
    ///
    /// - Parameters:
    ///   - center: the circle's centre.
    ///   - radius: the circle's radius.
    ///   - startAngle: where the arc starts.
    ///   - delta: the angle to turn by.
    ///   - transform: applied to every point before it is appended.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
        transform: CGAffineTransform = .identity
    ) {
        // More than a turn retraces the circle: one turn draws the same outline.
        let sweep = max(min(delta.radians, 2 * Double.pi), -2 * Double.pi), start = startAngle.radians
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        var arc: [Element] = [currentPoint == nil ? .move(to: point(start)) : .line(to: point(start))]
        let segments = sweep.isFinite ? Int((abs(sweep) / (Double.pi / 2)).rounded(.up)) : 0
        if segments > 0 {
            let theta = sweep / Double(segments)
            let k = 4.0 / 3.0 * tan(theta / 4) * radius
            arc.reserveCapacity(segments + 1)
            for i in 0..<segments {
                let a0 = start + theta * Double(i), a1 = i == segments - 1 ? start + sweep : a0 + theta
                let p0 = point(a0), p1 = point(a1)
                arc.append(.curve(
                    to: p1,
                    control1: CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                    control2: CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))))
            }
        }
        append(arc, transform: transform)
    }

    /// Appends an arc of `radius` tangent to the line from the current point
    /// to `tangent1End` and to the line from `tangent1End` to
    /// `tangent2End`, as CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`:
    /// a line from the current point to the first tangent point, then the
    /// shorter arc to the second (built as in
    /// ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)``).
    /// With no current point the path starts at `tangent1End`; when the
    /// three points are collinear or `radius` is not positive, only the line
    /// to `tangent1End` is added.
    ///
    /// - Parameters:
    ///   - tangent1End: the corner the arc rounds off.
    ///   - tangent2End: a point on the second tangent line.
    ///   - radius: the arc's radius.
    ///   - transform: applied to every point before it is appended.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let start = currentPoint else {
            append([.move(to: tangent1End)], transform: transform)
            return
        }
        func unit(_ x: CGFloat, _ y: CGFloat) -> (x: CGFloat, y: CGFloat, length: CGFloat) {
            let length = (x * x + y * y).squareRoot()
            return (x / length, y / length, length)
        }
        let back = unit(start.x - tangent1End.x, start.y - tangent1End.y)
        let ahead = unit(tangent2End.x - tangent1End.x, tangent2End.y - tangent1End.y)
        let cross = back.x * ahead.y - back.y * ahead.x
        // θ is the corner's angle; the arc touches each side r/tan(θ/2) from the corner.
        let theta = atan2(abs(cross), back.x * ahead.x + back.y * ahead.y)
        guard radius > 0, back.length > 0, ahead.length > 0, theta > 0, theta < Double.pi else {
            append([.line(to: tangent1End)], transform: transform)
            return
        }
        let reach = radius / tan(theta / 2), toCentre = radius / sin(theta / 2)
        let bisector = unit(back.x + ahead.x, back.y + ahead.y)
        let centre = CGPoint(x: tangent1End.x + bisector.x * toCentre, y: tangent1End.y + bisector.y * toCentre)
        let first = CGPoint(x: tangent1End.x + back.x * reach, y: tangent1End.y + back.y * reach)
        let startAngle = atan2(first.y - centre.y, first.x - centre.x)
        // The arc turns through π − θ, towards +y when the corner turns clockwise in y-up terms.
        let sweep = (Double.pi - theta) * (cross < 0 ? 1 : -1)
        addRelativeArc(center: centre, radius: radius, startAngle: .radians(startAngle), delta: .radians(sweep), transform: transform)
    }

    /// Appends every element of `path`, mapped through `transform`.
    ///
    /// - Parameters:
    ///   - path: the path to append.
    ///   - transform: applied to every point before it is appended.
    /// - Complexity: O(path's elements).
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        append(path.elements, transform: transform)
    }

    /// Appends `figure`, mapped through `transform` unless it is the
    /// identity; nothing when a mapped point is not finite (a partial
    /// figure would leave a stray outline).
    mutating func append(_ figure: [Element], transform: CGAffineTransform) {
        let mapped = transform.isIdentity ? figure : figure.map { $0.mapped { $0.applying(transform) } }
        guard mapped.allSatisfy(\.isFinite) else { return }
        elements.append(contentsOf: mapped)
    }
}

extension Path.Element {
    /// The element with `map` applied to every point, controls included.
    func mapped(_ map: (CGPoint) -> CGPoint) -> Path.Element {
        switch self {
        case .move(let to): return .move(to: map(to))
        case .line(let to): return .line(to: map(to))
        case .quadCurve(let to, let control): return .quadCurve(to: map(to), control: map(control))
        case .curve(let to, let c1, let c2): return .curve(to: map(to), control1: map(c1), control2: map(c2))
        case .closeSubpath: return .closeSubpath
        }
    }
}
