import AnimationKernels
import Foundation
import Testing

/// Every end and control point of `path`, in order.
private func points(_ path: Path) -> [CGPoint] {
    path.elements.flatMap { element -> [CGPoint] in
        switch element {
        case .move(let p), .line(let p): return [p]
        case .quadCurve(let p, let c): return [c, p]
        case .curve(let p, let c1, let c2): return [c1, c2, p]
        case .closeSubpath: return []
        }
    }
}

/// Expects `actual`'s points to be `map` of `original`'s, within 1e-12 of the frame's scale.
private func expectMapped(_ actual: Path, _ original: Path, _ map: (CGPoint) -> CGPoint,
                          sourceLocation: SourceLocation = #_sourceLocation) {
    let a = points(actual), o = points(original)
    #expect(a.count == o.count, sourceLocation: sourceLocation)
    for (p, q) in zip(a, o) { #expect(distance(p, map(q)) < 1e-12 * 200, sourceLocation: sourceLocation) }
}

@Suite("Shape modifiers")
struct ShapeModifierTests {
    let frame = CGRect(x: 0, y: 0, width: 100, height: 60)

    @Test("offset moves every point by (x, y)")
    func offset() {
        let base = RoundedRectangle(cornerRadius: 8).path(in: frame)
        expectMapped(RoundedRectangle(cornerRadius: 8).offset(x: 3, y: -2).path(in: frame), base) { CGPoint(x: $0.x + 3, y: $0.y - 2) }
        #expect(Circle().offset(CGPoint(x: 1, y: 2)).path(in: frame) == Circle().offset(CGSize(width: 1, height: 2)).path(in: frame))
        var moved = Rectangle().offset(x: 1)
        moved.animatableData = AnimatablePair(EmptyAnimatableData(), AnimatablePair(5, 6))
        #expect(moved.offset == CGSize(width: 5, height: 6))
    }

    @Test("rotation turns +x towards +y about the anchor")
    func rotation() {
        let base = Rectangle().path(in: frame)
        // About the centre (50, 30) by 90°: (x, y) ↦ (50 − (y − 30), 30 + (x − 50)).
        expectMapped(Rectangle().rotation(.degrees(90)).path(in: frame), base) { CGPoint(x: 80 - $0.y, y: $0.x - 20) }
        // About the top-leading corner by 180°: (x, y) ↦ (−x, −y).
        expectMapped(Rectangle().rotation(.degrees(180), anchor: .topLeading).path(in: frame), base) { CGPoint(x: -$0.x, y: -$0.y) }
        let corner = Rectangle().rotation(.degrees(90)).path(in: frame).elements[0]
        #expect(corner == .move(to: CGPoint(x: 80, y: -20)) || { if case .move(let p) = corner { return distance(p, CGPoint(x: 80, y: -20)) < 1e-12 } else { return false } }())
        var turning = Circle().rotation(.zero)
        turning.animatableData = AnimatablePair(EmptyAnimatableData(), AnimatablePair(1.5, AnimatablePair(0, 1)))
        #expect(turning.angle == .radians(1.5) && turning.anchor == .bottomLeading)
    }

    @Test("scale multiplies offsets from the anchor")
    func scale() {
        let base = Ellipse().path(in: frame)
        // About the bottom-trailing corner (100, 60) by (2, ½).
        expectMapped(Ellipse().scale(x: 2, y: 0.5, anchor: .bottomTrailing).path(in: frame), base) {
            CGPoint(x: 100 + 2 * ($0.x - 100), y: 60 + 0.5 * ($0.y - 60))
        }
        expectMapped(Ellipse().scale(3).path(in: frame), base) { CGPoint(x: 50 + 3 * ($0.x - 50), y: 30 + 3 * ($0.y - 30)) }
        #expect(Ellipse().scale(x: 1, y: 1).path(in: frame) == base)
    }

    @Test("transform maps every point through the affine map, without an anchor")
    func transform() {
        let shear = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 4, ty: 0)
        expectMapped(Rectangle().transform(shear).path(in: frame), Rectangle().path(in: frame)) { CGPoint(x: $0.x + 0.5 * $0.y + 4, y: $0.y) }
        var wrapped = RoundedRectangle(cornerRadius: 2).transform(shear)
        wrapped.animatableData = AnimatablePair(7, 7)
        #expect(wrapped.shape.cornerSize == CGSize(width: 7, height: 7), "only the shape animates")
    }

    @Test("trim keeps the fractions of the outline's length")
    func trim() {
        let square = CGRect(x: 0, y: 0, width: 10, height: 10)
        // Perimeter 40: the first half runs (0,0) → (10,0) → (10,10).
        #expect(Rectangle().trim(from: 0, to: 0.5).path(in: square).elements
                == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10))])
        #expect(Rectangle().trim(from: 0.6, to: 0.2).path(in: square).isEmpty)
        var trimmed = Circle().trim()
        trimmed.animatableData = AnimatablePair(EmptyAnimatableData(), AnimatablePair(0.25, 0.75))
        #expect(trimmed.startFraction == 0.25 && trimmed.endFraction == 0.75)
    }

    @Test("modifiers compose in call order")
    func composition() {
        let base = Rectangle().path(in: frame)
        let shape = Rectangle().offset(x: 10).rotation(.degrees(90), anchor: .topLeading)
        // Moved first, then turned about (0, 0): (x, y) ↦ (−y, x + 10).
        expectMapped(shape.path(in: frame), base) { CGPoint(x: -$0.y, y: $0.x + 10) }
    }
}
