import AnimationKernels
import Foundation
import Testing

/// A user's arc for `strokeBorder`, written as SwiftUI tutorials write it.
private struct Arc: InsettableShape {
    var startAngle: Angle
    var endAngle: Angle
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - insetAmount,
                    startAngle: startAngle, endAngle: endAngle, clockwise: true)
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var arc = self
        arc.insetAmount += amount
        return arc
    }

    typealias AnimatableData = EmptyAnimatableData
}

/// `shape` inset by `amount` through the protocol, as `strokeBorder` does.
private func inset<S: InsettableShape>(_ shape: S, _ amount: CGFloat) -> S.InsetShape { shape.inset(by: amount) }

@Suite("Insettable shapes")
struct InsettableShapeTests {
    let frame = CGRect(x: 0, y: 0, width: 100, height: 60)

    @Test("a rectangle inset by a draws the frame shrunk by a on every side")
    func rectangle() {
        #expect(Rectangle().inset(by: 5).path(in: frame) == Path(CGRect(x: 5, y: 5, width: 90, height: 50)))
        #expect(Rectangle().inset(by: -10).path(in: frame) == Path(CGRect(x: -10, y: -10, width: 120, height: 80)))
        #expect(Rectangle().inset(by: 30).path(in: frame) == Path(CGRect(x: 30, y: 30, width: 40, height: 0)), "exactly flat")
        #expect(Rectangle().inset(by: 2).inset(by: 3).path(in: frame) == Rectangle().inset(by: 5).path(in: frame), "insets add")
    }

    @Test("an inset past half the frame, or a NaN inset, draws nothing")
    func insideOut() {
        for amount in [30.5, 1000, .nan, .infinity] {
            #expect(Rectangle().inset(by: amount).path(in: frame).isEmpty)
            #expect(Circle().inset(by: amount).path(in: frame).isEmpty)
            #expect(RoundedRectangle(cornerRadius: 4).inset(by: amount).path(in: frame).isEmpty)
        }
        #expect(Capsule().inset(by: 20).inset(by: -50).path(in: frame) == Capsule().inset(by: -30).path(in: frame))
    }

    @Test("a circle and a capsule inset by a lose a from their radius")
    func roundShapes() {
        let circle = Circle().inset(by: 10).path(in: frame)
        for p in samples(circle) { #expect(abs(distance(p, CGPoint(x: 50, y: 30)) - 20) <= circleError * 20) }
        let capsule = Capsule(style: .circular).inset(by: 6).path(in: frame)
        #expect(capsule == Capsule(style: .circular).path(in: CGRect(x: 6, y: 6, width: 88, height: 48)))
        #expect(Ellipse().inset(by: 4).path(in: frame) == Path(ellipseIn: CGRect(x: 4, y: 4, width: 92, height: 52)))
    }

    @Test("a rounded rectangle inset by a keeps concentric corners of radius r − a")
    func roundedRectangle() {
        let inner = CGRect(x: 4, y: 4, width: 92, height: 52)
        #expect(RoundedRectangle(cornerRadius: 12, style: .circular).inset(by: 4).path(in: frame)
                == Path(roundedRect: inner, cornerRadius: 8, style: .circular))
        #expect(RoundedRectangle(cornerRadius: 3).inset(by: 4).path(in: frame) == Path(inner), "corners end at 0")
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 20, style: .circular).inset(by: 5)
        #expect(uneven.path(in: frame) == Path(roundedRect: CGRect(x: 5, y: 5, width: 90, height: 50),
                                               cornerRadii: RectangleCornerRadii(topLeading: 5, bottomTrailing: 15), style: .circular))
    }

    @Test("rotated and offset shapes inset their content, and a user's arc insets through the protocol")
    func wrappers() {
        #expect(inset(Circle().rotation(.degrees(30)), 5).path(in: frame) == Circle().inset(by: 5).rotation(.degrees(30)).path(in: frame))
        #expect(inset(Rectangle().offset(x: 3), 5).path(in: frame) == Rectangle().inset(by: 5).offset(x: 3).path(in: frame))
        let arc = Arc(startAngle: .zero, endAngle: .degrees(180))
        let end = inset(arc, 10).path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).currentPoint!
        #expect(distance(end, CGPoint(x: 10, y: 50)) < 1e-9, "radius 50 − 10, ending at 180°")
    }

    @Test("an inset shape animates its amount with its shape's data")
    func animatable() {
        var shape = RoundedRectangle(cornerRadius: 2).inset(by: 1)
        shape.animatableData = AnimatablePair(AnimatablePair(6, 6), 3)
        #expect(shape.shape.cornerSize == CGSize(width: 6, height: 6) && shape.amount == 3)
        let named: Circle._Inset = Circle().inset(by: 2)
        #expect(named.amount == 2)
    }
}
