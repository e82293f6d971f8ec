import Foundation
import Testing

extension TotalityWalk {
    /// The public entry points the walk does not call, by the reason.
    static let notWalked: [String: [String]] = [
        "takes no argument and returns a fixed value": [
            "Angle.init()", "Angle.zero", "AnimatablePair.zero", "AnimatableVector.init()", "AnimatableVector.zero",
            "AnimationState.init()", "AnimationTimelineSchedule.animation", "CGAffineTransform.identity", "CGAffineTransform.init()",
            "CGVector.init()", "CGVector.zero", "EmptyAnimatableData.init()", "EmptyAnimatableData.zero",
            "EveryMinuteTimelineSchedule.everyMinute", "EveryMinuteTimelineSchedule.init()", "Path.init()", "ProjectionTransform.init()",
            "TimelineSchedule.animation", "TimelineSchedule.everyMinute",
            "UnitPoint.init()", "UnitPoint.zero", "AnimationKernelsError.description", "AnimationKernelsError.parameter",
            "CGAffineTransform.isIdentity",
        ],
        "a protocol requirement the caller implements; the library's own conformances are walked": [
            "Animatable.animatableData", "CustomAnimation.animate(value:time:context:)", "CustomAnimation.shouldMerge(previous:value:time:context:)",
            "CustomAnimation.velocity(value:time:context:)", "GeometryEffect.effectValue(size:)", "Shape.path(in:)",
            "AnimationStateKey.defaultValue", "KeyframeTrackContent.keyframes", "Keyframes.tracks", "TimelineSchedule.entries(from:mode:)",
            "VectorArithmetic.magnitudeSquared", "VectorArithmetic.scale(by:)", "AnimationState.subscript(_:)", "InsettableShape.inset(by:)",
        ],
        "returns or stores the value itself, as its own animatable data": [
            "Double.animatableData", "Float.animatableData", "AnimatablePair.animatableData",
        ],
        "assembles keyframes without computing on their numbers; the timelines they build are walked": [
            "KeyframeTrackContentBuilder.buildArray(_:)", "KeyframeTrackContentBuilder.buildBlock(_:)",
            "KeyframeTrackContentBuilder.buildEither(first:)", "KeyframeTrackContentBuilder.buildEither(second:)",
            "KeyframeTrackContentBuilder.buildExpression(_:)", "KeyframeTrackContentBuilder.buildOptional(_:)",
            "KeyframesBuilder.buildArray(_:)", "KeyframesBuilder.buildBlock(_:)", "KeyframesBuilder.buildEither(first:)",
            "KeyframesBuilder.buildEither(second:)", "KeyframesBuilder.buildExpression(_:)", "KeyframesBuilder.buildOptional(_:)",
            "CubicKeyframe.keyframes", "Keyframe.keyframes", "LinearKeyframe.keyframes", "MoveKeyframe.keyframes", "SpringKeyframe.keyframes",
            "KeyframeTrack.tracks", "KeyframeTrack.init(_:content:)",
        ],
        "a static factory that forwards to a walked initializer": [
            "AnimationTimelineSchedule.explicit(_:)", "EveryMinuteTimelineSchedule.explicit(_:)", "ExplicitTimelineSchedule.explicit(_:)",
            "PeriodicTimelineSchedule.explicit(_:)", "TimelineSchedule.explicit(_:)", "TimelineSchedule.periodic(from:by:)",
            "TimelineSchedule.animation(minimumInterval:paused:)", "Animation.init(_:)",
        ],
        "equality, hashing, coding and text of values the walk builds": [
            "Animation.==(_:_:)", "Animation.hash(into:)", "Animation.description", "AnimatableVector.encode(to:)", "AnimatableVector.init(from:)",
        ],
        "hands out the vector's own storage and counts, which hold no arguments to check": [
            "AnimatableVector.count", "AnimatableVector.startIndex", "AnimatableVector.endIndex",
            "AnimatableVector.withContiguousMutableStorageIfAvailable(_:)", "AnimatableVector.withContiguousStorageIfAvailable(_:)",
            "AnimatableVector.withUnsafeBufferPointer(_:)", "AnimatableVector.withUnsafeMutableBufferPointer(_:)",
            "AnimatableVector.init(unsafeUninitializedCount:initializingWith:)",
        ],
        "process-wide kernel configuration (Kernels/): counts and profiles, no Double; checked by the Kernels tests": [
            "KernelProfile.activate(_:)", "KernelProfile.active",
            "KernelProfile.Calibration.isReliable", "KernelProfile.estimate", "KernelProfile.encode(to:)",
            "KernelProfile.init(contentsOf:)", "KernelProfile.init(from:)", "KernelProfile.measure(budget:progress:)",
            "KernelProfile.thisArchitecture", "KernelProfile.thisCPUModel", "KernelProfile.write(to:)",
            "OpenBLAS.configuration", "OpenBLAS.coreName", "OpenBLAS.setThreadCount(_:)", "OpenBLAS.threadCount",
            "Parallelism.setThreadCount(_:)", "Parallelism.threadCount",
        ],
    ]

    /// The lines of `text` that declare something public, by the
    /// generator's rule `^\s*(@\w+(\([^)]*\))?\s+)*public\b`: optional
    /// attributes, then the word `public` (scanned by hand: a regular
    /// expression takes seconds over the sources in a debug build).
    static func publicDeclarationLineCount(_ text: String) -> Int {
        func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        return text.split(separator: "\n", omittingEmptySubsequences: false).count { line in
            var rest = line.drop(while: \.isWhitespace)
            while rest.first == "@" {
                rest = rest.dropFirst().drop(while: isWordCharacter)
                if rest.first == "(" {
                    guard let close = rest.firstIndex(of: ")") else { return false }
                    rest = rest[rest.index(after: close)...]
                }
                let next = rest.drop(while: \.isWhitespace)
                guard next.startIndex != rest.startIndex else { return false }
                rest = next
            }
            return rest.hasPrefix("public") && !(rest.dropFirst(6).first.map(isWordCharacter) ?? false)
        }
    }
}

@Suite("The trap walk covers every public entry point")
struct TotalityCoverageTests {
    /// The entry points the probes name.
    static let walked = Set(TotalityWalk.groups.values.joined().flatMap(\.entryPoints))
    static let exempt = Set(TotalityWalk.notWalked.values.joined())

    @Test("every public entry point is walked or listed with the reason it is not")
    func everyEntryPointIsWalked() {
        let missing = TotalityWalk.publicEntryPoints.subtracting(Self.walked).subtracting(Self.exempt)
        #expect(missing.isEmpty, "not walked: \(missing.sorted()); add a probe (Tests/AnimationKernelsTests/Totality/) or a reason")
        let unknown = Self.walked.union(Self.exempt).subtracting(TotalityWalk.publicEntryPoints)
        #expect(unknown.isEmpty, "not public entry points (renamed or removed?): \(unknown.sorted())")
        #expect(Self.walked.isDisjoint(with: Self.exempt), "both walked and exempt: \(Self.walked.intersection(Self.exempt).sorted())")
    }

    @Test("the list of public entry points matches the sources")
    func listIsCurrent() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/AnimationKernels")
        var counts: [String: Int] = [:]
        let files = try #require(FileManager.default.enumerator(atPath: sources.path))
        for case let file as String in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let count = TotalityWalk.publicDeclarationLineCount(text)
            if count > 0 { counts[file] = count }
        }
        let changed = Set(counts.keys).union(TotalityWalk.publicDeclarationLines.keys)
            .filter { counts[$0] != TotalityWalk.publicDeclarationLines[$0] }
        #expect(changed.isEmpty, """
            public declarations changed in \(changed.sorted()) since PublicEntryPoints.swift was made: \
            run `make totality-entry-points`, then walk or list the new entry points
            """)
    }
}
