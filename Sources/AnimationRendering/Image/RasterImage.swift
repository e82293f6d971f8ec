import AnimationKernels
import Foundation

/// An image drawn by a ``GraphicsContext``, as a `Canvas` would draw it.
///
/// ```swift
/// let image = try RasterImage(width: 200, height: 200) { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
/// }
/// try image.write(to: URL(fileURLWithPath: "circle.png"))
/// ```
///
/// Pixels are stored premultiplied, gamma-encoded sRGB, four bytes a pixel
/// (red, green, blue, alpha in memory order), rows top to bottom; the image
/// starts transparent.
public struct RasterImage: Sendable {
    /// The longest side an image may have, in pixels.
    public static let maximumSide = 32_768
    /// The most pixels an image may have (512 MiB of pixels).
    public static let maximumPixelCount = 1 << 27

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The colour space drawing blended in.
    public let colorMode: ColorRenderingMode
    /// Premultiplied RGBA, one `UInt32` a pixel in memory order.
    let storage: [UInt32]

    /// Draws an image of the given size with `renderer`, as a `Canvas` with
    /// that closure would draw it: the context's units are pixels, its origin
    /// the top-left corner, its y axis pointing down.
    ///
    /// - Parameters:
    ///   - width: The width in pixels, `1...`.
    ///   - height: The height in pixels, `1...`.
    ///   - colorMode: Where colours blend; gamma-encoded sRGB by default, as
    ///     `Canvas` does.
    ///   - renderer: Draws into the context; receives the image's size.
    /// - Throws: ``RenderingError/invalidSize(width:height:)`` before anything
    ///   is allocated when a side is below 1 or the image exceeds
    ///   ``maximumSide`` or ``maximumPixelCount``; whatever `renderer` throws.
    /// - Complexity: O(w·h) for the pixels, plus the drawing's cost.
    public init(width: Int, height: Int, colorMode: ColorRenderingMode = .nonLinear,
                renderer: (inout GraphicsContext, CGSize) throws -> Void) throws {
        try Self.validate(width: width, height: height)
        let rasterizer = CoverageRasterizer.Pool.shared.take(width: width, height: height)
        defer { CoverageRasterizer.Pool.shared.give(rasterizer) }
        let target = RenderTarget(width: width, height: height, mode: colorMode, rasterizer: rasterizer)
        var context = GraphicsContext(target: target)
        try renderer(&context, CGSize(width: width, height: height))
        self.init(width: width, height: height, colorMode: colorMode, storage: target.finishedPixels())
    }

    init(width: Int, height: Int, colorMode: ColorRenderingMode, storage: [UInt32]) {
        self.width = width
        self.height = height
        self.colorMode = colorMode
        self.storage = storage
    }

    /// Throws unless an image of this size may be made.
    static func validate(width: Int, height: Int) throws {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height),
              width * height <= maximumPixelCount
        else { throw RenderingError.invalidSize(width: width, height: height) }
    }

    /// One pixel's colour, straight (not premultiplied) as PNG stores it.
    public struct Pixel: Hashable, Sendable, CustomStringConvertible {
        /// Gamma-encoded sRGB red, `0...255`.
        public var red: UInt8
        /// Gamma-encoded sRGB green, `0...255`.
        public var green: UInt8
        /// Gamma-encoded sRGB blue, `0...255`.
        public var blue: UInt8
        /// Opacity, `0` transparent to `255` opaque.
        public var alpha: UInt8

        /// Creates a pixel from its channels.
        ///
        /// - Parameters:
        ///   - red: Red, `0...255`.
        ///   - green: Green, `0...255`.
        ///   - blue: Blue, `0...255`.
        ///   - alpha: Opacity, `0...255`.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }

        /// The pixel as `(r, g, b, a)`.
        public var description: String { "(\(red), \(green), \(blue), \(alpha))" }
    }

    /// The straight colour of the pixel in column `x` and row `y` (from the
    /// top); a transparent pixel for a position outside the image.
    ///
    /// - Parameters:
    ///   - x: The column, `0..<width`.
    ///   - y: The row, `0..<height`.
    /// - Returns: The pixel, its colour channels divided by its alpha and
    ///   rounded.
    public func pixel(x: Int, y: Int) -> Pixel {
        guard (0..<width).contains(x), (0..<height).contains(y) else {
            return Pixel(red: 0, green: 0, blue: 0, alpha: 0)
        }
        let p = storage[y * width + x]
        let a = UInt8(p >> 24)
        let table = Unpremultiply.table
        let base = Int(a) << 8
        return Pixel(red: table[base + Int(p & 0xFF)], green: table[base + Int(p >> 8 & 0xFF)],
                     blue: table[base + Int(p >> 16 & 0xFF)], alpha: a)
    }

    /// Calls `body` with the premultiplied RGBA bytes of the image, rows top
    /// to bottom, without copying them.
    ///
    /// - Parameter body: Reads the `4·width·height` bytes.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public func withPremultipliedRGBA8<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes(body)
    }
}

/// Straight 8-bit channels from premultiplied ones, exactly rounded.
enum Unpremultiply {
    /// Entry `a·256 + c` is `c·255/a` rounded (0 where `a` is 0).
    static let table: [UInt8] = (0..<65_536).map { i in
        let a = i >> 8, c = i & 0xFF
        return a == 0 ? 0 : UInt8(min((c * 255 + a / 2) / a, 255))
    }

    /// Writes the straight colours of `count` premultiplied pixels to `out`.
    ///
    /// - Complexity: O(count); opaque and cleared pixels, which are their
    ///   own straight colour, are copied without a table look-up.
    static func pixels(_ source: UnsafePointer<UInt32>, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        table.withUnsafeBufferPointer { table in
            for i in 0..<count {
                let p = source[i]
                let a = p >> 24
                if a == 0xFF || p == 0 {
                    out[i] = p
                    continue
                }
                let base = Int(a) << 8
                out[i] = UInt32(table[base | Int(p & 0xFF)]) | UInt32(table[base | Int(p >> 8 & 0xFF)]) << 8
                    | UInt32(table[base | Int(p >> 16 & 0xFF)]) << 16 | a << 24
            }
        }
    }
}
