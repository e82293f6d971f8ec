/// One value's keyframes resolved into segments: an initial value at time
/// 0, then one segment per keyframe, each starting where the previous one
/// ended. The engine behind every ``KeyframeTrack`` of a
/// ``KeyframeTimeline``.
///
/// ## Segments
/// - ``LinearKeyframe``: along its timing curve.
/// - ``CubicKeyframe``: a cubic Hermite curve; automatic velocities are
///   Catmull-Rom through the neighbouring keys, borrowed from a neighbour of
///   another kind, or zero at the ends of the track and beside a jump.
/// - ``SpringKeyframe``: a spring from the previous segment's end value and
///   velocity; cut short by its duration, it hands over where it got.
/// - ``MoveKeyframe``, and any keyframe of zero duration: a jump.
///
/// A velocity, given or automatic, whose change over its segment is not
/// finite (beyond about 1e154, the limit of `magnitudeSquared`, or NaN)
/// counts as zero, so keyframes near `Double`'s limits never give NaN.
///
/// An empty list of keyframes holds the initial value for ever (duration 0).
struct ResolvedKeyframes<Value: VectorArithmetic> {
    /// The value before the first keyframe, at time 0.
    let initialValue: Value
    let segments: [KeyframeSegment<Value>]

    /// The total duration in seconds: the sum of the keyframes' durations.
    var duration: Double {
        // Subscripted rather than `last`: unspecialized, `last` allocates.
        guard !segments.isEmpty else { return 0 }
        let last = segments[segments.count - 1]
        return last.startTime + last.duration
    }

    /// Resolves `keyframes` after `initialValue`, refusing bad input.
    /// O(number of keyframes), plus a settling-duration search for each
    /// spring keyframe without a duration.
    ///
    /// Throws ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    /// for a non-finite initial value (named `initialValueName`), a negative
    /// or non-finite duration, a non-finite value or velocity, an undamped
    /// spring keyframe without a duration (named `name[i]…`), or a
    /// non-finite total duration (named `name`).
    init(initialValue: Value, keyframes: [DataKeyframe<Value>], name: String, initialValueName: String) throws {
        try requireFinite(initialValue, initialValueName)
        let durations = try keyframes.indices.map { try Self.validatedDuration(of: keyframes[$0], named: "\(name)[\($0)]") }
        let startTimes = Self.startTimes(durations)
        guard startTimes[keyframes.count].isFinite else {
            throw AnimationKernelsError.invalidParameter(
                parameter: name, value: "\(keyframes.count) keyframes", requirement: "total duration must be finite")
        }
        self.initialValue = initialValue
        self.segments = Self.resolve(keyframes, durations: durations, startTimes: startTimes, initialValue: initialValue)
    }

    /// Resolves `keyframes` after `initialValue`, accepting any input: a
    /// negative or non-finite duration (an undamped spring's settling one
    /// included), or one that would make the total infinite, counts as 0;
    /// non-finite values pass through to the segments that use them
    /// (velocities are bounded as the type describes). O(number of
    /// keyframes), plus a settling-duration search for each spring keyframe
    /// without a duration.
    init(initialValue: Value, keyframes: [DataKeyframe<Value>]) {
        var durations = keyframes.map { keyframe -> Double in
            let duration = keyframe.requestedDuration
            return duration.isFinite && duration > 0 ? duration : 0
        }
        var total = 0.0
        for i in durations.indices {
            if !(total + durations[i]).isFinite { durations[i] = 0 }
            total += durations[i]
        }
        self.initialValue = initialValue
        self.segments = Self.resolve(keyframes, durations: durations, startTimes: Self.startTimes(durations), initialValue: initialValue)
    }

    /// 0 followed by the running sums of `durations`: each keyframe's start
    /// time, then the end.
    static func startTimes(_ durations: [Double]) -> [Double] {
        var startTimes = [0.0]
        startTimes.reserveCapacity(durations.count + 1)
        for duration in durations {
            startTimes.append(startTimes[startTimes.count - 1] + duration)
        }
        return startTimes
    }

    /// Checks the keyframe's values, velocities and duration, and returns
    /// its duration in seconds (the settling duration for a spring without
    /// one, 0 for a move).
    static func validatedDuration(of keyframe: DataKeyframe<Value>, named name: String) throws -> Double {
        try requireFinite(keyframe.to, "\(name).to")
        if let velocity = keyframe.startVelocity { try requireFinite(velocity, "\(name).startVelocity") }
        if let velocity = keyframe.endVelocity { try requireFinite(velocity, "\(name).endVelocity") }
        if let duration = keyframe.duration {
            try requireNonNegative(duration, "\(name).duration")
            return duration
        }
        let settling = keyframe.requestedDuration
        guard settling.isFinite else {
            throw AnimationKernelsError.invalidParameter(
                parameter: "\(name).duration", value: "nil",
                requirement: "an undamped spring never settles: give the keyframe a duration")
        }
        return settling
    }

    /// The velocity with which the previous segment hands over to the next.
    enum Handover {
        /// At rest: the track's start, or after a jump.
        case rest
        case velocity(Value)
        /// A timing curve with an infinite end slope: the next segment uses
        /// the Catmull-Rom velocity through the previous segment's start.
        case undefined(startTime: Double, startValue: Value)
    }

    /// Builds the segments left to right; each one's start value and
    /// velocities depend only on what is to its left and on its right
    /// neighbour's declared start velocity.
    static func resolve(
        _ keyframes: [DataKeyframe<Value>], durations: [Double], startTimes: [Double], initialValue: Value
    ) -> [KeyframeSegment<Value>] {
        var segments: [KeyframeSegment<Value>] = []
        segments.reserveCapacity(keyframes.count)
        var start = initialValue
        var handover = Handover.rest
        for (i, keyframe) in keyframes.enumerated() {
            let (duration, startTime, end, target) = (durations[i], startTimes[i], startTimes[i + 1], keyframe.to)
            func incoming() -> Value {
                switch handover {
                case .rest: return .zero
                case .velocity(let velocity): return velocity
                case .undefined(let previousTime, let previousValue):
                    return catmullRom(from: (previousTime, previousValue), to: (end, target))
                }
            }
            func segment(_ shape: KeyframeSegment<Value>.Shape, _ startVelocity: Value = .zero, _ endVelocity: Value = .zero) -> KeyframeSegment<Value> {
                KeyframeSegment(startTime: startTime, duration: duration, shape: shape, from: start, to: target,
                                startVelocity: bounded(startVelocity, over: duration), endVelocity: bounded(endVelocity, over: duration))
            }
            let resolved: KeyframeSegment<Value>
            switch keyframe.kind {
            case _ where duration == 0, .move:
                resolved = segment(.jump)
                handover = .rest
            case .linear(let timingCurve):
                resolved = segment(.curve(timingCurve))
                let slope = timingCurve.velocity(at: 1) / duration
                handover = slope.isFinite ? .velocity((target - start).scaled(by: slope)) : .undefined(startTime: startTime, startValue: start)
            case .cubic:
                let startVelocity = keyframe.startVelocity ?? incoming()
                let endVelocity = keyframe.endVelocity
                    ?? declaredStartVelocity(after: i, in: keyframes, durations: durations, from: target)
                    ?? smoothVelocity(after: i, in: keyframes, startTimes: startTimes, previous: (startTime, start))
                resolved = segment(.hermite, startVelocity, endVelocity)
                handover = .velocity(endVelocity)
            case .spring(let spring):
                let startVelocity = keyframe.startVelocity ?? incoming()
                let motion = spring.motion
                resolved = segment(.spring(motion), startVelocity)
                let (f, g) = motion.velocityCoefficients(at: duration)
                handover = .velocity((target - start).scaled(by: f) + startVelocity.scaled(by: g))
            }
            segments.append(resolved)
            start = resolved.value(at: duration)
        }
        return segments
    }

    /// `velocity`, or zero when its change over `duration` seconds is not
    /// finite (beyond about 1e154 in magnitude, or NaN): keyframes near
    /// `Double`'s limits make differences that overflow, and an infinite
    /// velocity would turn the segment's weighted sum into ∞ − ∞ = NaN.
    /// With every velocity bounded so, each term of the sum is finite and a
    /// segment between finite keyframes never evaluates to NaN.
    static func bounded(_ velocity: Value, over duration: Double) -> Value {
        velocity.scaled(by: duration).magnitudeSquared.isFinite ? velocity : .zero
    }

    /// The start velocity the keyframe after `index` fixes by itself, if
    /// any: a linear keyframe's curve slope (when finite), or a cubic or
    /// spring keyframe's explicit `startVelocity`. `from` is where it starts.
    static func declaredStartVelocity(after index: Int, in keyframes: [DataKeyframe<Value>], durations: [Double], from: Value) -> Value? {
        let next = index + 1
        guard next < keyframes.count, durations[next] > 0 else { return nil }
        switch keyframes[next].kind {
        case .linear(let timingCurve):
            let slope = timingCurve.velocity(at: 0) / durations[next]
            return slope.isFinite ? (keyframes[next].to - from).scaled(by: slope) : nil
        case .cubic, .spring:
            return keyframes[next].startVelocity
        case .move:
            return nil
        }
    }

    /// The automatic velocity at the end of cubic keyframe `index`: the
    /// Catmull-Rom velocity from `previous` (its segment's start) to the
    /// next keyframe's end, or zero at the end of the track and before a
    /// jump.
    static func smoothVelocity(after index: Int, in keyframes: [DataKeyframe<Value>], startTimes: [Double], previous: (Double, Value)) -> Value {
        let next = index + 1
        guard next < keyframes.count, startTimes[next + 1] > startTimes[next] else { return .zero }
        if case .move = keyframes[next].kind { return .zero }
        return catmullRom(from: previous, to: (startTimes[next + 1], keyframes[next].to))
    }

    /// `(next − previous)/(t_next − t_previous)`; zero for coincident times.
    static func catmullRom(from previous: (Double, Value), to next: (Double, Value)) -> Value {
        let span = next.0 - previous.0
        return span > 0 ? (next.1 - previous.1).scaled(by: 1 / span) : .zero
    }

    /// The index of the segment playing at `time` in [0, duration]: the last
    /// one starting at or before it, so at the time of a jump the track
    /// already has the jumped-to value. O(log number of keyframes).
    func segmentIndex(at time: Double) -> Int {
        var lo = 0, hi = segments.count
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if segments[mid].startTime <= time { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// The segment playing at `time` and its weights there, or `nil` before
    /// time 0, at NaN and for an empty track, where the value is
    /// ``initialValue``. Times past ``duration`` are clamped to it.
    func locate(_ time: Double) -> (index: Int, weights: (Double, Double, Double, Double))? {
        guard time >= 0, !segments.isEmpty else { return nil }
        let index = segmentIndex(at: time)
        let segment = segments[index]
        return (index, segment.weights(at: localTime(time, in: segment, end: duration)))
    }

    /// `time` (≥ 0) local to `segment`, the one playing then, clamped to it;
    /// from the end of the track on, exactly the segment's duration, so the
    /// track holds exactly its last value. `end` is ``duration``.
    @inline(__always)
    func localTime(_ time: Double, in segment: KeyframeSegment<Value>, end: Double) -> Double {
        time >= end ? segment.duration : Swift.min(Swift.max(time - segment.startTime, 0), segment.duration)
    }

    /// The value at `time` in seconds: ``initialValue`` before 0 and at NaN,
    /// the end of the last segment after ``duration``. O(log number of
    /// keyframes) plus one segment evaluation (a bezier solve, a Hermite
    /// basis or two spring coefficients, then up to four scaled additions).
    func value(atAnyTime time: Double) -> Value {
        guard let (index, weights) = locate(time) else { return initialValue }
        return segments[index].combination(weights)
    }

    /// The value given by a segment index and its weights, as ``locate(_:)``
    /// or ``forEachWeights(at:count:_:)`` find them: ``initialValue`` for
    /// `nil`.
    func value(segment index: Int?, weights: KeyframeSegment<Value>.Weights) -> Value {
        guard let index else { return initialValue }
        return segments[index].combination(weights)
    }
}

extension ResolvedKeyframes: Sendable where Value: Sendable {}
