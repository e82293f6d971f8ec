/// The errors the library throws for bad configuration or bad buffers.
///
/// Every case names the offending parameter, so a message can point at the
/// argument to fix. Arithmetic on finite, well-sized data never throws; the
/// library checks its inputs before it allocates or writes anything.
public enum AnimationKernelsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `parameter` had `value`, which breaks `requirement`
    /// (for example "must be finite" or "must be positive").
    case invalidParameter(parameter: String, value: String, requirement: String)

    /// The buffer passed as `parameter` holds `actual` elements where the
    /// call needs exactly `expected`.
    case bufferSize(parameter: String, expected: Int, actual: Int)

    /// The work asked for through `parameter` needs `requested` elements,
    /// more than `limit`; refused before anything is allocated.
    case tooLarge(parameter: String, requested: Int, limit: Int)

    /// The name of the parameter the error is about.
    public var parameter: String {
        switch self {
        case .invalidParameter(let name, _, _), .bufferSize(let name, _, _), .tooLarge(let name, _, _):
            return name
        }
    }

    /// One line naming the parameter, what it held and what was required.
    public var description: String {
        switch self {
        case .invalidParameter(let name, let value, let requirement):
            return "invalid \(name) = \(value): \(requirement)"
        case .bufferSize(let name, let expected, let actual):
            return "\(name) holds \(actual) elements; \(expected) are needed"
        case .tooLarge(let name, let requested, let limit):
            return "\(name) asks for \(requested) elements, more than the limit of \(limit)"
        }
    }
}

// The parameter names are autoclosures: a caller checking every element of
// a batch names the element ("times[17]") without building that string for
// the elements that pass.
extension AnimationKernelsError {
    /// Throws ``invalidParameter(parameter:value:requirement:)`` unless
    /// `value` is finite.
    @inlinable
    static func requireFinite(_ value: Double, _ parameter: @autoclosure () -> String) throws {
        guard value.isFinite else {
            throw AnimationKernelsError.invalidParameter(parameter: parameter(), value: "\(value)", requirement: "must be finite")
        }
    }

    /// Throws ``invalidParameter(parameter:value:requirement:)`` unless
    /// `value` is finite and greater than zero.
    @inlinable
    static func requirePositive(_ value: Double, _ parameter: @autoclosure () -> String) throws {
        guard value.isFinite && value > 0 else {
            throw AnimationKernelsError.invalidParameter(parameter: parameter(), value: "\(value)", requirement: "must be finite and positive")
        }
    }

    /// Throws ``bufferSize(parameter:expected:actual:)`` unless
    /// `actual == expected`.
    @inlinable
    static func requireCount(_ actual: Int, _ expected: Int, _ parameter: @autoclosure () -> String) throws {
        guard actual == expected else {
            throw AnimationKernelsError.bufferSize(parameter: parameter(), expected: expected, actual: actual)
        }
    }
}
