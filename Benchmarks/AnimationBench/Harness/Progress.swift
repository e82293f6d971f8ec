#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A progress bar on stderr for long runs: redrawn in place on a terminal,
/// a line every tenth of the way otherwise (CI logs).
struct Progress {
    let total: Int
    private(set) var done = 0
    private let interactive = isatty(STDERR_FILENO) != 0
    private var lastDecile = -1

    init(total: Int) { self.total = max(total, 1) }

    mutating func advance(_ label: String) {
        done += 1
        let fraction = Double(done) / Double(total)
        if interactive {
            let width = 30, filled = Int(fraction * Double(width))
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            writeToStandardError("\r\u{1B}[K[\(bar)] \(done)/\(total) \(label)")
            if done == total { writeToStandardError("\n") }
        } else {
            let decile = Int(fraction * 10)
            if decile != lastDecile {
                lastDecile = decile
                writeToStandardError("  … \(Int(fraction * 100))% (\(label))\n")
            }
        }
    }
}

func writeToStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
