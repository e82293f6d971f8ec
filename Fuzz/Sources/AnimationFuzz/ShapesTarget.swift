import AnimationKernels
import Foundation

extension FuzzReader {
    /// One of SwiftUI's built-in shapes with fuzzed parameters, inset by a
    /// fuzzed amount when a byte says so, or a fuzzed path; `inFrame` says
    /// whether the shape must draw inside its frame: a built-in shape not
    /// inset or inset by a non-negative amount.
    mutating func builtInShape() -> (shape: AnyShape, inFrame: Bool) {
        let style: RoundedCornerStyle = bool() ? .circular : .continuous
        switch choice(8) {
        case 0: return insetting(Rectangle())
        case 1: return insetting(RoundedRectangle(cornerSize: size(), style: style))
        case 2: return insetting(RoundedRectangle(cornerRadius: double(), style: style))
        case 3:
            let radii = RectangleCornerRadii(topLeading: double(), bottomLeading: double(), bottomTrailing: double(),
                                             topTrailing: double())
            return insetting(UnevenRoundedRectangle(cornerRadii: radii, style: style))
        case 4: return insetting(Circle())
        case 5: return insetting(Ellipse())
        case 6: return insetting(Capsule(style: style))
        default: return (AnyShape(path(maxOperations: 8)), false)
        }
    }

    /// `shape`, inset by a fuzzed amount when a byte says so, and whether
    /// it must draw inside its frame (not inset, or inset by at least 0).
    private mutating func insetting<S: InsettableShape>(_ shape: S) -> (AnyShape, Bool) {
        guard bool() else { return (AnyShape(shape), true) }
        let amount = double()
        return (AnyShape(shape.inset(by: amount)), amount >= 0)
    }

    /// A unit point: one of the named ones or two fuzzed numbers.
    mutating func unitPoint() -> UnitPoint {
        let named: [UnitPoint] = [.center, .topLeading, .bottomTrailing, .leading, .top]
        let index = choice(named.count + 1)
        return index < named.count ? named[index] : UnitPoint(x: double(), y: double())
    }

    /// `shape` with up to four of SwiftUI's shape modifiers applied in turn,
    /// at most one of them a stroke: a stroke's outline has about ten times
    /// its centre line's elements, so strokes of strokes outgrow any timeout.
    mutating func modified(_ shape: AnyShape) -> AnyShape {
        var shape = shape
        var stroked = false
        for _ in 0..<choice(5) {
            let modifier = choice(7)
            if modifier >= 5 {
                if stroked { continue }
                stroked = true
            }
            switch modifier {
            case 0: shape = AnyShape(shape.offset(x: double(), y: double()))
            case 1: shape = AnyShape(shape.rotation(angle(), anchor: unitPoint()))
            case 2: shape = AnyShape(shape.scale(x: double(), y: double(), anchor: unitPoint()))
            case 3: shape = AnyShape(shape.transform(transform()))
            case 4: shape = AnyShape(shape.trim(from: double(), to: double()))
            case 5: shape = AnyShape(shape.stroke(style: strokeStyle()))
            default: shape = AnyShape(shape.stroke(lineWidth: double()))
            }
        }
        return shape
    }
}

extension FuzzTarget {
    /// The built-in shapes' `path(in:)`, with their shape modifiers, in
    /// hostile frames: no crash or hang, ``requirePathInvariants(_:_:)``,
    /// and an unmodified built-in shape inset by a non-negative amount (or
    /// not inset) drawn inside its moderate, finite frame.
    static let shapes = FuzzTarget(name: "shapes") { bytes in
        var reader = FuzzReader(bytes)
        let (base, inFrame) = reader.builtInShape()
        let frame = reader.rect()
        let path = base.path(in: frame)
        requirePathInvariants(path, "a built-in shape in \(frame) from \(bytes)")
        if reader.bool() {
            // A stroke 10^30 wide takes 2^14 steps a curve, over a million elements for a
            // shape: its text is checked only below 10^5 elements, within the timeout.
            let modified = reader.modified(base).path(in: frame)
            require(modified.isFinite, "non-finite element in a modified shape in \(frame) from \(bytes)")
            if modified.elements.count <= 100_000 {
                requirePathInvariants(modified, "a modified shape in \(frame) from \(bytes)")
            }
        }
        let standard = frame.standardized
        guard inFrame, !path.isEmpty, standard.isModerate else { return }
        let slack = 1e-9 * max(abs(standard.minX), abs(standard.maxX), abs(standard.minY), abs(standard.maxY), 1)
        require(standard.insetBy(dx: -slack, dy: -slack).encloses(path.boundingRect),
                "\(path.boundingRect) outside the frame \(standard) from \(bytes)")
    }
}
