import Foundation

/// Arcs as CoreGraphics draws them.
///
/// Angles are measured from the +x axis towards +y. Apple's wording for
/// `clockwise` is "true to make a clockwise arc; false to make a
/// counterclockwise arc", where clockwise is meant in CoreGraphics' y-up user
/// space: `clockwise: true` runs through *decreasing* angles. In SwiftUI's
/// y-down coordinates the same arc turns counter-clockwise on screen (Apple:
/// "In a flipped coordinate system … specifying a clockwise arc results in a
/// counterclockwise arc after the transformation is applied").
///
/// Every arc is emitted as equal cubic Béziers of at most 90° each, with
/// controls `(4/3)·tan(θ/4)·r` along the end tangents; each stays within
/// 2.8·10⁻⁴·|r| of the exact circle (the 90° cubic's largest radial error is
/// 2.725·10⁻⁴·r, smaller sweeps err less).
extension Path {
    /// The largest sweep one cubic covers: a quarter turn.
    private static let arcSegmentSweep = Double.pi / 2

    /// Appends an arc of the circle of `radius` around `center`, from
    /// `startAngle` to `endAngle`, as CoreGraphics' `addArc` does.
    ///
    /// The sweep:
    /// - `clockwise: false` runs through increasing angles,
    ///   `clockwise: true` through decreasing ones (y-up sense; on screen,
    ///   with y down, the opposite turn).
    /// - When `|endAngle − startAngle| ≥ 2π`, in either direction, the arc is
    ///   one whole circle from `startAngle`, turning the requested way: so
    ///   `0° → 360°, clockwise: true` is a full circle, as CoreGraphics draws
    ///   it (the HTML canvas rule, which only counts a span in the direction
    ///   of travel, would draw nothing there). Several turns draw one circle.
    /// - Otherwise the sweep is `endAngle − startAngle` brought into
    ///   `[0, 2π)` for increasing angles or `(−2π, 0]` for decreasing ones:
    ///   equal angles give a zero-length arc (its start point only).
    ///
    /// The arc starts with a line from the current point (or a move when the
    /// path is empty), and its end becomes the current point. A negative
    /// radius draws the same construction with points reflected through the
    /// centre. Non-finite angles, radius or centre append nothing (CoreGraphics
    /// hangs or draws garbage there; WebKit drops such arcs the same way).
    ///
    /// - Parameters:
    ///   - center: the circle's centre.
    ///   - radius: the circle's radius.
    ///   - startAngle: where the arc starts.
    ///   - endAngle: where the arc ends.
    ///   - clockwise: whether the arc runs through decreasing angles.
    ///   - transform: applied to every point before it is appended.
    /// - Complexity: O(1): at most four curves.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let sweep = Self.arcSweep(from: startAngle.radians, to: endAngle.radians, clockwise: clockwise)
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(sweep), transform: transform)
    }

    /// The signed sweep CoreGraphics draws from `start` to `end`; see
    /// ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)``.
    /// NaN when either angle is not finite.
    static func arcSweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let span = end - start
        let fullTurn = 2 * Double.pi
        guard span.isFinite else { return .nan }
        if abs(span) >= fullTurn { return clockwise ? -fullTurn : fullTurn }
        var sweep = span
        if clockwise, sweep > 0 { sweep -= fullTurn }
        if !clockwise, sweep < 0 { sweep += fullTurn }
        return sweep
    }

    /// Appends an arc of the circle of `radius` around `center` that starts
    /// at `startAngle` and turns by `delta`, as CoreGraphics'
    /// `addRelativeArc` does. Apple: "A positive value creates a
    /// counter-clockwise arc (in user space coordinates), and vice versa",
    /// i.e. positive turns towards +y (clockwise on a y-down screen).
    ///
    /// `delta` is used as given up to three turns either way: beyond ±2π the
    /// curves wind round the circle more than once (each at most 90°).
    /// Beyond three turns, whole pairs of turns are dropped (the end angle and
    /// the parity of the winding stay, so the outline, its stroke and both
    /// fill rules are unchanged), which keeps any finite `delta` to at most
    /// twelve curves. The arc starts with a line from
    /// the current point (a move when the path is empty). Non-finite
    /// `center`, `radius`, `startAngle` or `delta` append nothing, and so
    /// does an arc whose points overflow to infinity.
    ///
    /// - Parameters:
    ///   - center: the circle's centre.
    ///   - radius: the circle's radius.
    ///   - startAngle: where the arc starts.
    ///   - delta: the angle to turn by.
    ///   - transform: applied to every point before it is appended.
    /// - Complexity: O(1): at most twelve curves.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
        transform: CGAffineTransform = .identity
    ) {
        let start = startAngle.radians
        var sweep = delta.radians
        // Pairs of turns retrace the circle twice: dropping them changes no outline or fill.
        let turn = 2 * Double.pi
        if abs(sweep) > 3 * turn {
            sweep = Double(signOf: sweep, magnitudeOf: turn + (abs(sweep) - turn).truncatingRemainder(dividingBy: 2 * turn))
        }
        guard sweep.isFinite, start.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let segments = Int((abs(sweep) / Self.arcSegmentSweep).rounded(.up))
        var arc: [Element] = []
        arc.reserveCapacity(segments + 1)
        arc.append(currentPoint == nil ? .move(to: point(start)) : .line(to: point(start)))
        if segments > 0 {
            let theta = sweep / Double(segments)
            let k = 4.0 / 3.0 * tan(theta / 4) * radius
            for i in 0..<segments {
                let a0 = start + theta * Double(i), a1 = i == segments - 1 ? start + sweep : a0 + theta
                let p0 = point(a0), p1 = point(a1)
                arc.append(.curve(
                    to: p1,
                    control1: CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                    control2: CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))))
            }
        }
        guard Path(elements: arc).isFinite else { return }
        append(arc, transform: transform)
    }

    /// Appends an arc of `radius` tangent to the line from the current point
    /// to `tangent1End` and to the line from `tangent1End` to
    /// `tangent2End`, as CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`:
    /// a line from the current point to the first tangent point, then the
    /// shorter arc (less than 180°) to the second, whose end becomes the
    /// current point.
    ///
    /// With no current point the path starts at `tangent1End` (a move).
    /// When the three points are collinear, either tangent has zero length,
    /// or `radius` is not a finite positive number, only the line to
    /// `tangent1End` is added; non-finite points are stored as given, as
    /// every `Path` builder does.
    ///
    /// - Parameters:
    ///   - tangent1End: the corner the arc rounds off.
    ///   - tangent2End: a point on the second tangent line.
    ///   - radius: the arc's radius.
    ///   - transform: applied to every point before it is appended.
    /// - Complexity: O(1).
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
        guard radius > 0, radius.isFinite, back.length > 0, ahead.length > 0, theta > 0, theta < Double.pi else {
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
}
