import AnimationKernels
import Foundation
import Testing

@Suite("Path containment")
struct PathContainmentTests {
    @Test("a point is inside a rectangle or circle exactly when geometry says so")
    func simpleShapes() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.contains(CGPoint(x: 5, y: 5)) && square.contains(CGPoint(x: 0.001, y: 9.999)))
        #expect(!square.contains(CGPoint(x: -0.001, y: 5)) && !square.contains(CGPoint(x: 5, y: 10.001)))
        let circle = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
        for angle in stride(from: 0.0, to: 2 * Double.pi, by: 0.1) {
            #expect(circle.contains(CGPoint(x: 9.98 * cos(angle), y: 9.98 * sin(angle))))
            #expect(!circle.contains(CGPoint(x: 10.02 * cos(angle), y: 10.02 * sin(angle))))
        }
        var open = Path()
        open.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(open.contains(CGPoint(x: 2, y: 2)), "an open subpath fills as if closed")
    }

    @Test("the non-zero and even-odd rules differ on nested outlines")
    func rules() {
        var same = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
        same.addEllipse(in: CGRect(x: -5, y: -5, width: 10, height: 10))
        #expect(same.contains(.zero) && !same.contains(.zero, eoFill: true))
        #expect(same.contains(CGPoint(x: 7, y: 0), eoFill: true))
        // The inner circle mirrored in x runs the other way round: a hole under both rules.
        var hole = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
        hole.addPath(Path(ellipseIn: CGRect(x: -5, y: -5, width: 10, height: 10)), transform: CGAffineTransform(scaleX: -1, y: 1))
        #expect(!hole.contains(.zero) && !hole.contains(.zero, eoFill: true))
        #expect(!Path().contains(.zero))
    }

    @Test("a point with a NaN or infinite coordinate is never inside")
    func nonFinitePoints() {
        var nested = Path(CGRect(x: -10, y: -10, width: 20, height: 20))
        nested.addEllipse(in: CGRect(x: -5, y: -5, width: 10, height: 10))
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            for point in [CGPoint(x: bad, y: 0), CGPoint(x: 0, y: bad), CGPoint(x: bad, y: bad)] {
                #expect(!nested.contains(point) && !nested.contains(point, eoFill: true), "\(point)")
            }
        }
    }
}
