import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

@Suite("SVGDocument refuses what it cannot write")
struct SVGDocumentTests {
    /// Random paths with a NaN or an infinity somewhere: the document throws,
    /// naming the item; with finite coordinates it writes no "nan" or "inf".
    @Test("random paths with a NaN or an infinity are refused, naming the item; finite ones write no nan or inf")
    func nonFiniteCoordinatesAreRefused() throws {
        var rng = SeededGenerator(seed: 0x5A6)
        for trial in 0..<300 {
            var elements: [Path.Element] = [.move(to: CGPoint(x: 0, y: 0))]
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                let p = CGPoint(x: .random(in: -1e6...1e6, using: &rng), y: .random(in: -1e6...1e6, using: &rng))
                elements.append([.line(to: p), .quadCurve(to: p, control: p), .curve(to: p, control1: p, control2: p)].randomElement(using: &rng)!)
            }
            let poison = Bool.random(using: &rng)
            if poison {
                let bad = [Double.nan, .infinity, -.infinity].randomElement(using: &rng)!
                elements.insert(.line(to: CGPoint(x: bad, y: 1)), at: Int.random(in: 1...elements.count, using: &rng))
            }
            // Written directly: the builders would drop the poisoned element.
            var path = Path()
            path.elements = elements
            #expect(path.isFinite == !poison)
            do {
                let document = try SVGDocument(width: 100, height: 100, items: [.init(path: path, fill: "red")])
                #expect(!poison, "trial \(trial): a non-finite path was accepted")
                #expect(!document.text.lowercased().contains("nan") && !document.text.contains("inf"))
            } catch let error as AnimationKernelsError {
                #expect(poison && error.parameter == "items[0]", "trial \(trial): \(error)")
            }
        }
    }
}
