import Foundation

/// One log-log panel drawn into a larger SVG: lines with point markers,
/// shaded bands, labelled horizontal target lines, decade grid lines with
/// labels and minor ticks at 2…9 per decade. ``ChartSheet`` lays panels out
/// and draws the legend.
struct LogLogChart {
    struct Series {
        var name: String
        var color: String
        var dashed = false
        var width = 2.0
        var points: [(x: Double, y: Double)]
    }

    /// A shaded region from `points` down to the bottom of the panel: the
    /// times no kernel can reach (below a ceiling measured in time).
    struct Band {
        var label: String
        var color: String
        var points: [(x: Double, y: Double)]
    }

    /// A horizontal line at `y` with its label, e.g. a frame budget.
    struct Rule {
        var label: String
        var y: Double
    }

    var title: String
    var xLabel: String
    var yLabel: String
    var series: [Series]
    var bands: [Band] = []
    var rules: [Rule] = []

    /// The decades (powers of ten, as exponents) that hold every value.
    static func decades(_ values: [Double]) -> ClosedRange<Double>? {
        let positive = values.filter { $0 > 0 && $0.isFinite }
        guard let low = positive.min(), let high = positive.max() else { return nil }
        let start = floor(log10(low))
        return start...max(ceil(log10(high)), start + 1)
    }

    /// Every x of the panel's series and bands.
    var xValues: [Double] { series.flatMap { $0.points.map(\.x) } + bands.flatMap { $0.points.map(\.x) } }
    /// Every y of the panel's series, bands and rules.
    var yValues: [Double] { series.flatMap { $0.points.map(\.y) } + bands.flatMap { $0.points.map(\.y) } + rules.map(\.y) }

    /// The panel's SVG elements in the rectangle at (`left`, `top`) of
    /// `width` × `height` (the plot area and its labels), on the decades given.
    func svg(left: Double, top: Double, width: Double, height: Double, xDecades: ClosedRange<Double>, yDecades: ClosedRange<Double>) -> String {
        let plotLeft = left + 52, plotTop = top + 22, plotW = width - 62, plotH = height - 62
        func px(_ x: Double) -> Double { plotLeft + (log10(x) - xDecades.lowerBound) / (xDecades.upperBound - xDecades.lowerBound) * plotW }
        func py(_ y: Double) -> Double { plotTop + plotH - (log10(y) - yDecades.lowerBound) / (yDecades.upperBound - yDecades.lowerBound) * plotH }
        let bottom = plotTop + plotH
        var out = "<text x=\"\(f(plotLeft))\" y=\"\(f(top + 14))\" font-size=\"13\" font-weight=\"bold\">\(Self.escape(title))</text>\n"
        out += "<clipPath id=\"clip\(Int(left))-\(Int(top))\"><rect x=\"\(f(plotLeft))\" y=\"\(f(plotTop))\" width=\"\(f(plotW))\" height=\"\(f(plotH))\"/></clipPath>\n"
        let clip = "clip-path=\"url(#clip\(Int(left))-\(Int(top)))\""
        for band in bands {
            let points = band.points.filter { $0.x > 0 && $0.y > 0 }.sorted { $0.x < $1.x }
            guard let first = points.first, let last = points.last else { continue }
            // A single point still gets a band a few pixels wide.
            let x0 = px(first.x) - (points.count == 1 ? 8 : 0), x1 = px(last.x) + (points.count == 1 ? 8 : 0)
            let edge = points.count == 1 ? [(x0, py(first.y)), (x1, py(first.y))] : points.map { (px($0.x), py($0.y)) }
            let outline = edge + [(x1, bottom), (x0, bottom)]
            out += "<polygon \(clip) fill=\"\(band.color)\" fill-opacity=\"0.45\" stroke=\"#888\" stroke-width=\"1\" points=\"\(outline.map { "\(f($0.0)),\(f($0.1))" }.joined(separator: " "))\"/>\n"
            out += "<text x=\"\(f((x0 + x1) / 2))\" y=\"\(f(bottom - 6))\" text-anchor=\"middle\" font-size=\"10\" fill=\"#333\"\(Self.halo)>\(Self.escape(band.label))</text>\n"
        }
        out += grid(xDecades: xDecades, yDecades: yDecades, px: px, py: py, plotLeft: plotLeft, plotTop: plotTop, plotW: plotW, plotH: plotH)
        for rule in rules where yDecades.contains(log10(rule.y)) {
            let y = py(rule.y)
            out += "<line x1=\"\(f(plotLeft))\" y1=\"\(f(y))\" x2=\"\(f(plotLeft + plotW))\" y2=\"\(f(y))\" stroke=\"#000\" stroke-width=\"1.5\" stroke-dasharray=\"2 3\"/>"
            out += "<text x=\"\(f(plotLeft + plotW - 4))\" y=\"\(f(y - 5))\" text-anchor=\"end\" font-size=\"10\"\(Self.halo)>\(Self.escape(rule.label))</text>\n"
        }
        for s in series {
            let points = s.points.filter { $0.x > 0 && $0.y > 0 && $0.y.isFinite }.sorted { $0.x < $1.x }.map { (px($0.x), py($0.y)) }
            let dash = s.dashed ? " stroke-dasharray=\"6 4\"" : ""
            out += "<polyline \(clip) fill=\"none\" stroke=\"\(s.color)\" stroke-width=\"\(f(s.width))\"\(dash) points=\"\(points.map { "\(f($0.0)),\(f($0.1))" }.joined(separator: " "))\"/>"
            out += points.map { "<circle cx=\"\(f($0.0))\" cy=\"\(f($0.1))\" r=\"2.5\" fill=\"\(s.color)\"/>" }.joined() + "\n"
        }
        out += "<text x=\"\(f(plotLeft + plotW / 2))\" y=\"\(f(bottom + 32))\" text-anchor=\"middle\">\(Self.escape(xLabel))</text>\n"
        out += "<text transform=\"translate(\(f(left + 12)) \(f(plotTop + plotH / 2))) rotate(-90)\" text-anchor=\"middle\">\(Self.escape(yLabel))</text>\n"
        return out
    }

    /// Decade lines with labels, minor ticks and faint lines at 2…9 per decade, the frame.
    private func grid(xDecades: ClosedRange<Double>, yDecades: ClosedRange<Double>, px: (Double) -> Double, py: (Double) -> Double,
                      plotLeft: Double, plotTop: Double, plotW: Double, plotH: Double) -> String {
        let bottom = plotTop + plotH, right = plotLeft + plotW
        let x = axis(xDecades, at: px, line: { ($0, plotTop, $0, bottom) }, tick: { ($0, bottom, $0, bottom + 4) },
                     label: { (x: $0, y: bottom + 15, anchor: "middle") })
        let y = axis(yDecades, at: py, line: { (plotLeft, $0, right, $0) }, tick: { (plotLeft - 4, $0, plotLeft, $0) },
                     label: { (x: plotLeft - 6, y: $0 + 4, anchor: "end") })
        return x + y + "<rect x=\"\(f(plotLeft))\" y=\"\(f(plotTop))\" width=\"\(f(plotW))\" height=\"\(f(plotH))\" fill=\"none\" stroke=\"#333\"/>\n"
    }

    /// One axis: for each decade at pixel `at(value)`, a grid `line` and a
    /// `label`, then a faint line and a `tick` at 2…9 times the decade.
    private func axis(_ decades: ClosedRange<Double>, at position: (Double) -> Double,
                      line: (Double) -> (Double, Double, Double, Double), tick: (Double) -> (Double, Double, Double, Double),
                      label: (Double) -> (x: Double, y: Double, anchor: String)) -> String {
        func segment(_ ends: (Double, Double, Double, Double), _ stroke: String) -> String {
            "<line x1=\"\(f(ends.0))\" y1=\"\(f(ends.1))\" x2=\"\(f(ends.2))\" y2=\"\(f(ends.3))\" stroke=\"\(stroke)\"/>"
        }
        var out = ""
        for d in stride(from: decades.lowerBound, through: decades.upperBound, by: 1) {
            let p = position(pow(10, d)), text = label(p)
            out += segment(line(p), "#ccc")
            out += "<text x=\"\(f(text.x))\" y=\"\(f(text.y))\" text-anchor=\"\(text.anchor)\">\(Self.tick(d))</text>\n"
            guard d < decades.upperBound else { continue }
            for m in 2...9 {
                let p = position(Double(m) * pow(10, d))
                out += segment(line(p), "#f0f0f0") + segment(tick(p), "#333")
            }
            out += "\n"
        }
        return out
    }

    /// A white outline under a label, so that lines behind it do not cross
    /// its letters.
    static let halo = " stroke=\"white\" stroke-width=\"3\" paint-order=\"stroke\""

    private func f(_ v: Double) -> String { String(format: "%.1f", v) }

    /// A decade's label: 0.01, 1, 100, 10K, 1M.
    static func tick(_ decade: Double) -> String {
        let d = Int(decade)
        switch d {
        case ..<0: return String(format: "%.\(-d)f", pow(10, decade))
        case 0..<3: return String(Int(pow(10, decade)))
        case 3..<6: return "\(Int(pow(10, decade - 3)))K"
        case 6..<9: return "\(Int(pow(10, decade - 6)))M"
        default: return "1e\(d)"
        }
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
