import Foundation

extension ReportWriter {
    /// The kernel's chart: a panel per inner count (keyframes, waves) and
    /// frame or blob count, so that one axis never mixes two counts; x is
    /// the elements per frame, y the time per element; the references in
    /// every backend and reference in its fixed colour, the memory ceiling as a band where the working
    /// set leaves the L2 cache, and the kernel's frame budget as a rule.
    func chart(_ kernel: String) -> ChartSheet {
        let rows = main(kernel)
        let blob = kernel.hasPrefix("blob")
        var groups: [(inner: Int?, frames: Int)] = []
        for r in rows.sorted(by: { ($0.inner ?? 0, $0.frames) < ($1.inner ?? 0, $1.frames) })
        where !groups.contains(where: { $0.inner == r.inner && $0.frames == r.frames }) {
            groups.append((r.inner, r.frames))
        }
        var drawn: [ChartReference] = []
        var hasBand = false
        let l2 = Double(machine.cacheBytes?["L2"] ?? 512 << 10)
        let rules = ReportTarget.all.compactMap { target -> LogLogChart.Rule? in
            guard let line = target.chartRule, line.kernels.contains(kernel),
                  case .atMostNanoseconds(let nanoseconds) = target.comparison else { return nil }
            return .init(label: line.label, y: nanoseconds)
        }
        let panels = groups.map { group -> LogLogChart in
            let cell = rows.filter { $0.inner == group.inner && $0.frames == group.frames }
            // `.automatic` last, so that its line lies on the backend it runs.
            let series = ChartReference.allCases.reversed().compactMap { reference -> LogLogChart.Series? in
                guard let name = reference.candidates(threads: defaultThreads).first(where: { n in cell.contains { $0.backend == n } }) else { return nil }
                if !drawn.contains(reference) { drawn.append(reference) }
                return .init(name: name, color: reference.color, dashed: reference.dashed, width: reference.width,
                             points: cell.filter { $0.backend == name }.map { (Double($0.size), $0.nsPerElement) })
            }
            // The probes' time per element at the same working set, where
            // memory rather than arithmetic bounds the kernel.
            let ceiling = cell.filter { Self.automaticNames.contains($0.backend) && $0.bytesPerElement * Double($0.size * $0.frames) > l2 }
                .compactMap { r in r.fractionOfBandwidth.map { (x: Double(r.size), y: r.nsPerElement * $0) } }
            if !ceiling.isEmpty { hasBand = true }
            var title: [String] = []
            if let inner = group.inner { title.append(kernel == "waves" ? "\(inner) wave\(inner == 1 ? "" : "s")" : "K = \(inner) keyframes") }
            if group.frames > 1 { title.append(blob ? "\(group.frames) blobs" : "\(group.frames) frames") }
            return LogLogChart(title: title.joined(separator: ", "),
                               xLabel: blob ? "anchors per blob" : group.frames > 1 ? "elements per frame" : "elements per call",
                               yLabel: "ns per element (lower is faster)", series: series,
                               bands: ceiling.isEmpty ? [] : [.init(label: "memory bound", color: ChartReference.ceilingColor, points: ceiling)],
                               rules: rules)
        }
        var legend = ChartReference.allCases.filter(drawn.contains).map { reference in
            let names = Set(panels.flatMap(\.series).filter { $0.color == reference.color }.map(\.name))
            let shown = names.sorted().map(ChartReference.describe).filter { !$0.isEmpty }.joined(separator: ", ")
            return ChartSheet.Entry(name: shown.isEmpty ? reference.name : "\(reference.name): \(shown)",
                                    color: reference.color, mark: .line(dashed: reference.dashed))
        }
        if hasBand { legend.append(.init(name: "memory ceiling (fastest probe; beyond L2)", color: ChartReference.ceilingColor, mark: .band)) }
        legend += rules.map { .init(name: $0.label, color: "#000", mark: .rule) }
        return ChartSheet(title: "\(kernel): time per element against size (\(defaultThreads) OpenBLAS threads)", legend: legend, panels: panels)
    }
}
