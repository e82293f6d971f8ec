import Foundation

extension CoverageRasterizer {
    /// Rasterizers kept between images, so that drawing frame after frame of
    /// one size reuses their buffers instead of allocating and clearing
    /// them for every image.
    ///
    /// At most one per processor is kept; an image takes one of its size or
    /// makes one, and gives it back when drawn.
    final class Pool: @unchecked Sendable {
        static let shared = Pool()

        private let lock = NSLock()
        private var free: [CoverageRasterizer] = []
        private let capacity = max(ProcessInfo.processInfo.activeProcessorCount, 1)

        /// A rasterizer for images of this size, with cleared buffers.
        func take(width: Int, height: Int) -> CoverageRasterizer {
            lock.lock()
            let index = free.firstIndex { $0.width == width && $0.height == height }
            let kept = index.map { free.remove(at: $0) }
            lock.unlock()
            return kept ?? CoverageRasterizer(width: width, height: height)
        }

        /// Keeps `rasterizer` for a later image, or lets it go when the pool
        /// is full (the oldest kept one goes first).
        func give(_ rasterizer: CoverageRasterizer) {
            lock.lock()
            defer { lock.unlock() }
            if free.count == capacity { free.removeFirst() }
            free.append(rasterizer)
        }
    }
}
