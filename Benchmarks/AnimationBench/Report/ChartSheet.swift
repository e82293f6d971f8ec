import Foundation

/// Panels of one kernel in one SVG: a title, a legend of the references
/// drawn (in their fixed colours), and the panels in a grid on shared axes.
struct ChartSheet {
    /// A legend entry: a line, a shaded band or a dotted target rule.
    struct Entry {
        enum Mark { case line(dashed: Bool), band, rule }
        var name: String
        var color: String
        var mark: Mark
    }

    var title: String
    var legend: [Entry]
    var panels: [LogLogChart]

    /// The sheet as a standalone SVG: one panel wide when there is one
    /// panel, two otherwise, every panel on the same decades.
    func svg() -> String {
        let columns = panels.count == 1 ? 1 : 2
        let panelW = columns == 1 ? 760.0 : 430.0, panelH = columns == 1 ? 380.0 : 300.0
        // Lines three to a row; the band and the rules, whose labels are
        // longer, two to a row below them.
        let lines = legend.filter { if case .line = $0.mark { true } else { false } }
        let extras = legend.filter { if case .line = $0.mark { false } else { true } }
        let lineRows = (lines.count + 2) / 3
        let legendRows = lineRows + (extras.count + 1) / 2
        let top = 34.0 + Double(legendRows) * 18 + 8
        let rows = (panels.count + columns - 1) / columns
        let width = 20 + Double(columns) * panelW, height = top + Double(rows) * panelH + 8
        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif" font-size="11">
        <rect width="100%" height="100%" fill="white"/>
        <text x="20" y="22" font-size="15" font-weight="bold">\(LogLogChart.escape(title))</text>

        """
        let placed = lines.enumerated().map { i, entry in (entry, 20 + Double(i % 3) * (width - 40) / 3, 40 + Double(i / 3) * 18) }
            + extras.enumerated().map { i, entry in (entry, 20 + Double(i % 2) * (width - 40) / 2, 40 + Double(lineRows + i / 2) * 18) }
        for (entry, x, y) in placed {
            switch entry.mark {
            case .line(let dashed):
                out += "<line x1=\"\(x)\" y1=\"\(y)\" x2=\"\(x + 26)\" y2=\"\(y)\" stroke=\"\(entry.color)\" stroke-width=\"2.5\"\(dashed ? " stroke-dasharray=\"6 4\"" : "")/>"
            case .band:
                out += "<rect x=\"\(x)\" y=\"\(y - 6)\" width=\"26\" height=\"12\" fill=\"\(entry.color)\" fill-opacity=\"0.45\" stroke=\"#888\"/>"
            case .rule:
                out += "<line x1=\"\(x)\" y1=\"\(y)\" x2=\"\(x + 26)\" y2=\"\(y)\" stroke=\"#000\" stroke-width=\"1.5\" stroke-dasharray=\"2 3\"/>"
            }
            out += "<text x=\"\(x + 32)\" y=\"\(y + 4)\">\(LogLogChart.escape(entry.name))</text>\n"
        }
        let xDecades = LogLogChart.decades(panels.flatMap(\.xValues)) ?? 0...1
        let yDecades = LogLogChart.decades(panels.flatMap(\.yValues)) ?? 0...1
        for (i, panel) in panels.enumerated() {
            out += panel.svg(left: 10 + Double(i % columns) * panelW, top: top + Double(i / columns) * panelH,
                             width: panelW, height: panelH, xDecades: xDecades, yDecades: yDecades)
        }
        return out + "</svg>\n"
    }
}
