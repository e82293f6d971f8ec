import AnimationKernels
import Foundation
import Testing
@testable import AnimationRendering

/// A new image starts transparent wherever nothing is drawn, even in memory
/// a previous image left opaque: rows are cleared piece by piece around the
/// spans that overwrite them, and the rest when the image is finished.
@Suite struct ClearingTests {
    /// Small enough to come from the allocator's reused heap memory, not
    /// fresh (zeroed) pages.
    static let width = 96, height = 64

    /// Fills the whole of an image opaque, so that the memory the next
    /// image receives is likely to hold opaque pixels.
    static func dirtyMemory() throws {
        for _ in 0..<4 {
            let image = try RasterImage(width: width, height: height) { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 0.2, green: 0.9, blue: 0.4)))
            }
            #expect(image.pixel(x: width / 2, y: height / 2).alpha == 255)
        }
    }

    /// Scenes whose rows mix untouched columns, partly covered edges,
    /// opaque interiors (which overwrite without clearing) and translucent
    /// ones, drawn once and over each other.
    static let scenes: [(name: String, draw: @Sendable (inout GraphicsContext) -> Void)] = [
        ("opaque rectangle", { $0.fill(Path(CGRect(x: 20, y: 10, width: 40, height: 30)), with: .color(.red)) }),
        ("opaque ellipse", { $0.fill(Path(ellipseIn: CGRect(x: 10.3, y: 7.6, width: 61, height: 41)), with: .color(.blue)) }),
        ("translucent ellipse", {
            $0.fill(Path(ellipseIn: CGRect(x: 10.3, y: 7.6, width: 61, height: 41)), with: .color(.blue.opacity(0.5)))
        }),
        ("stroke", { $0.stroke(Path(ellipseIn: CGRect(x: 30, y: 20, width: 30, height: 20)), with: .color(.black), lineWidth: 3) }),
        ("fill, then stroke over it", {
            let disc = Path(ellipseIn: CGRect(x: 12, y: 9, width: 50, height: 40))
            $0.fill(disc, with: .linearGradient(Gradient(colors: [.red, .yellow]), startPoint: .zero,
                                                endPoint: CGPoint(x: 96, y: 64)))
            $0.stroke(disc, with: .color(.black), lineWidth: 4)
        }),
        ("two shapes on shared rows", {
            $0.fill(Path(CGRect(x: 4, y: 4, width: 20, height: 50)), with: .color(.green))
            $0.fill(Path(ellipseIn: CGRect(x: 50, y: 20, width: 30, height: 30)), with: .color(.orange))
        }),
    ]

    @Test("pixels nothing covers are transparent in reused memory", arguments: scenes.indices)
    func undrawnPixelsAreTransparent(scene: Int) throws {
        let draw = Self.scenes[scene].draw
        // The reference first paints every pixel with transparent colour,
        // which clears every row whole before the scene draws.
        let reference = try RasterImage(width: Self.width, height: Self.height) { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.clear))
            draw(&context)
        }
        #expect(reference.pixel(x: 0, y: 0).alpha == 0)
        for _ in 0..<3 {
            try Self.dirtyMemory()
            let image = try RasterImage(width: Self.width, height: Self.height) { context, _ in draw(&context) }
            var differing = 0
            for y in 0..<Self.height {
                for x in 0..<Self.width {
                    let (p, q) = (image.pixel(x: x, y: y), reference.pixel(x: x, y: y))
                    if (p.red, p.green, p.blue, p.alpha) != (q.red, q.green, q.blue, q.alpha) { differing += 1 }
                }
            }
            #expect(differing == 0, "\(Self.scenes[scene].name): \(differing) pixels differ")
        }
    }
}
