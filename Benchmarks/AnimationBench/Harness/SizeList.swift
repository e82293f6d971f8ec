import ArgumentParser

/// A comma-separated list of element counts with optional binary suffixes:
/// `4,16,1K,4M` (K = 1024, M = 1024²).
struct SizeList: ExpressibleByArgument, Sendable {
    var sizes: [Int]

    init(_ sizes: [Int]) { self.sizes = sizes }

    init?(argument: String) {
        var parsed: [Int] = []
        for item in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let size = Self.parse(Substring(item.filter { !$0.isWhitespace })), size > 0 else { return nil }
            parsed.append(size)
        }
        sizes = parsed
    }

    static func parse(_ text: Substring) -> Int? {
        var digits = text, multiplier = 1
        switch text.last {
        case "K", "k": multiplier = 1 << 10; digits = text.dropLast()
        case "M", "m": multiplier = 1 << 20; digits = text.dropLast()
        default: break
        }
        guard let value = Int(digits) else { return nil }
        let (product, overflow) = value.multipliedReportingOverflow(by: multiplier)
        return overflow ? nil : product
    }

    static func format(_ n: Int) -> String {
        if n >= 1 << 20 && n % (1 << 20) == 0 { return "\(n >> 20)M" }
        if n >= 1 << 10 && n % (1 << 10) == 0 { return "\(n >> 10)K" }
        return "\(n)"
    }

    var defaultValueDescription: String { sizes.map(Self.format).joined(separator: ",") }
}
