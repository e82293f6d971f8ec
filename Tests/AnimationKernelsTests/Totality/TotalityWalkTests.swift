import AnimationKernels
import Foundation
import Testing

/// The trap walk: every public entry point that takes a number runs with
/// NaN, ±∞, ±0, ±subnormal, ±`greatestFiniteMagnitude`, 1e30 and −1 in each
/// of its numeric arguments (counts derived by ``TotalityInput/count(_:)``),
/// in a child process per group, so that a trap fails the test instead of
/// stopping the run. Returning any value or throwing passes: the walk
/// checks that no input stops the program.
enum TotalityWalk {
    /// Every probe, by group; a group runs in one child process.
    static let groups: [String: [TotalityProbe]] = geometryProbes
        .merging(vectorProbes) { a, _ in a }
        .merging(batchProbes) { a, _ in a }
        .merging(timingProbes) { a, _ in a }
        .merging(shapeProbes) { a, _ in a }
        .merging(safeBufferProbes) { a, _ in a }
        .merging(strokedShapeProbes) { a, _ in a }

    /// Cases (`probe name @ input name`) that trap today and are being made
    /// total: each runs alone under `withKnownIssue`, so a fix shows as an
    /// unexpected pass; delete its line then. A trap ends its case, so the
    /// calls after it in the same probe run only once it is fixed.
    static let knownTraps: Set<String> = [
        // Vector keyframes between −max and max overflow to ±∞ within a segment, then ∞ − ∞ is NaN (value(time:) too).
        "KeyframeTimeline.fill(times:frameLength:into:backend:) @ +max", "KeyframeTimeline.fill(times:frameLength:into:backend:) @ -max",
    ]

    /// Cases that stop the program by design: a count or index outside
    /// what `Array` itself accepts (a negative count, `Int.max` elements),
    /// documented as a `- Precondition:` on the entry point, as `Array`
    /// does for the same arguments. They are not run.
    static let preconditions: Set<String> = [
        "AnimatableVector.init(repeating:count:) @ +inf",
        "AnimatableVector.init(repeating:count:) @ +max",
        "AnimatableVector.init(repeating:count:) @ -0",
        "AnimatableVector.init(repeating:count:) @ -1",
        "AnimatableVector.init(repeating:count:) @ -inf",
        "AnimatableVector.init(repeating:count:) @ -max",
        "AnimatableVector.init(repeating:count:) @ -subnormal",
        "AnimatableVector.init(repeating:count:) @ 1e30",
    ]

    static func key(_ probe: TotalityProbe, _ input: String) -> String { "\(probe.name) @ \(input)" }

    /// Runs every case of `group` except the known traps and preconditions.
    static func run(group: String) {
        for probe in groups[group] ?? [] {
            for input in TotalityInput.all where !knownTraps.contains(key(probe, input.name)) && !preconditions.contains(key(probe, input.name)) {
                try? probe.body(input.value)
            }
        }
    }

    /// Runs the one case `key` names.
    static func run(case key: String) {
        for probe in groups.values.joined() {
            for input in TotalityInput.all where self.key(probe, input.name) == key {
                try? probe.body(input.value)
            }
        }
    }
}

@Suite("Total functions: no public entry point traps on any Double")
struct TotalityWalkTests {
    @Test("each group of entry points survives every special value", arguments: TotalityWalk.groups.keys.sorted())
    func walk(group: String) async {
        let result = await #expect(processExitsWith: .success, "a case of \(group) stops the program") { [group] in
            TotalityWalk.run(group: group)
        }
        guard result?.exitStatus != .exitCode(EXIT_SUCCESS) else { return }
        // Name the cases that trap, one child process each.
        for probe in TotalityWalk.groups[group] ?? [] {
            for input in TotalityInput.all {
                let key: String = TotalityWalk.key(probe, input.name)
                guard !TotalityWalk.knownTraps.contains(key), !TotalityWalk.preconditions.contains(key) else { continue }
                await #expect(processExitsWith: .success, "\(key) stops the program") { [key = key as String] in
                    TotalityWalk.run(case: key)
                }
            }
        }
    }

    @Test("known traps still trap (a pass means the fix landed: delete the case)", arguments: TotalityWalk.knownTraps.sorted())
    func knownTrap(key: String) async {
        await withKnownIssue("\(key) traps until the Timing layer is total") {
            await #expect(processExitsWith: .success, "\(key) stops the program") { [key] in
                TotalityWalk.run(case: key)
            }
        }
    }

    @Test("every known trap and precondition names a case of the walk")
    func listsNameCases() {
        let cases = Set(TotalityWalk.groups.values.joined().flatMap { probe in
            TotalityInput.all.map { TotalityWalk.key(probe, $0.name) }
        })
        #expect(TotalityWalk.knownTraps.subtracting(cases).isEmpty)
        #expect(TotalityWalk.preconditions.subtracting(cases).isEmpty)
        let names = TotalityWalk.groups.values.joined().map(\.name)
        #expect(Set(names).count == names.count, "probe names must be unique")
    }
}
