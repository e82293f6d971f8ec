import AnimationKernels
import Foundation
import Testing

private struct Skew: GeometryEffect {
    var amount: CGFloat
    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: -amount * size.height / 2, ty: 0))
    }
}

private struct Pulse: AnimatableModifier {
    var scale: CGFloat
    var animatableData: CGFloat {
        get { scale }
        set { scale = newValue }
    }
}

@Suite("Shapes and geometry effects")
struct ShapeTests {
    @Test("a path is a shape that ignores its frame")
    func pathShape() {
        let path = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(path.path(in: CGRect(x: 5, y: 5, width: 50, height: 50)) == path)
    }

    @Test("a wave fill draws its batched outline in the frame and animates its waves")
    func waveFill() throws {
        let fill = try WaveFill(waves: [Wave(amplitude: 4, wavelength: 2, phase: 30), Wave(amplitude: 1.5, wavelength: 5, phase: -90)])
        let rect = CGRect(x: 10, y: 40, width: 120, height: 60)
        let expected = try fill.path(width: 120, height: 60, top: 0).offsetBy(dx: 10, dy: 40)
        #expect(fill.path(in: rect) == expected)
        #expect(fill.animatableData == AnimatableVector([4, 2, 30, 1.5, 5, -90]))
        var moved = fill
        moved.animatableData = AnimatableVector([1, 2, 3, 4])
        #expect(moved.waves == [Wave(amplitude: 1, wavelength: 2, phase: 3), Wave(amplitude: 4, wavelength: 0, phase: 0)])
        #expect(fill.path(in: CGRect(x: 0, y: 0, width: 0, height: 10)).isEmpty)
        moved.animatableData = AnimatableVector([Double.nan, 1, 1])
        #expect(moved.path(in: rect).isEmpty)
    }

    @Test("a blob outline draws the blob in the frame and animates its offsets")
    func blob() throws {
        let blob = try MorphingBlob(pointCount: 6)
        let offsets: AnimatableVector = [1, -2, 3, 0, 0.5, 2]
        var outline = blob.outline(offsets: offsets)
        let expected = try blob.path(width: 80, height: 60, offsets: offsets).offsetBy(dx: -5, dy: 7)
        #expect(outline.path(in: CGRect(x: -5, y: 7, width: 80, height: 60)) == expected)
        #expect(outline.animatableData == offsets)
        outline.animatableData = [0, 0, 0, 0, 0, 0, 0, 1]
        #expect(outline.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty, "offsets past the anchors are refused")
    }

    @Test("a geometry effect returns its projection and animates its data")
    func geometryEffect() {
        var skew = Skew(amount: 0)
        skew.animatableData = 0.5
        let m = skew.effectValue(size: CGSize(width: 10, height: 20))
        #expect(m.m21 == 0.5 && m.m31 == -5 && m.isAffine)
        var pulse = Pulse(scale: 1)
        pulse.animatableData.interpolate(towards: 3, amount: 0.5)
        #expect(pulse.scale == 2)
    }

    @Test("an SVG document refuses a non-finite path, naming the item")
    func svgRefusal() {
        let good = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
        var bad = Path()
        bad.elements = [.move(to: CGPoint(x: 0, y: Double.nan))]
        expectError(.invalidParameter, "items[1]") {
            _ = try SVGDocument(width: 10, height: 10, items: [.init(path: good, fill: "red"), .init(path: bad, fill: "red")])
        }
        expectError(.invalidParameter, "items[0]") {
            _ = try SVGDocument(width: 10, height: 10, items: [
                .init(path: good, fill: "red", animation: try .init(frames: [good, bad], duration: 1)),
            ])
        }
    }
}
