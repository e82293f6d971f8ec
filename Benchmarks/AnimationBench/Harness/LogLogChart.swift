import Foundation

/// A small log-log line chart as a standalone SVG: one line per series, a
/// legend, decade grid lines. Renders in any browser and on GitHub.
struct LogLogChart {
    struct Series {
        var name: String
        var color: String
        var dashed = false
        var points: [(x: Double, y: Double)]
    }

    var title: String
    var xLabel: String
    var yLabel: String
    var series: [Series]

    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"]

    func svg(width: Double = 760, height: Double = 420) -> String {
        let plotted = series.filter { !$0.points.isEmpty }
        let xs = plotted.flatMap { $0.points.map(\.x) }.filter { $0 > 0 }
        let ys = plotted.flatMap { $0.points.map(\.y) }.filter { $0 > 0 && $0.isFinite }
        guard let xMin = xs.min(), let xMax = xs.max(), let yMin = ys.min(), let yMax = ys.max() else {
            return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"40\"><text x=\"10\" y=\"25\">\(escape(title)): no data</text></svg>\n"
        }
        let left = 70.0, right = 190.0, top = 36.0, bottom = 50.0
        let plotW = width - left - right, plotH = height - top - bottom
        let lx0 = floor(log10(xMin)), lx1 = max(ceil(log10(xMax)), lx0 + 1)
        let ly0 = floor(log10(yMin)), ly1 = max(ceil(log10(yMax)), ly0 + 1)
        func px(_ x: Double) -> Double { left + (log10(x) - lx0) / (lx1 - lx0) * plotW }
        func py(_ y: Double) -> Double { top + plotH - (log10(y) - ly0) / (ly1 - ly0) * plotH }

        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif" font-size="11">
        <rect width="100%" height="100%" fill="white"/>
        <text x="\(left)" y="20" font-size="14" font-weight="bold">\(escape(title))</text>

        """
        for d in stride(from: lx0, through: lx1, by: 1) {
            let x = px(pow(10, d))
            out += "<line x1=\"\(f(x))\" y1=\"\(f(top))\" x2=\"\(f(x))\" y2=\"\(f(top + plotH))\" stroke=\"#ddd\"/>"
            out += "<text x=\"\(f(x))\" y=\"\(f(top + plotH + 15))\" text-anchor=\"middle\">\(tick(d))</text>\n"
        }
        for d in stride(from: ly0, through: ly1, by: 1) {
            let y = py(pow(10, d))
            out += "<line x1=\"\(f(left))\" y1=\"\(f(y))\" x2=\"\(f(left + plotW))\" y2=\"\(f(y))\" stroke=\"#ddd\"/>"
            out += "<text x=\"\(f(left - 6))\" y=\"\(f(y + 4))\" text-anchor=\"end\">\(tick(d))</text>\n"
        }
        out += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotW))\" height=\"\(f(plotH))\" fill=\"none\" stroke=\"#333\"/>\n"
        out += "<text x=\"\(f(left + plotW / 2))\" y=\"\(f(height - 12))\" text-anchor=\"middle\">\(escape(xLabel))</text>\n"
        out += "<text transform=\"translate(16 \(f(top + plotH / 2))) rotate(-90)\" text-anchor=\"middle\">\(escape(yLabel))</text>\n"
        for (i, s) in plotted.enumerated() {
            let path = s.points.filter { $0.x > 0 && $0.y > 0 && $0.y.isFinite }.sorted { $0.x < $1.x }
                .map { "\(f(px($0.x))),\(f(py($0.y)))" }.joined(separator: " ")
            let dash = s.dashed ? " stroke-dasharray=\"6 4\"" : ""
            out += "<polyline fill=\"none\" stroke=\"\(s.color)\" stroke-width=\"2\"\(dash) points=\"\(path)\"/>\n"
            let ly = top + 8 + Double(i) * 18
            out += "<line x1=\"\(f(left + plotW + 12))\" y1=\"\(f(ly))\" x2=\"\(f(left + plotW + 36))\" y2=\"\(f(ly))\" stroke=\"\(s.color)\" stroke-width=\"2\"\(dash)/>"
            out += "<text x=\"\(f(left + plotW + 42))\" y=\"\(f(ly + 4))\">\(escape(s.name))</text>\n"
        }
        return out + "</svg>\n"
    }

    private func f(_ v: Double) -> String { String(format: "%.1f", v) }

    private func tick(_ decade: Double) -> String {
        let d = Int(decade)
        switch d {
        case ..<0: return "1e\(d)"
        case 0..<3: return String(Int(pow(10, decade)))
        case 3..<6: return "\(Int(pow(10, decade - 3)))K"
        case 6..<9: return "\(Int(pow(10, decade - 6)))M"
        default: return "1e\(d)"
        }
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
