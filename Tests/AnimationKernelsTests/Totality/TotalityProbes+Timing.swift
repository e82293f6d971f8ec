import AnimationKernels
import Foundation

extension TotalityWalk {
    /// A valid timeline of `Double`s: a linear, a cubic, a spring keyframe
    /// and a move.
    static func sampleTimeline() -> KeyframeTimeline<Double> {
        KeyframeTimeline(initialValue: 0) {
            KeyframeTrack {
                LinearKeyframe(1.0, duration: 0.5, timingCurve: .easeInOut)
                CubicKeyframe(2.0, duration: 0.5)
                SpringKeyframe(0.5, duration: 0.5, spring: .bouncy)
                MoveKeyframe(3.0)
            }
        }
    }

    static let timingProbes: [String: [TotalityProbe]] = [
        "UnitCurve": [
            TotalityProbe("UnitCurve.value(at:)", "UnitCurve.velocity(at:)", "UnitCurve.inverse") { x in
                for curve in [UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
                              .bezier(startControlPoint: UnitPoint(x: 0.3, y: -0.5), endControlPoint: UnitPoint(x: 0.6, y: 1.6))] {
                    sink(curve.value(at: x)); sink(curve.velocity(at: x)); sink(curve.inverse.value(at: x))
                }
            },
            TotalityProbe("UnitCurve.values(at:into:)") { x in
                try? withBuffers([x, 0.5, x, 1], outputCount: 4) { try UnitCurve.easeInOut.values(at: $0, into: $1) }
                try? withBuffers([0.5], outputCount: TotalityInput.count(x)) { try UnitCurve.easeIn.values(at: $0, into: $1) }
            },
            TotalityProbe("UnitCurve.bezier(startControlPoint:endControlPoint:)", "UnitPoint.init(x:y:)", "UnitCurve.description") { x in
                for (a, b) in [(UnitPoint(x: x, y: 0), UnitPoint(x: 0.5, y: 1)), (UnitPoint(x: 0.2, y: x), UnitPoint(x: 0.5, y: 1)),
                               (UnitPoint(x: 0.2, y: 0), UnitPoint(x: x, y: 1)), (UnitPoint(x: 0.2, y: 0), UnitPoint(x: 0.5, y: x))] {
                    let curve = UnitCurve.bezier(startControlPoint: a, endControlPoint: b)
                    sink(curve.value(at: 0.5)); sink(curve.velocity(at: 0.5)); sink(curve.description)
                }
            },
            TotalityProbe("UnitCurve.==(_:_:)", "UnitCurve.hash(into:)") { x in
                let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: x), endControlPoint: UnitPoint(x: 0.5, y: 1))
                sink(curve == .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0.5, y: x)))
                sink(curve.hashValue)
            },
            TotalityProbe("UnitCurve.validatedBezier(startControlPoint:endControlPoint:)") { x in
                sink(try? UnitCurve.validatedBezier(startControlPoint: UnitPoint(x: x, y: x), endControlPoint: UnitPoint(x: 0.5, y: 1)))
                sink(try? UnitCurve.validatedBezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0.5, y: x)))
            },
        ],
        "Spring construction": [
            TotalityProbe("Spring.init(response:dampingRatio:)") { x in
                sink(Spring(response: x, dampingRatio: 0.5)); sink(Spring(response: 0.5, dampingRatio: x))
            },
            TotalityProbe("Spring.init(duration:bounce:)") { x in
                sink(Spring(duration: x, bounce: 0)); sink(Spring(duration: 0.5, bounce: x))
            },
            TotalityProbe("Spring.init(mass:stiffness:damping:allowOverDamping:)") { x in
                for allow in [false, true] {
                    sink(Spring(mass: x, stiffness: 100, damping: 10, allowOverDamping: allow))
                    sink(Spring(mass: 1, stiffness: x, damping: 10, allowOverDamping: allow))
                    sink(Spring(mass: 1, stiffness: 100, damping: x, allowOverDamping: allow))
                }
            },
            TotalityProbe("Spring.==(_:_:)", "Spring.hash(into:)") { x in
                let spring = Spring(response: x, dampingRatio: 0.5)
                sink(spring == Spring(response: 0.5, dampingRatio: x)); sink(spring.hashValue)
            },
            TotalityProbe("Spring.init(settlingDuration:dampingRatio:epsilon:)") { x in
                sink(Spring(settlingDuration: x, dampingRatio: 0.5)); sink(Spring(settlingDuration: 1, dampingRatio: x))
                sink(Spring(settlingDuration: 1, dampingRatio: 0.5, epsilon: x))
            },
            TotalityProbe("Spring.smooth(duration:extraBounce:)", "Spring.snappy(duration:extraBounce:)", "Spring.bouncy(duration:extraBounce:)") { x in
                sink(Spring.smooth(duration: x)); sink(Spring.snappy(duration: x)); sink(Spring.bouncy(duration: x))
                sink(Spring.smooth(extraBounce: x)); sink(Spring.snappy(extraBounce: x)); sink(Spring.bouncy(extraBounce: x))
            },
            TotalityProbe("Spring.validated(response:dampingRatio:)", "Spring.validated(duration:bounce:)",
                          "Spring.validated(mass:stiffness:damping:allowOverDamping:)", "Spring.validated(settlingDuration:dampingRatio:epsilon:)") { x in
                sink(try? Spring.validated(response: x, dampingRatio: 0.5)); sink(try? Spring.validated(response: 0.5, dampingRatio: x))
                sink(try? Spring.validated(duration: x, bounce: 0)); sink(try? Spring.validated(duration: 0.5, bounce: x))
                sink(try? Spring.validated(mass: x, stiffness: 1, damping: 1)); sink(try? Spring.validated(stiffness: x, damping: 1))
                sink(try? Spring.validated(stiffness: 1, damping: x))
                sink(try? Spring.validated(settlingDuration: x, dampingRatio: 1)); sink(try? Spring.validated(settlingDuration: 1, dampingRatio: x))
                sink(try? Spring.validated(settlingDuration: 1, dampingRatio: 1, epsilon: x))
            },
        ],
        "Spring evaluation": [
            TotalityProbe("Spring.value(target:initialVelocity:time:)", "Spring.velocity(target:initialVelocity:time:)", "Spring.init()",
                          "Spring.bouncy", "Spring.smooth", "Spring.snappy") { x in
                for spring in [Spring(), .bouncy, .smooth, .snappy, Spring(dampingRatio: 1),
                               Spring(mass: 1, stiffness: 1, damping: 5, allowOverDamping: true)] {
                    sink(spring.value(target: 1.0, time: x)); sink(spring.velocity(target: 1.0, time: x))
                    sink(spring.value(target: x, time: 0.3)); sink(spring.velocity(target: x, initialVelocity: 1, time: 0.3))
                    sink(spring.value(target: 1.0, initialVelocity: x, time: 0.3))
                }
            },
            TotalityProbe("Spring.value(fromValue:toValue:initialVelocity:time:)", "Spring.velocity(fromValue:toValue:initialVelocity:time:)") { x in
                let spring = Spring.snappy
                sink(spring.value(fromValue: 0.0, toValue: 1, initialVelocity: 0, time: x))
                sink(spring.velocity(fromValue: x, toValue: 1, initialVelocity: 0, time: 0.2))
                sink(spring.value(fromValue: AnimatableVector([x]), toValue: [1, 2], initialVelocity: .zero, time: 0.2))
            },
            TotalityProbe("Spring.settlingDuration", "Spring.settlingDuration(target:initialVelocity:epsilon:)", "Spring.response",
                          "Spring.dampingRatio", "Spring.duration", "Spring.bounce", "Spring.description") { x in
                for spring in [Spring(), .bouncy, Spring(dampingRatio: 1), Spring(mass: 1, stiffness: 1, damping: 5, allowOverDamping: true)] {
                    sink(spring.settlingDuration); sink(spring.response); sink(spring.dampingRatio); sink(spring.duration)
                    sink(spring.bounce); sink(spring.description)
                    sink(spring.settlingDuration(target: x, epsilon: 0.001)); sink(spring.settlingDuration(target: 1.0, initialVelocity: x, epsilon: 0.001))
                    sink(spring.settlingDuration(target: 1.0, epsilon: x))
                }
            },
            TotalityProbe("Spring.force(target:position:velocity:)", "Spring.update(value:velocity:target:deltaTime:)") { x in
                let spring = Spring.smooth
                sink(spring.force(target: x, position: 0.0, velocity: 1)); sink(spring.force(target: 1.0, position: 0, velocity: x))
                var value = 0.0, velocity = 0.0
                spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: x)
                spring.update(value: &value, velocity: &velocity, target: x, deltaTime: 0.1)
            },
            TotalityProbe("Spring.values(target:initialVelocity:times:into:)", "Spring.velocities(target:initialVelocity:times:into:)") { x in
                for spring in [Spring(), .bouncy, Spring(mass: 1, stiffness: 1, damping: 5, allowOverDamping: true)] {
                    try? withBuffers([x, 0.1, 0.2], outputCount: 3) { try spring.values(target: 1, times: $0, into: $1) }
                    try? withBuffers([0.1, 0.2], outputCount: 2) { try spring.values(target: x, initialVelocity: 1, times: $0, into: $1) }
                    try? withBuffers([0.1, x], outputCount: 2) { try spring.velocities(target: 1, initialVelocity: 2, times: $0, into: $1) }
                    try? withBuffers([0.1], outputCount: 1) { try spring.velocities(target: 1, initialVelocity: x, times: $0, into: $1) }
                }
            },
        ],
        "Keyframe construction": [
            TotalityProbe("LinearKeyframe.init(_:duration:timingCurve:)", "CubicKeyframe.init(_:duration:startVelocity:endVelocity:)",
                          "SpringKeyframe.init(_:duration:spring:startVelocity:)", "MoveKeyframe.init(_:)",
                          "KeyframeTimeline.init(initialValue:content:)", "KeyframeTrack.init(content:)") { x in
                sink(KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { LinearKeyframe(1.0, duration: x) } })
                sink(KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { LinearKeyframe(x, duration: 1) } })
                sink(KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { CubicKeyframe(1.0, duration: x, startVelocity: x) } })
                sink(KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { SpringKeyframe(1.0, duration: x) } })
                sink(KeyframeTimeline(initialValue: x) { KeyframeTrack { MoveKeyframe(x) } })
            },
            TotalityProbe("KeyframeTimeline.init(initialValue:keyframes:)", "KeyframeTimeline.validated(initialValue:content:)") { x in
                sink(try? KeyframeTimeline(initialValue: 0.0, keyframes: LinearKeyframe(1.0, duration: x).keyframes))
                sink(try? KeyframeTimeline(initialValue: x, keyframes: CubicKeyframe(1.0, duration: 1).keyframes))
                sink(try? KeyframeTimeline.validated(initialValue: 0.0) { KeyframeTrack { LinearKeyframe(1.0, duration: x) } })
                sink(try? KeyframeTimeline.validated(initialValue: 0.0) { KeyframeTrack { SpringKeyframe(x, duration: 1) } })
            },
        ],
        "Keyframe evaluation": [
            TotalityProbe("KeyframeTimeline.value(time:)", "KeyframeTimeline.value(progress:)") { x in
                let timeline = sampleTimeline()
                sink(timeline.value(time: x)); sink(timeline.value(progress: x))
            },
            TotalityProbe("KeyframeTimeline.values(at:into:)", "KeyframeTimeline.fill(times:frameLength:into:backend:)",
                          "KeyframeTimeline.minimumFrameLength") { x in
                try? withBuffers([x, 0.2, 1], outputCount: 3) { try sampleTimeline().values(at: $0, into: $1) }
                let vectors = KeyframeTimeline(initialValue: AnimatableVector([0, 1])) {
                    KeyframeTrack { LinearKeyframe(AnimatableVector([2, 3]), duration: 1) }
                }
                sink(vectors.minimumFrameLength)
                try? withBuffers([x, 0.5], outputCount: 4) { try vectors.fill(times: $0, frameLength: 2, into: $1) }
                try? withBuffers([0.5], outputCount: 4) { try vectors.fill(times: $0, frameLength: TotalityInput.count(x), into: $1) }
            },
        ],
        "Animation": [
            TotalityProbe("Animation.linear(duration:)", "Animation.easeIn(duration:)", "Animation.easeOut(duration:)",
                          "Animation.easeInOut(duration:)", "Animation.timingCurve(_:duration:)", "Animation.timingCurve(_:_:_:_:duration:)") { x in
                sink(Animation.linear(duration: x)); sink(Animation.easeIn(duration: x)); sink(Animation.easeOut(duration: x))
                sink(Animation.easeInOut(duration: x)); sink(Animation.timingCurve(.easeIn, duration: x))
                sink(Animation.timingCurve(x, 0, 0.5, 1)); sink(Animation.timingCurve(0.2, x, 0.5, 1, duration: 1))
            },
            TotalityProbe("Animation.spring(response:dampingFraction:blendDuration:)", "Animation.spring(duration:bounce:blendDuration:)",
                          "Animation.spring(_:blendDuration:)", "Animation.interactiveSpring(response:dampingFraction:blendDuration:)",
                          "Animation.interactiveSpring(duration:extraBounce:blendDuration:)") { x in
                sink(Animation.spring(response: x)); sink(Animation.spring(dampingFraction: x)); sink(Animation.spring(blendDuration: x))
                sink(Animation.spring(duration: x)); sink(Animation.spring(bounce: x)); sink(Animation.spring(.bouncy, blendDuration: x))
                sink(Animation.interactiveSpring(response: x)); sink(Animation.interactiveSpring(duration: x, extraBounce: x))
            },
            TotalityProbe("Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)",
                          "Animation.interpolatingSpring(duration:bounce:initialVelocity:)", "Animation.interpolatingSpring(_:initialVelocity:)",
                          "Animation.smooth(duration:extraBounce:)", "Animation.snappy(duration:extraBounce:)", "Animation.bouncy(duration:extraBounce:)") { x in
                sink(Animation.interpolatingSpring(stiffness: x, damping: 1)); sink(Animation.interpolatingSpring(stiffness: 1, damping: x))
                sink(Animation.interpolatingSpring(mass: x, stiffness: 1, damping: 1, initialVelocity: x))
                sink(Animation.interpolatingSpring(duration: x, bounce: x)); sink(Animation.interpolatingSpring(.smooth, initialVelocity: x))
                sink(Animation.smooth(duration: x)); sink(Animation.snappy(extraBounce: x)); sink(Animation.bouncy(duration: x, extraBounce: x))
            },
            TotalityProbe("Animation.delay(_:)", "Animation.speed(_:)", "Animation.repeatCount(_:autoreverses:)",
                          "Animation.logicallyComplete(after:)", "Animation.repeatForever(autoreverses:)", "Animation.validated()") { x in
                sink(Animation.default.delay(x)); sink(Animation.default.speed(x)); sink(Animation.default.logicallyComplete(after: x))
                sink(Animation.default.repeatCount(TotalityInput.count(x))); sink(Animation.linear.repeatForever(autoreverses: false))
                sink(try? Animation.default.delay(x).validated())
            },
            TotalityProbe("Animation.animate(value:time:context:)", "Animation.velocity(value:time:context:)",
                          "Animation.shouldMerge(previous:value:time:context:)", "AnimationContext.init()", "Animation.linear",
                          "Animation.easeIn", "Animation.easeOut", "Animation.easeInOut", "Animation.bouncy", "Animation.interpolatingSpring",
                          "Animation.interactiveSpring", "Animation.smooth", "Animation.snappy", "Animation.spring") { x in
                let animations: [Animation] = [.default, .linear, .easeInOut(duration: 2), .bouncy, .interpolatingSpring, .smooth.delay(0.5),
                                               .linear.speed(2), .easeIn.repeatCount(3), .snappy.repeatForever(), .spring.logicallyComplete(after: 0.2),
                                               .easeOut, .easeInOut, .interactiveSpring]
                for animation in animations {
                    var context = AnimationContext<Double>()
                    sink(animation.animate(value: 1.0, time: x, context: &context))
                    sink(animation.animate(value: x, time: 0.25, context: &context))
                    sink(animation.velocity(value: 1.0, time: x, context: context))
                    sink(animation.shouldMerge(previous: .default, value: 1.0, time: x, context: &context))
                }
            },
        ],
        "AnimationTimeline": [
            TotalityProbe("AnimationTimeline.set(_:at:animation:)", "AnimationTimeline.init(_:)", "AnimationTimeline.target") { x in
                var timeline = AnimationTimeline(0.0)
                try? timeline.set(1, at: x, animation: .default)
                try? timeline.set(x, at: 1, animation: .bouncy)
                try? timeline.set(2, at: 2, animation: nil)
                sink(timeline.target); sink(AnimationTimeline(x).target)
            },
            TotalityProbe("AnimationTimeline.value(at:)", "AnimationTimeline.velocity(at:)", "AnimationTimeline.isComplete(at:)") { x in
                var timeline = AnimationTimeline(0.0)
                try timeline.set(1, at: 0, animation: .default)
                try timeline.set(3, at: 0.1, animation: .bouncy)
                sink(timeline.value(at: x)); sink(timeline.velocity(at: x)); sink(timeline.isComplete(at: x))
            },
            TotalityProbe("AnimationTimeline.values(at:into:)", "AnimationTimeline.frames(at:into:backend:)") { x in
                var timeline = AnimationTimeline(0.0)
                try timeline.set(1, at: 0, animation: .easeIn)
                try? withBuffers([x, 0.5], outputCount: 2) { try timeline.values(at: $0, into: $1) }
                var vectors = AnimationTimeline(AnimatableVector([0, 1]))
                try vectors.set([2, 3], at: 0, animation: .smooth)
                for backend in Backend.allCases {
                    try? withBuffers([x, 0.5], outputCount: 4) { try vectors.frames(at: $0, into: $1, backend: backend) }
                    try? withBuffers([x, 0.5], outputCount: 4, of: Float.self) { try vectors.frames(at: $0, into: $1, backend: backend) }
                }
            },
        ],
        "TimelineSchedule": [
            TotalityProbe("PeriodicTimelineSchedule.init(from:by:)", "PeriodicTimelineSchedule.periodic(from:by:)",
                          "PeriodicTimelineSchedule.validated(from:by:)", "PeriodicTimelineSchedule.entries(from:mode:)",
                          "PeriodicTimelineSchedule.Entries.next()") { x in
                let start = Date(timeIntervalSinceReferenceDate: x)
                sink(try? PeriodicTimelineSchedule.validated(from: start, by: x))
                for schedule in [PeriodicTimelineSchedule(from: start, by: 1), .periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: x)] {
                    var entries = schedule.entries(from: start, mode: .normal)
                    for _ in 0..<3 { sink(entries.next()) }
                    var others = schedule.entries(from: Date(timeIntervalSinceReferenceDate: 5), mode: .lowFrequency)
                    sink(others.next())
                }
            },
            TotalityProbe("AnimationTimelineSchedule.init(minimumInterval:paused:)", "AnimationTimelineSchedule.animation(minimumInterval:paused:)",
                          "AnimationTimelineSchedule.entries(from:mode:)", "AnimationTimelineSchedule.Entries.next()",
                          "EveryMinuteTimelineSchedule.entries(from:mode:)", "EveryMinuteTimelineSchedule.Entries.next()",
                          "ExplicitTimelineSchedule.entries(from:mode:)", "ExplicitTimelineSchedule.init(_:)") { x in
                let start = Date(timeIntervalSinceReferenceDate: x)
                for schedule in [AnimationTimelineSchedule(minimumInterval: x), .animation(minimumInterval: x, paused: true), .animation] {
                    var entries = schedule.entries(from: start, mode: .normal)
                    for _ in 0..<3 { sink(entries.next()) }
                }
                var minutes = EveryMinuteTimelineSchedule().entries(from: start, mode: .normal)
                for _ in 0..<2 { sink(minutes.next()) }
                sink(ExplicitTimelineSchedule([start, Date()]).entries(from: start, mode: .normal))
            },
        ],
    ]
}
