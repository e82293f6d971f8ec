/// A keyframe over a value's animatable data: what a ``Keyframe`` becomes
/// when its track is resolved, the values and velocities read through
/// `animatableData`.
struct DataKeyframe<Data: VectorArithmetic> {
    /// How the segment moves, with what only that kind of keyframe needs.
    enum Kind {
        case linear(UnitCurve)
        case cubic
        case spring(Spring)
        case move
    }

    let kind: Kind
    /// The value at the end of the segment (a spring's target).
    let to: Data
    /// Seconds, as written; `nil` only for a spring that runs until settled.
    let duration: Double?
    let startVelocity: Data?
    let endVelocity: Data?

    init(_ kind: Kind, to: Data, duration: Double?, startVelocity: Data? = nil, endVelocity: Data? = nil) {
        self.kind = kind
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    /// The duration in seconds, a spring's settling duration when none is
    /// written (infinite for an undamped spring).
    var requestedDuration: Double {
        if let duration { return duration }
        if case .spring(let spring) = kind { return spring.settlingDuration }
        return 0
    }
}

extension DataKeyframe: Sendable where Data: Sendable {}
