import ArgumentParser

/// A comma-separated option value, such as `--backends simd,blas`; each item
/// parses as `Element` and an unknown one makes the whole argument invalid.
struct CommaList<Element: ExpressibleByArgument & Sendable>: ExpressibleByArgument, Sendable {
    var items: [Element]

    init(_ items: [Element]) { self.items = items }

    init?(argument: String) {
        var parsed: [Element] = []
        for item in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let element = Element(argument: String(item.filter { !$0.isWhitespace })) else { return nil }
            parsed.append(element)
        }
        guard !parsed.isEmpty else { return nil }
        items = parsed
    }

    static var allValueStrings: [String] { Element.allValueStrings }

    /// How `--help` shows a default: `1,2`, not the structure's dump.
    var defaultValueDescription: String {
        items.map(\.defaultValueDescription).joined(separator: ",")
    }
}
