import Foundation

extension Path: CustomStringConvertible {
    /// The path in the notation SwiftUI prints and ``init(_:)-(String)``
    /// reads back: PDF-style operators after their operands, numbers as
    /// `%g` (six significant digits): `x y m` (move), `x y l` (line),
    /// `cx cy x y q` (quadratic), `c1x c1y c2x c2y x y c` (cubic), `h`
    /// (close), separated by spaces, as SwiftUI prints them (e.g.
    /// `0 0 m -55.2285 0 -100 44.7715 -100 100 c … h`). O(number of elements).
    public var description: String {
        func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
        func points(_ list: CGPoint...) -> String { list.map { number($0.x) + " " + number($0.y) }.joined(separator: " ") }
        return elements.map { element in
            switch element {
            case .move(let p): return points(p) + " m"
            case .line(let p): return points(p) + " l"
            case .quadCurve(let p, let c): return points(c, p) + " q"
            case .curve(let p, let c1, let c2): return points(c1, c2, p) + " c"
            case .closeSubpath: return "h"
            }
        }.joined(separator: " ")
    }

    /// Reads a path back from its ``description``, as SwiftUI's
    /// `init?(_ string: String)`; also accepts `x y w h re` (a rectangle,
    /// as CoreGraphics prints one).
    ///
    /// - Parameter string: a path's ``description``.
    /// - Returns: `nil` when a word is neither a number nor an operator, or
    ///   an operator has the wrong number of operands.
    /// - Complexity: O(length of `string`).
    public init?(_ string: String) {
        self.init()
        var operands: [CGFloat] = []
        for word in string.split(whereSeparator: \.isWhitespace) {
            if let value = Double(word) {
                operands.append(CGFloat(value))
                continue
            }
            let counts: [Substring: Int] = ["m": 2, "l": 2, "q": 4, "c": 6, "h": 0, "re": 4]
            guard let count = counts[word], operands.count == count else { return nil }
            let o = operands
            func p(_ i: Int) -> CGPoint { CGPoint(x: o[i], y: o[i + 1]) }
            switch word {
            case "m": move(to: p(0))
            case "l": addLine(to: p(0))
            case "q": addQuadCurve(to: p(2), control: p(0))
            case "c": addCurve(to: p(4), control1: p(0), control2: p(2))
            case "re": addRect(CGRect(x: o[0], y: o[1], width: o[2], height: o[3]))
            default: closeSubpath()
            }
            operands.removeAll(keepingCapacity: true)
        }
        guard operands.isEmpty else { return nil }
    }
}
