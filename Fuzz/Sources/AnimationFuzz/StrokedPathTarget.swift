import AnimationKernels
import Foundation

extension FuzzReader {
    /// A stroke style from fuzzed numbers: any width (0, negative, huge and
    /// non-finite ones included), every cap and join, any miter limit, up
    /// to five dash lengths (zeros and negatives included) and any phase.
    mutating func strokeStyle() -> StrokeStyle {
        let caps: [CGLineCap] = [.butt, .round, .square], joins: [CGLineJoin] = [.miter, .round, .bevel]
        let (width, cap, join, limit) = (double(), caps[choice(3)], joins[choice(3)], double())
        var dash: [CGFloat] = []
        for _ in 0..<choice(6) { dash.append(double()) }
        return StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join, miterLimit: limit, dash: dash, dashPhase: double())
    }
}

extension FuzzTarget {
    /// `strokedPath` on fuzzed paths and styles: no crash or hang,
    /// ``requirePathInvariants(_:_:)`` on the outline, and from moderate
    /// finite numbers an outline within the reach of the stroke around the
    /// path's bounding box (half the width times the miter limit for
    /// miters, √2 for square caps, plus the stroker's 0.01).
    static let strokedPath = FuzzTarget(name: "stroked-path") { bytes in
        var reader = FuzzReader(bytes)
        let style = reader.strokeStyle()
        let path = reader.path()
        let outline = path.strokedPath(style)
        requirePathInvariants(outline, "stroking \(path.elements) with \(style)")
        guard let reach = reach(of: style), !outline.isEmpty else { return }
        let box = path.boundingRect, stroked = outline.boundingRect
        guard box.isModerate, reach < 1e4 else { return }
        let slack = reach + 0.01 + 1e-9 * max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY))
        require(box.insetBy(dx: -slack, dy: -slack).encloses(stroked),
                "outline box \(stroked) beyond \(box) by more than \(slack) stroking \(path.elements) with \(style)")
    }

    /// How far the outline may reach from the centre line: half the width
    /// times √2 (square caps' corners), or times the miter limit for miter
    /// joins; `nil` where that is not a finite bound.
    private static func reach(of style: StrokeStyle) -> CGFloat? {
        let half = style.lineWidth / 2
        guard half.isFinite, half > 0 else { return nil }
        let factor = style.lineJoin == .miter && style.miterLimit >= 1 ? max(style.miterLimit, 2.0.squareRoot()) : 2.0.squareRoot()
        return factor.isFinite ? half * factor : nil
    }
}

extension CGRect {
    /// Whether the rectangle is non-null with every coordinate within ±10⁶,
    /// where rounding stays far below the stroker's tolerance.
    var isModerate: Bool {
        !isNull && [minX, maxX, minY, maxY].allSatisfy { $0.isFinite && abs($0) <= 1e6 }
    }
}

extension CGRect {
    /// Whether `other` lies inside this rectangle, edges included, compared
    /// coordinate by coordinate.
    func encloses(_ other: CGRect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}
