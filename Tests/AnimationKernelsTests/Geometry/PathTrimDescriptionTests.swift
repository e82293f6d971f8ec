import AnimationKernels
import Foundation
import Testing

@Suite("Path trimming and description")
struct PathTrimDescriptionTests {
    @Test("trimming a polyline cuts at fractions of its length")
    func polyline() {
        // A 10×10 square's perimeter is 40: half of it ends at the far corner.
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmedPath(from: 0, to: 0.5).elements == [
            .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
        ])
        let middle = square.trimmedPath(from: 0.125, to: 0.875)
        #expect(middle.elements == [
            .move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
            .line(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 0, y: 5)),
        ])
        #expect(square.trimmedPath(from: 0, to: 1) == square)
        #expect(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(square.trimmedPath(from: .nan, to: 1).isEmpty)
        #expect(square.trimmedPath(from: -3, to: 7) == square)
    }

    @Test("trimming a circle ends on the circle at the fraction of its turn")
    func circle() {
        let circle = Path(ellipseIn: CGRect(x: -20, y: -20, width: 40, height: 40))
        for fraction in [0.1, 0.3, 0.5, 0.77] {
            let part = circle.trimmedPath(from: 0, to: fraction)
            let end = part.currentPoint!
            // Arc length is proportional to angle on the circle, up to the
            // curves' tiny departure from it (≤ 2.73·10⁻⁴·r radially, a
            // comparable angle error).
            let angle = atan2(end.y, end.x)
            let expected = remainder(2 * Double.pi * fraction, 2 * Double.pi)
            #expect(abs(angle - expected) < 2e-3, "fraction \(fraction)")
            #expect(abs(hypot(end.x, end.y) - 20) < 20 * 2.73e-4)
        }
        let late = circle.trimmedPath(from: 0.6, to: 0.9)
        guard case .move(let start) = late.elements.first else {
            Issue.record("a trimmed run starts with a move")
            return
        }
        #expect(abs(atan2(start.y, start.x) - remainder(2 * Double.pi * 0.6, 2 * Double.pi)) < 2e-3)
    }

    @Test("separate subpaths trim as one length, each run starting with a move")
    func subpaths() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 10, y: 5))
        #expect(path.trimmedPath(from: 0.25, to: 0.75).elements == [
            .move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
            .move(to: CGPoint(x: 0, y: 5)), .line(to: CGPoint(x: 5, y: 5)),
        ])
    }

    @Test("a closed subpath kept whole stays closed; one cut short ends in a line")
    func closedSubpaths() {
        var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        // Each square is 40 long: the second half of the length is the second square.
        #expect(path.trimmedPath(from: 0.5, to: 1).elements == Path(CGRect(x: 20, y: 0, width: 10, height: 10)).elements)
        #expect(path.trimmedPath(from: 0.5, to: 0.95).elements.last == .line(to: CGPoint(x: 20, y: 4)))
        #expect(path.trimmedPath(from: 0.55, to: 1).elements.last == .line(to: CGPoint(x: 20, y: 0)))
    }

    @Test("the description uses PDF operators and reads back")
    func description() {
        let rect = Path(CGRect(x: 0, y: 0, width: 10, height: 20.5))
        #expect(rect.description == "0 0 m 10 0 l 10 20.5 l 0 20.5 l h")
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(circle.description.hasPrefix("100 50 m 100 77.6142 77.6142 100 50 100 c"))
        let quad = Path { path in
            path.move(to: .zero)
            path.addQuadCurve(to: CGPoint(x: 4, y: 0), control: CGPoint(x: 2, y: -3))
        }
        #expect(quad.description == "0 0 m 2 -3 4 0 q")
        #expect(Path(rect.description) == rect)
        #expect(Path(quad.description) == quad)
        #expect(Path("1 2 3 4 re") == Path(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(Path("1 m") == nil)
        #expect(Path("1 2 x") == nil)
        #expect(Path("1 2 m 3") == nil)
        #expect(Path("")?.isEmpty == true)
    }
}
