import Foundation

/// How ``Path/svgPathData(format:)`` and ``SVGDocument`` spell numbers.
public enum SVGNumberFormat: Sendable, Hashable {
    /// Rounded to at most `digits` places after the decimal point (half away
    /// from zero), with trailing zeros, a bare decimal point and the sign of
    /// zero dropped: `185.03113590` at 3 digits is `185.031`, `2.0` is `2`.
    /// `digits` is clamped to 0…15; a value whose scaled magnitude reaches
    /// 2⁵³ (beyond any drawing's precision) is written as in ``roundTrip``.
    case fractionDigits(Int)
    /// The shortest decimal that reads back as exactly the same `Double`
    /// (Swift's own algorithm), without a trailing `.0`; large and tiny
    /// magnitudes use an exponent (`1e-05`), which SVG's number grammar
    /// accepts. Use it when the file must reproduce the computed points.
    case roundTrip

    /// Three decimals: a thousandth of a point, far below a pixel.
    public static let standard = SVGNumberFormat.fractionDigits(3)

    /// Powers of ten up to 10¹⁵, each exact in a `Double`; literals, which
    /// type-check at once, where a closure building them took seconds.
    private static let powersOfTen: [Double] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]

    /// `value` spelled in this format. Non-finite values have no SVG
    /// spelling; they come out as Swift prints them (`nan`, `inf`), which
    /// renderers reject, so feed the writer finite coordinates.
    ///
    /// - Parameter value: The number to spell.
    /// - Returns: The number's text, without spaces.
    public func string(_ value: Double) -> String {
        switch self {
        case .roundTrip:
            return Self.shortest(value)
        case .fractionDigits(let requested):
            let digits = min(max(requested, 0), 15)
            let power = Self.powersOfTen[digits]
            let scaled = (value * power).rounded()
            guard value.isFinite, scaled.magnitude < 0x1p53 else { return Self.shortest(value) }
            if scaled == 0 { return "0" }
            let units = UInt64(scaled.magnitude)
            let divisor = UInt64(power)
            var text = scaled < 0 ? "-" : ""
            text += String(units / divisor)
            let fraction = units % divisor
            if fraction != 0 {
                var fractionText = String(fraction)
                fractionText = String(repeating: "0", count: digits - fractionText.count) + fractionText
                while fractionText.last == "0" { fractionText.removeLast() }
                text += "." + fractionText
            }
            return text
        }
    }

    private static func shortest(_ value: Double) -> String {
        if value == 0 { return "0" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

extension Path {
    /// The path as the `d` attribute of an SVG `<path>`, numbers in
    /// ``SVGNumberFormat/standard`` (three decimals).
    ///
    /// Commands are absolute and separated by spaces: `M x y`, `L x y`,
    /// `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z`. An element with a
    /// non-finite coordinate (which only ``elements``, written directly, can
    /// hold) is skipped, so the text never holds `nan` or `inf`.
    /// O(number of elements).
    public var svgPathData: String { svgPathData(format: .standard) }

    /// The path as the `d` attribute of an SVG `<path>`, numbers in
    /// `format`; ``SVGNumberFormat/roundTrip`` reproduces every coordinate
    /// exactly. See ``svgPathData``.
    ///
    /// - Parameter format: how numbers are spelled.
    /// - Returns: the `d` attribute's text.
    /// - Complexity: O(number of elements).
    public func svgPathData(format: SVGNumberFormat) -> String {
        var text = ""
        func append(_ command: String, _ points: CGPoint...) {
            if !text.isEmpty { text += " " }
            text += command
            var separator = ""
            for point in points {
                text += separator + format.string(point.x) + " " + format.string(point.y)
                separator = " "
            }
        }
        for element in elements where element.isFinite {
            switch element {
            case .move(let to): append("M", to)
            case .line(let to): append("L", to)
            case .quadCurve(let to, let control): append("Q", control, to)
            case .curve(let to, let control1, let control2): append("C", control1, control2, to)
            case .closeSubpath: append("Z")
            }
        }
        return text
    }
}
