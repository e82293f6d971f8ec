import AnimationKernels
import Foundation

/// Reads fuzz bytes as the values a target needs: bytes, choices, doubles
/// (mostly from a table of hostile and ordinary values), points, sizes,
/// rectangles, angles and transforms. Past the end every read gives zero,
/// so any input decodes.
struct FuzzReader {
    private let bytes: [UInt8]
    private var index = 0
    /// Whether every double read so far was finite.
    private(set) var allFinite = true

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A choice among `count` cases (`count` > 0).
    mutating func choice(_ count: Int) -> Int { Int(byte()) % count }

    /// A Boolean from the next byte's low bit.
    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// Values that break arithmetic: NaN, infinities, signed zeros,
    /// subnormals, the extremes, magnitudes whose squares overflow, and
    /// ordinary values.
    static let specialValues: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e30, -1e30, 1e300, 1e154, 1e-300,
        1, -1, 0.5, 2, 10, 100, -100, 1000, 1e-9, 1e15, .pi, 2 * .pi, .pi / 2, 3.25, -42.5, 0.1, 360,
    ]

    /// A double: bytes below 0x80 pick from ``specialValues``, 0x80–0xEF
    /// give the integers −56…55, and 0xF0 and above take the next eight
    /// bytes as a bit pattern.
    mutating func double() -> Double {
        let b = byte()
        let value: Double
        switch b {
        case ..<0x80: value = Self.specialValues[Int(b) % Self.specialValues.count]
        case ..<0xF0: value = Double(Int(b) - 0xB8)
        default:
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            value = Double(bitPattern: bits)
        }
        if !value.isFinite { allFinite = false }
        return value
    }

    mutating func point() -> CGPoint { CGPoint(x: double(), y: double()) }
    mutating func size() -> CGSize { CGSize(width: double(), height: double()) }
    mutating func rect() -> CGRect { CGRect(origin: point(), size: size()) }
    mutating func angle() -> Angle { .radians(double()) }

    /// The identity, a translation, a scale, a rotation, or any six values.
    mutating func transform() -> CGAffineTransform {
        switch choice(5) {
        case 0: return .identity
        case 1: return CGAffineTransform(translationX: double(), y: double())
        case 2: return CGAffineTransform(scaleX: double(), y: double())
        case 3: return CGAffineTransform(rotationAngle: double())
        default: return CGAffineTransform(a: double(), b: double(), c: double(), d: double(), tx: double(), ty: double())
        }
    }
}
