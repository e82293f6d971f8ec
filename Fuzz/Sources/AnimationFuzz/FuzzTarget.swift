import Foundation

/// One fuzz target: a name (FUZZ_TARGET, and the folder of its seeds under
/// Fuzz/Corpus/) and the function libFuzzer calls with each input.
struct FuzzTarget: Sendable {
    /// The target's name, as FUZZ_TARGET and Fuzz/Corpus/ spell it.
    let name: String
    /// Runs one input; a broken invariant ends the process through
    /// ``require(_:_:)``, which libFuzzer reports as a finding.
    let run: @Sendable ([UInt8]) -> Void
}

extension FuzzTarget {
    /// Every target, in the order `make fuzz` runs them. Adding a target is
    /// one file (a `static let` in an extension of `FuzzTarget`) and one
    /// line here.
    static let all: [FuzzTarget] = [
        .pathParser,
        .pathBuilding,
        .strokedPath,
        .shapes,
        .drawing,
    ]
}

/// Ends the process with `message` when `condition` is false: libFuzzer
/// sees the abort and saves the input as a crash artifact.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard condition() else {
        FileHandle.standardError.write(Data(("Broken invariant: " + message() + "\n").utf8))
        abort()
    }
}
