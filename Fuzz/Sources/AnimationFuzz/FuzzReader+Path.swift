import AnimationKernels

extension FuzzReader {
    /// A path built by up to `maxOperations` calls of Path's public API
    /// (moves, lines, curves, the three arcs, rectangles, ellipses, rounded
    /// rectangles, closes, transforms, trims and offsets), each chosen by a
    /// byte and fed from ``double()``. Targets for the stroker, the shapes
    /// and the renderer take their paths from here.
    mutating func path(maxOperations: Int = 32) -> Path {
        var path = Path()
        for _ in 0..<maxOperations where !isAtEnd {
            switch choice(15) {
            case 0: path.move(to: point())
            case 1: path.addLine(to: point())
            case 2: path.addQuadCurve(to: point(), control: point())
            case 3: path.addCurve(to: point(), control1: point(), control2: point())
            case 4:
                path.addArc(center: point(), radius: double(), startAngle: angle(), endAngle: angle(),
                            clockwise: bool(), transform: transform())
            case 5: path.addRelativeArc(center: point(), radius: double(), startAngle: angle(), delta: angle())
            case 6: path.addArc(tangent1End: point(), tangent2End: point(), radius: double())
            case 7: path.addRect(rect(), transform: transform())
            case 8: path.addEllipse(in: rect(), transform: transform())
            case 9:
                path.addRoundedRect(in: rect(), cornerSize: size(), style: bool() ? .circular : .continuous,
                                    transform: transform())
            case 10: path.closeSubpath()
            case 11: path = path.applying(transform())
            case 12: path = path.trimmedPath(from: double(), to: double())
            case 13: path = path.offsetBy(dx: double(), dy: double())
            // Appending the path to itself doubles it: bounded, so that an input stays fast.
            default: if path.elements.count <= 64 { path.addPath(path, transform: transform()) }
            }
        }
        return path
    }
}

/// Checks what every path must satisfy, whatever built it: every element
/// finite, SVG text without `nan` or `inf` in both number formats, a
/// bounding rectangle that is finite or null, and a description that reads
/// back to as many elements. `context` names the input in the message.
///
/// The text is checked on the first ``textCheckedElements`` elements: text
/// is written element by element, and under AddressSanitizer writing and
/// reading back the half-million-element outline of a stroke (which takes
/// the stroker a fraction of a second) took longer than a hang's timeout.
func requirePathInvariants(_ path: Path, _ context: @autoclosure () -> String) {
    require(path.isFinite, "non-finite element in \(path.elements) from \(context())")
    let box = path.boundingRect
    require(box.isNull || [box.minX, box.minY, box.width, box.height].allSatisfy(\.isFinite),
            "boundingRect \(box) of \(path.elements) from \(context())")
    let text = path.elements.count <= textCheckedElements ? path : Path(elements: Array(path.elements.prefix(textCheckedElements)))
    for format in [SVGNumberFormat.standard, .roundTrip] {
        let svg = text.svgPathData(format: format).lowercased()
        require(!svg.contains("nan") && !svg.contains("inf"), "svgPathData \(svg) from \(context())")
    }
    let reread = Path(text.description)
    require(reread?.elements.count == text.elements.count,
            "description \(text.description) reads back as \(String(describing: reread)) from \(context())")
}

/// How many elements of a path ``requirePathInvariants(_:_:)`` writes as text.
let textCheckedElements = 4096
