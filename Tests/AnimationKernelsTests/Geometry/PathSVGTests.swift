import Foundation
import AnimationKernels
import AnimationKernelsTestSupport
import Testing

@Suite("Path and SVG")
struct PathSVGTests {
    static let sample = Path(elements: [
        .move(to: CGPoint(x: 0, y: 185)),
        .line(to: CGPoint(x: 1, y: 185.0311359029843)),
        .quadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 3, y: -4.25)),
        .curve(to: CGPoint(x: 11, y: 12), control1: CGPoint(x: 7, y: 8), control2: CGPoint(x: 9.5, y: 10)),
        .closeSubpath,
    ])

    @Test("building a path appends the SwiftUI element cases in order")
    func building() {
        var path = Path()
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 185))
        path.addLine(to: CGPoint(x: 1, y: 185.0311359029843))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 3, y: -4.25))
        path.addCurve(to: CGPoint(x: 11, y: 12), control1: CGPoint(x: 7, y: 8), control2: CGPoint(x: 9.5, y: 10))
        path.closeSubpath()
        #expect(path == Self.sample)
    }

    @Test("offsetBy moves every point, controls included")
    func offset() {
        let moved = Self.sample.offsetBy(dx: 10, dy: -1)
        #expect(moved.elements[2] == .quadCurve(to: CGPoint(x: 15, y: 5), control: CGPoint(x: 13, y: -5.25)))
        #expect(moved.elements[3] == .curve(to: CGPoint(x: 21, y: 11), control1: CGPoint(x: 17, y: 7), control2: CGPoint(x: 19.5, y: 9)))
        #expect(moved.elements[4] == .closeSubpath)
    }

    @Test("path data uses absolute commands and three decimals by default")
    func pathData() {
        #expect(Self.sample.svgPathData == "M0 185 L1 185.031 Q3 -4.25 5 6 C7 8 9.5 10 11 12 Z")
        #expect(Path().svgPathData == "")
    }

    @Test("fixed-digit numbers round half away from zero and drop trailing zeros")
    func fixedDigits() {
        let three = SVGNumberFormat.fractionDigits(3)
        #expect(three.string(185.0311359029843) == "185.031")
        #expect(three.string(2) == "2")
        #expect(three.string(-0.0) == "0")
        #expect(three.string(-0.0004) == "0")
        #expect(three.string(-1.5) == "-1.5")
        #expect(three.string(0.0996) == "0.1")
        #expect(three.string(-12.3456) == "-12.346")
        #expect(SVGNumberFormat.fractionDigits(1).string(0.25) == "0.3")
        #expect(SVGNumberFormat.fractionDigits(0).string(2.5) == "3")
        #expect(SVGNumberFormat.fractionDigits(-4).string(2.4) == "2")
        #expect(SVGNumberFormat.fractionDigits(2).string(0.05) == "0.05")
        #expect(three.string(1e300) == "1e+300")
    }

    @Test("round-trip numbers read back as the same Double")
    func roundTrip() {
        var rng = SeededGenerator(seed: 9)
        let values = rng.doubles(200, in: -1000...1000) + [0, 1e-5, 3e-300, 1e17, -2.5, 185]
        for value in values {
            let text = SVGNumberFormat.roundTrip.string(value)
            #expect(Double(text) == value, "\(value) → \(text)")
            #expect(!text.hasSuffix(".0"))
        }
        let numbers = Self.sample.svgPathData(format: .roundTrip)
            .split(separator: " ").compactMap { Double($0.filter { !"MLQCZ".contains($0) }) }
        #expect(numbers == [0, 185, 1, 185.0311359029843, 3, -4.25, 5, 6, 7, 8, 9.5, 10, 11, 12])
    }

    @Test("a document writes filled paths, a background and an animation")
    func document() throws {
        let frames = [Self.sample, Self.sample.offsetBy(dx: 1, dy: 0)]
        let document = try SVGDocument(
            width: 200, height: 100, viewBox: .init(minX: 0, minY: 0, width: 400, height: 200), background: "#fff",
            items: [
                .init(path: Self.sample, fill: "#c8802a"),
                .init(path: Self.sample, fill: "a\"<b>&", animation: try .init(frames: frames, duration: 1.5)),
            ])
        let text = document.text
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains(#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 400 200">"#))
        #expect(text.contains(##"<rect x="0" y="0" width="400" height="200" fill="#fff"/>"##))
        #expect(text.contains(##"<path d="\##(Self.sample.svgPathData)" fill="#c8802a"/>"##))
        #expect(text.contains(#"fill="a&quot;&lt;b&gt;&amp;">"#))
        let values = frames.map(\.svgPathData).joined(separator: ";")
        #expect(text.contains(#"<animate attributeName="d" dur="1.5s" repeatCount="indefinite" values="\#(values)"/>"#))
        #expect(text.hasSuffix("</svg>\n"))
    }

    @Test("bad document parameters throw")
    func badDocument() {
        expectError(.invalidParameter, "width") { _ = try SVGDocument(width: 0, height: 1) }
        expectError(.invalidParameter, "height") { _ = try SVGDocument(width: 1, height: .nan) }
        expectError(.invalidParameter, "viewBox") {
            _ = try SVGDocument(width: 1, height: 1, viewBox: .init(minX: 0, minY: 0, width: -1, height: 1))
        }
        expectError(.invalidParameter, "frames") { _ = try SVGDocument.Animation(frames: [], duration: 1) }
        expectError(.invalidParameter, "duration") { _ = try SVGDocument.Animation(frames: [Path()], duration: 0) }
    }
}
