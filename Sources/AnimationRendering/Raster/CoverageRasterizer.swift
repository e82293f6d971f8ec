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
/// fill of an image size, rasterizing allocates nothing (the edge list grows
/// to the largest outline seen).
final class CoverageRasterizer {
    let width: Int
    let height: Int
    /// Cells per row: one past the image's right side for edges folded onto
    /// it, and one more for the right neighbour of that cell.
    private let stride: Int
    private var accumulation: [Float]
    private var touchedStart: [Int32]
    private var touchedEnd: [Int32]
    /// Per row, one bit per block of 64 cells that an edge touched
    /// (``blockWords`` words a row): the scan steps over the others, which
    /// are all zero, without reading them.
    private var touchedBlocks: [UInt64]
    private let blockWords: Int
    private var coverage: [Float]
    var edges: [Edge] = []
    /// The last gradient ramp made, reused while frames repeat a gradient.
    var lastRamp: (key: ColorRampKey, ramp: ColorRamp)?

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        stride = width + 2
        accumulation = Array(repeating: 0, count: stride * height)
        touchedStart = Array(repeating: .max, count: height)
        touchedEnd = Array(repeating: -1, count: height)
        blockWords = (width + 2 + 64 * 64 - 1) / (64 * 64)
        touchedBlocks = Array(repeating: 0, count: blockWords * height)
        coverage = Array(repeating: 0, count: width + 2)
    }

    /// Rasterizes `path` under `transform` and calls `span` for the pieces
    /// of each row the outline touches, left to right: a piece of `count`
    /// columns from column `x` whose coverage is either `coverage[0..<count]`
    /// or, where `coverage` is nil, `constant` for every column (inside and
    /// between edges, where the accumulated cells are zero). Columns outside
    /// the pieces have no coverage.
    ///
    /// - Complexity: O(e + a), for e edges after flattening and a the pixels
    ///   between each row's leftmost and rightmost edge; runs between edges
    ///   cost one vector comparison per eight pixels.
    func fill(_ path: Path, transform: CGAffineTransform, rule: FillRule,
              span: (_ y: Int, _ x: Int, _ count: Int, _ coverage: UnsafePointer<Float>?, _ constant: Float) -> Void) {
        edges.removeAll(keepingCapacity: true)
        EdgeBuilder(width: Double(width), height: Double(height), transform: transform).append(path, to: &edges)
        guard !edges.isEmpty else { return }
        var firstRow = height, lastRow = -1
        accumulation.withUnsafeMutableBufferPointer { cells in
            touchedStart.withUnsafeMutableBufferPointer { starts in
                touchedEnd.withUnsafeMutableBufferPointer { ends in
                    touchedBlocks.withUnsafeMutableBufferPointer { blocks in
                        for edge in edges {
                            accumulate(edge, cells.baseAddress!, starts.baseAddress!, ends.baseAddress!, blocks.baseAddress!,
                                       firstRow: &firstRow, lastRow: &lastRow)
                        }
                    }
                }
            }
        }
        guard firstRow <= lastRow else { return }
        let blockWords = blockWords
        accumulation.withUnsafeMutableBufferPointer { cells in
          touchedStart.withUnsafeMutableBufferPointer { starts in
          touchedEnd.withUnsafeMutableBufferPointer { ends in
          touchedBlocks.withUnsafeMutableBufferPointer { blocks in
            coverage.withUnsafeMutableBufferPointer { out in
                for y in firstRow...lastRow {
                    let start = Int(starts[y]), end = Int(ends[y])
                    guard start <= end else { continue }
                    starts[y] = .max
                    ends[y] = -1
                    let row = cells.baseAddress! + y * stride
                    let rowBlocks = blocks.baseAddress! + y * blockWords
                    let last = min(end, width - 1)
                    if start <= last {
                        switch rule {
                        case .nonZero:
                            Self.scan(row, blocks: rowBlocks, from: start, through: last, into: out.baseAddress!, y: y, span: span) {
                                abs($0)
                            }
                        case .evenOdd:
                            Self.scan(row, blocks: rowBlocks, from: start, through: last, into: out.baseAddress!, y: y, span: span) {
                                let folded = abs($0).truncatingRemainder(dividingBy: 2)
                                return folded > 1 ? 2 - folded : folded
                            }
                        }
                    }
                    // Cells past the image's right side are cleared here;
                    // the scan cleared the others it found non-zero.
                    if end > last { (row + max(start, last + 1)).update(repeating: 0, count: end - max(start, last + 1) + 1) }
                    rowBlocks.update(repeating: 0, count: blockWords)
                }
            }
          }
          }
          }
        }
    }

    /// Runs the sum along one row, clearing the cells it reads, and hands
    /// `span` constant runs where eight cells at a time are zero and
    /// per-column coverage elsewhere.
    @inline(__always)
    private static func scan(_ row: UnsafeMutablePointer<Float>, blocks: UnsafePointer<UInt64>, from start: Int, through last: Int,
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
            // The rest of a block of 64 cells that no edge touched is zero.
            if blocks[x >> 12] & (1 << UInt64((x >> 6) & 63)) == 0 {
                let run = min((x | 63) + 1, last + 1) - x
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

    /// Adds one edge's signed areas to the cells of the rows it crosses.
    @inline(__always)
    private func accumulate(_ edge: Edge, _ cells: UnsafeMutablePointer<Float>,
                            _ starts: UnsafeMutablePointer<Int32>, _ ends: UnsafeMutablePointer<Int32>,
                            _ blocks: UnsafeMutablePointer<UInt64>,
                            firstRow: inout Int, lastRow: inout Int) {
        var (x0, y0, x1, y1) = (edge.x0, edge.y0, edge.x1, edge.y1)
        var direction: Float = 1
        if y0 > y1 {
            swap(&x0, &x1)
            swap(&y0, &y1)
            direction = -1
        }
        guard y1 > y0 else { return }
        let right = Float(width)
        let slope = (x1 - x0) / (y1 - y0)
        let rowStart = max(Int(y0), 0)
        let rowEnd = min(height, Int(y1.rounded(.up)))
        guard rowStart < rowEnd else { return }
        firstRow = min(firstRow, rowStart)
        lastRow = max(lastRow, rowEnd - 1)
        var x = x0
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
            starts[y] = min(starts[y], Int32(ai))
            ends[y] = max(ends[y], Int32(lastCell))
            let rowBlocks = blocks + y * blockWords
            for block in (ai >> 6)...(lastCell >> 6) { rowBlocks[block >> 6] |= 1 << UInt64(block & 63) }
            x = next
        }
    }
}
