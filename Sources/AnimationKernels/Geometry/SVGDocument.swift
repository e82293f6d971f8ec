/// A minimal SVG writer: filled paths over an optional background, any of
/// them animated through their outline (SMIL `<animate attributeName="d">`,
/// which browsers play).
///
/// Build one with ``init(width:height:viewBox:background:items:format:)``
/// and read ``text``. Its properties are read-only, so a document stays as
/// its initializer checked it (finite sizes and coordinates). Paints are any SVG paint strings (`#c8802a`,
/// `rgb(…)`, `none`); they are escaped, not checked.
public struct SVGDocument: Sendable, Hashable {
    /// The user-space rectangle the document shows, scaled to its size.
    public struct ViewBox: Sendable, Hashable {
        /// The left edge.
        public var minX: Double
        /// The top edge.
        public var minY: Double
        /// The width, in the paths' units.
        public var width: Double
        /// The height, in the paths' units.
        public var height: Double

        /// Creates the rectangle with corner `(minX, minY)` and the given size.
        ///
        /// - Parameters:
        ///   - minX: The left edge.
        ///   - minY: The top edge.
        ///   - width: The width, in the paths' units.
        ///   - height: The height, in the paths' units.
        public init(minX: Double, minY: Double, width: Double, height: Double) {
            self.minX = minX
            self.minY = minY
            self.width = width
            self.height = height
        }
    }

    /// An outline that loops through `frames`, evenly spaced over `duration`.
    ///
    /// Browsers interpolate between successive frames when their commands
    /// match one for one (as every frame of a kernel's batch does) and jump
    /// otherwise.
    public struct Animation: Sendable, Hashable {
        /// The successive outlines.
        public let frames: [Path]
        /// Seconds for one pass through `frames`.
        public let duration: Double

        /// Creates a looping animation.
        ///
        /// - Parameters:
        ///   - frames: The successive outlines; at least one.
        ///   - duration: Seconds for one pass through `frames`; finite and
        ///     positive.
        /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
        ///   naming `frames` when there are none, or `duration` unless it is
        ///   finite and positive.
        public init(frames: [Path], duration: Double) throws {
            guard !frames.isEmpty else {
                throw AnimationKernelsError.invalidParameter(parameter: "frames", value: "[]", requirement: "must hold at least one frame")
            }
            try AnimationKernelsError.requirePositive(duration, "duration")
            self.frames = frames
            self.duration = duration
        }
    }

    /// A filled path, optionally animated.
    public struct Item: Sendable, Hashable {
        /// The outline shown before any animation starts (and where
        /// animation is unsupported).
        public var path: Path
        /// The fill paint.
        public var fill: String
        /// How the outline changes over time, if it does.
        public var animation: Animation?

        /// Creates a filled path.
        ///
        /// - Parameters:
        ///   - path: The outline shown before any animation starts.
        ///   - fill: The fill paint, any SVG paint string.
        ///   - animation: How the outline changes over time; `nil` for none.
        public init(path: Path, fill: String, animation: Animation? = nil) {
            self.path = path
            self.fill = fill
            self.animation = animation
        }
    }

    /// The displayed width, in CSS pixels.
    public let width: Double
    /// The displayed height, in CSS pixels.
    public let height: Double
    /// The part of user space shown.
    public let viewBox: ViewBox
    /// A paint for the whole view box, drawn first, if any.
    public let background: String?
    /// The paths, drawn in order (later ones on top).
    public let items: [Item]
    /// How coordinates are spelled.
    public let format: SVGNumberFormat

    /// Creates a document of the given displayed size.
    ///
    /// - Parameters:
    ///   - width: the displayed width in CSS pixels; finite and positive.
    ///   - height: the displayed height in CSS pixels; finite and positive.
    ///   - viewBox: the user-space rectangle shown; `nil` means
    ///     `0 0 width height` (one unit per pixel).
    ///   - background: a paint for the whole view box, drawn first, or
    ///     `nil` for none.
    ///   - items: the paths, drawn in order (later ones on top).
    ///   - format: how coordinates are spelled.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `width`, `height` or `viewBox` unless the sizes are finite and
    ///   positive and the view box's corner is finite, or naming `items[i]`
    ///   when that item's path or one of its animation frames has a NaN or
    ///   infinite coordinate (SVG has no such numbers).
    public init(
        width: Double, height: Double, viewBox: ViewBox? = nil, background: String? = nil,
        items: [Item] = [], format: SVGNumberFormat = .standard
    ) throws {
        try AnimationKernelsError.requirePositive(width, "width")
        try AnimationKernelsError.requirePositive(height, "height")
        let box = viewBox ?? ViewBox(minX: 0, minY: 0, width: width, height: height)
        guard box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite,
              box.width > 0, box.height > 0 else {
            throw AnimationKernelsError.invalidParameter(
                parameter: "viewBox", value: "\(box.minX) \(box.minY) \(box.width) \(box.height)",
                requirement: "must have a finite corner and a finite, positive size")
        }
        for (i, item) in items.enumerated() where !item.path.isFinite || !(item.animation?.frames.allSatisfy(\.isFinite) ?? true) {
            throw AnimationKernelsError.invalidParameter(
                parameter: "items[\(i)]", value: "a path with a non-finite coordinate", requirement: "must have finite coordinates")
        }
        self.width = width
        self.height = height
        self.viewBox = box
        self.background = background
        self.items = items
        self.format = format
    }

    /// The document as SVG 1.1 text. O(total number of path elements).
    public var text: String {
        let number = format.string
        let box = [viewBox.minX, viewBox.minY, viewBox.width, viewBox.height].map(number).joined(separator: " ")
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(number(width))" height="\#(number(height))" viewBox="\#(box)">"#,
        ]
        if let background {
            lines.append(#"  <rect x="\#(number(viewBox.minX))" y="\#(number(viewBox.minY))" width="\#(number(viewBox.width))" height="\#(number(viewBox.height))" fill="\#(Self.escaped(background))"/>"#)
        }
        for item in items {
            let opening = #"  <path d="\#(item.path.svgPathData(format: format))" fill="\#(Self.escaped(item.fill))""#
            guard let animation = item.animation else {
                lines.append(opening + "/>")
                continue
            }
            let values = animation.frames.map { $0.svgPathData(format: format) }.joined(separator: ";")
            lines.append(opening + ">")
            lines.append(#"    <animate attributeName="d" dur="\#(number(animation.duration))s" repeatCount="indefinite" values="\#(values)"/>"#)
            lines.append("  </path>")
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` made safe inside a double-quoted XML attribute.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
