import AnimationKernels
import Foundation

/// How overlapping parts of an outline count as inside.
enum FillRule: Sendable {
    /// Inside where the winding number is not zero.
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}

/// Exact-area anti-aliasing by signed-area accumulation.
///
/// Each edge adds, to the cells of every row it crosses, the signed area it
/// sweeps to the right edge of its own cell and the height it spans (the
/// technique of modern font and vector rasterizers). A running sum along a
/// row then gives each pixel the exact area of the outline inside it, with
/// its winding sign; the fill rule folds that into a coverage in `0...1`.
/// Where parts of an outline overlap inside one pixel, the accumulated
/// winding approximates the rule's coverage (as in every rasterizer of this
/// kind); elsewhere the coverage is the exact area, up to `Float` rounding.
///
/// The buffers live here and are reused from fill to fill: after the first
/// fill of an image size, rasterizing allocates nothing (the edge lists grow
/// to the largest outline seen).
final class CoverageRasterizer {
    let width: Int
    let height: Int
    /// Cells per row: one past the image's right side for edges folded onto
    /// it, and one more for the right neighbour of that cell, rounded up to
    /// whole cache lines.
    private let stride: Int
    /// `stride × height` cells, aligned to a cache line, so that a block of
    /// 16 cells is one line.
    private let cells: UnsafeMutablePointer<Float>
    /// Per row, the first and last cell an edge touched (`Int32.max` and −1
    /// when none).
    private let touchedStart: UnsafeMutablePointer<Int32>
    private let touchedEnd: UnsafeMutablePointer<Int32>
    /// Per row, one bit per block of 16 cells (a cache line) that an edge
    /// touched (``blockWords`` words a row): the scan jumps from one touched
    /// block to the next over cells that are all zero, and reads only lines
    /// the band's edges have just written.
    private let touchedBlocks: UnsafeMutablePointer<UInt64>
    private let blockWords: Int
    /// One row's coverage, handed to `span`.
    private let coverage: UnsafeMutablePointer<Float>
    /// Where each band's edges start in ``bandOrder``, and one past the last.
    private let bandStarts: UnsafeMutablePointer<Int32>
    private let bandCount: Int
    var edges: [Edge] = []
    /// The edges' indices ordered by the band of their first row.
    private var bandOrder: [Int32] = []
    /// The edges crossing the band being drawn.
    private var active: [Int32] = []
    /// The last gradient ramp made, reused while frames repeat a gradient.
    var lastRamp: (key: ColorRampKey, ramp: ColorRamp)?

    /// Rows whose edges are accumulated and then scanned together, so that
    /// their cells are still in the core's cache when the scan reads them
    /// (16 rows of a 4K-wide image take about half a megabyte with their
    /// pixels).
    static let bandHeight = 16

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        stride = (width + 2 + 15) & ~15
        cells = UnsafeMutableRawPointer.allocate(byteCount: stride * height * MemoryLayout<Float>.stride, alignment: 64)
            .initializeMemory(as: Float.self, repeating: 0, count: stride * height)
        touchedStart = .allocate(capacity: height)
        touchedStart.initialize(repeating: .max, count: height)
        touchedEnd = .allocate(capacity: height)
        touchedEnd.initialize(repeating: -1, count: height)
        blockWords = (stride + 16 * 64 - 1) / (16 * 64)
        touchedBlocks = .allocate(capacity: blockWords * height)
        touchedBlocks.initialize(repeating: 0, count: blockWords * height)
        coverage = .allocate(capacity: width + 2)
        coverage.initialize(repeating: 0, count: width + 2)
        bandCount = (height + Self.bandHeight - 1) / Self.bandHeight
        bandStarts = .allocate(capacity: bandCount + 1)
        bandStarts.initialize(repeating: 0, count: bandCount + 1)
    }

    deinit {
        cells.deallocate()
        touchedStart.deallocate()
        touchedEnd.deallocate()
        touchedBlocks.deallocate()
        coverage.deallocate()
        bandStarts.deallocate()
    }

    /// Rasterizes `path` under `transform` and calls `span` for the pieces
    /// of each row the outline touches, left to right: a piece of `count`
    /// columns from column `x` whose coverage is either `coverage[0..<count]`
    /// or, where `coverage` is nil, `constant` for every column (inside and
    /// between edges, where the accumulated cells are zero). Columns outside
    /// the pieces have no coverage.
    ///
    /// Rows are drawn top to bottom, a band of ``bandHeight`` rows at a time:
    /// the band's edges are accumulated, then its rows scanned.
    ///
    /// - Complexity: O(e + b + a), for e edges after flattening (an edge is
    ///   visited once in each band it crosses), b bands and a the pixels
    ///   between each row's leftmost and rightmost edge; runs between edges
    ///   cost one vector comparison per eight pixels.
    func fill(_ path: Path, transform: CGAffineTransform, rule: FillRule,
              span: (_ y: Int, _ x: Int, _ count: Int, _ coverage: UnsafePointer<Float>?, _ constant: Float) -> Void) {
        edges.removeAll(keepingCapacity: true)
        EdgeBuilder(width: Double(width), height: Double(height), transform: transform).append(path, to: &edges)
        guard !edges.isEmpty else { return }
        sortEdgesByBand()
        edges.withUnsafeBufferPointer { edges in
            bandOrder.withUnsafeBufferPointer { order in
                active.withUnsafeMutableBufferPointer { active in
                    var activeCount = 0
                    for band in 0..<bandCount {
                        for i in Int(bandStarts[band])..<Int(bandStarts[band + 1]) {
                            active[activeCount] = order[i]
                            activeCount += 1
                        }
                        guard activeCount > 0 else { continue }
                        let rows = (band * Self.bandHeight)..<min((band + 1) * Self.bandHeight, height)
                        // The band's edges, then its rows, while its cells are in cache.
                        var index = 0
                        while index < activeCount {
                            if accumulate(edges[Int(active[index])], rows: rows) {
                                index += 1
                            } else {
                                activeCount -= 1
                                active[index] = active[activeCount]
                            }
                        }
                        for y in rows { scanRow(y, rule: rule, span: span) }
                    }
                }
            }
        }
    }

    /// Scans row `y` if an edge touched it, and leaves its cells and marks
    /// cleared for the next fill.
    @inline(__always)
    private func scanRow(_ y: Int, rule: FillRule,
                         span: (Int, Int, Int, UnsafePointer<Float>?, Float) -> Void) {
        let start = Int(touchedStart[y]), end = Int(touchedEnd[y])
        guard start <= end else { return }
        touchedStart[y] = .max
        touchedEnd[y] = -1
        let row = cells + y * stride
        let rowBlocks = touchedBlocks + y * blockWords
        let last = min(end, width - 1)
        if start <= last {
            switch rule {
            case .nonZero:
                Self.scan(row, blocks: rowBlocks, blockWords: blockWords, from: start, through: last, into: coverage,
                          y: y, span: span) {
                    abs($0)
                }
            case .evenOdd:
                Self.scan(row, blocks: rowBlocks, blockWords: blockWords, from: start, through: last, into: coverage,
                          y: y, span: span) {
                    let folded = abs($0).truncatingRemainder(dividingBy: 2)
                    return folded > 1 ? 2 - folded : folded
                }
            }
        }
        // Cells past the image's right side are cleared here; the scan
        // cleared the others it found non-zero.
        if end > last { (row + max(start, last + 1)).update(repeating: 0, count: end - max(start, last + 1) + 1) }
        rowBlocks.update(repeating: 0, count: blockWords)
    }

    /// Orders the edges by the band of their first row (a counting sort
    /// into ``bandOrder``, each band's first entry in ``bandStarts``); edges
    /// that cross no row of the image are left out.
    private func sortEdgesByBand() {
        bandStarts.update(repeating: 0, count: bandCount + 1)
        if bandOrder.count < edges.count {
            bandOrder = Array(repeating: 0, count: edges.count)
            active = Array(repeating: 0, count: edges.count)
        }
        edges.withUnsafeBufferPointer { edges in
            for edge in edges {
                if let band = band(of: edge) { bandStarts[band] += 1 }
            }
            // Each band's end, then (filled from the end) its start.
            for band in 1..<bandCount { bandStarts[band] += bandStarts[band - 1] }
            bandStarts[bandCount] = bandStarts[bandCount - 1]
            bandOrder.withUnsafeMutableBufferPointer { order in
                for index in edges.indices.reversed() {
                    guard let band = band(of: edges[index]) else { continue }
                    bandStarts[band] -= 1
                    order[Int(bandStarts[band])] = Int32(index)
                }
            }
        }
    }

    /// The band of `edge`'s first row in the image, or nil when it crosses
    /// no row.
    @inline(__always)
    private func band(of edge: Edge) -> Int? {
        let (top, bottom) = (min(edge.y0, edge.y1), max(edge.y0, edge.y1))
        guard bottom > top, bottom > 0, top < Float(height) else { return nil }
        return max(Int(top), 0) / Self.bandHeight
    }

    /// Runs the sum along one row, clearing the cells it reads, and hands
    /// `span` constant runs where eight cells at a time are zero and
    /// per-column coverage elsewhere.
    @inline(__always)
    private static func scan(_ row: UnsafeMutablePointer<Float>, blocks: UnsafePointer<UInt64>, blockWords: Int,
                             from start: Int, through last: Int,
                             into out: UnsafeMutablePointer<Float>, y: Int,
                             span: (Int, Int, Int, UnsafePointer<Float>?, Float) -> Void,
                             rule: (Float) -> Float) {
        var sum: Float = 0
        var x = start
        var varyingStart = start, varyingCount = 0
        var constantStart = start, constantCount = 0
        var constant: Float = 0
        func flushVarying() {
            if varyingCount > 0 { span(y, varyingStart, varyingCount, out, 0) }
            varyingCount = 0
        }
        func flushConstant() {
            if constantCount > 0 && constant > 0 { span(y, constantStart, constantCount, nil, constant) }
            constantCount = 0
        }
        while x <= last {
            // Cells up to the next block an edge touched are zero.
            var word = x >> 10
            var bits = blocks[word] & (~0 << UInt64((x >> 4) & 63))
            if bits & (1 << UInt64((x >> 4) & 63)) == 0 {
                while bits == 0 && word + 1 < blockWords {
                    word += 1
                    bits = blocks[word]
                }
                let next = bits == 0 ? last + 1 : (word << 6 | bits.trailingZeroBitCount) << 4
                let run = min(next, last + 1) - x
                if constantCount == 0 {
                    flushVarying()
                    constantStart = x
                    constant = snapped(rule(sum))
                }
                constantCount += run
                x += run
                continue
            }
            if x + 8 <= last + 1 {
                // Eight cells are zero (either sign) when their bits, but
                // for the signs, are: four 64-bit loads, or-ed.
                let raw = UnsafeRawPointer(row + x)
                let bits = raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if bits & 0x7FFF_FFFF_7FFF_FFFF == 0 {
                    if constantCount == 0 {
                        flushVarying()
                        constantStart = x
                        constant = snapped(rule(sum))
                    }
                    constantCount += 8
                    x += 8
                    continue
                }
            }
            // A column with an edge in it (or the row's last few).
            if varyingCount == 0 {
                flushConstant()
                varyingStart = x
            }
            let upTo = min(x + 8, last + 1)
            while x < upTo {
                sum += row[x]
                row[x] = 0
                out[varyingCount] = snapped(rule(sum))
                varyingCount += 1
                x += 1
            }
        }
        flushVarying()
        flushConstant()
    }

    /// A coverage within `Float` rounding of full or none, made exactly full
    /// or none: inside a shape the accumulated areas sum to 1 only up to
    /// rounding, and a pixel that is exactly covered can be stored instead of
    /// blended. The snap moves a coverage by under 0.03 of an 8-bit level.
    @inline(__always)
    static func snapped(_ c: Float) -> Float {
        c >= 0.9999 ? 1 : c <= 0.0001 ? 0 : min(c, 1)
    }

    /// Adds one edge's signed areas to the cells of the rows it crosses
    /// within `rows`, and tells whether it goes on below them.
    @inline(__always)
    private func accumulate(_ edge: Edge, rows: Range<Int>) -> Bool {
        var (x0, y0, x1, y1) = (edge.x0, edge.y0, edge.x1, edge.y1)
        var direction: Float = 1
        if y0 > y1 {
            swap(&x0, &x1)
            swap(&y0, &y1)
            direction = -1
        }
        guard y1 > y0 else { return false }
        let right = Float(width)
        let slope = (x1 - x0) / (y1 - y0)
        let edgeStart = max(Int(y0), 0), edgeEnd = min(height, Int(y1.rounded(.up)))
        let rowStart = max(edgeStart, rows.lowerBound), rowEnd = min(edgeEnd, rows.upperBound)
        guard rowStart < rowEnd else { return edgeEnd > rows.upperBound }
        // Where the edge enters the band (its start, or the band's top row).
        var x = rowStart == edgeStart ? x0 : min(max(x0 + slope * (Float(rowStart) - y0), 0), right)
        for y in rowStart..<rowEnd {
            let dy = min(Float(y + 1), y1) - max(Float(y), y0)
            let next = min(max(x + slope * dy, 0), right)
            let d = dy * direction
            let (a, b) = x < next ? (x, next) : (next, x)
            let aFloor = a.rounded(.down)
            let ai = Int(aFloor)
            let bCeil = b.rounded(.up)
            let bi = Int(bCeil)
            let row = cells + y * stride
            var lastCell: Int
            if bi <= ai + 1 {
                // Within one cell: its area to the right of the mid-point.
                let middle = 0.5 * (x + next) - aFloor
                row[ai] += d - d * middle
                row[ai + 1] += d * middle
                lastCell = ai + 1
            } else {
                // Across cells: a triangle, then trapezoids, then a triangle.
                let s = 1 / (b - a)
                let aFraction = a - aFloor
                let first = 0.5 * s * (1 - aFraction) * (1 - aFraction)
                let bFraction = b - bCeil + 1
                let tail = 0.5 * s * bFraction * bFraction
                row[ai] += d * first
                if bi == ai + 2 {
                    row[ai + 1] += d * (1 - first - tail)
                } else {
                    let second = s * (1.5 - aFraction)
                    row[ai + 1] += d * (second - first)
                    for xi in (ai + 2)..<(bi - 1) { row[xi] += d * s }
                    let before = second + Float(bi - ai - 3) * s
                    row[bi - 1] += d * (1 - before - tail)
                }
                row[bi] += d * tail
                lastCell = bi
            }
            touchedStart[y] = min(touchedStart[y], Int32(ai))
            touchedEnd[y] = max(touchedEnd[y], Int32(lastCell))
            let rowBlocks = touchedBlocks + y * blockWords
            for block in (ai >> 4)...(lastCell >> 4) { rowBlocks[block >> 6] |= 1 << UInt64(block & 63) }
            x = next
        }
        return edgeEnd > rows.upperBound
    }
}
