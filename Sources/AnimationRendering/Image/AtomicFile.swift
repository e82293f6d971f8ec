import Foundation

/// Writes files and folders aside, then renames them into place, so a
/// destination holds its old contents or the whole new ones, never a part.
enum AtomicFile {
    /// Writes `data` to `url`.
    static func write(_ data: Data, to url: URL) throws {
        try aside(url) { temporary in
            do {
                try data.write(to: temporary)
            } catch {
                throw RenderingError.writeFailed(path: url.path, reason: error.localizedDescription)
            }
        }
    }

    /// Calls `body` with a sink for the bytes of `url`'s new contents.
    static func stream(to url: URL, _ body: (FileHandleSink) throws -> Void) throws {
        try aside(url) { temporary in
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
                  let handle = FileHandle(forWritingAtPath: temporary.path)
            else { throw RenderingError.writeFailed(path: url.path, reason: "cannot create a file there") }
            defer { try? handle.close() }
            try body(FileHandleSink(handle: handle, path: url.path))
        }
    }

    /// Calls `body` with a new empty folder that becomes `url` when `body`
    /// returns (replacing what was there).
    static func folder(at url: URL, _ body: (URL) throws -> Void) throws {
        try aside(url) { temporary in
            do {
                try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
            } catch {
                throw RenderingError.writeFailed(path: url.path, reason: error.localizedDescription)
            }
            try body(temporary)
        }
    }

    /// Calls `body` with a temporary URL beside `url`, then renames what
    /// `body` made there to `url`; removes it if anything fails.
    static func aside(_ url: URL, _ body: (URL) throws -> Void) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).partial-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try body(temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        do {
            try replace(url, with: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw RenderingError.writeFailed(path: url.path, reason: error.localizedDescription)
        }
    }

    /// Renames `temporary` to `url`. `rename(2)` replaces a file in one step
    /// (Foundation's `replaceItemAt` on Linux can lose the old file and
    /// fail); a folder in the way, which `rename` cannot replace, is renamed
    /// aside first and removed once the new one is in place.
    private static func replace(_ url: URL, with temporary: URL) throws {
        if rename(temporary.path, url.path) == 0 { return }
        guard errno == ENOTEMPTY || errno == EEXIST || errno == EISDIR else { throw POSIXError.current }
        let old = temporary.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).old-\(UInt32.random(in: 0...UInt32.max))")
        guard rename(url.path, old.path) == 0 else { throw POSIXError.current }
        guard rename(temporary.path, url.path) == 0 else {
            let error = POSIXError.current
            _ = rename(old.path, url.path)
            throw error
        }
        try? FileManager.default.removeItem(at: old)
    }
}

extension POSIXError {
    /// The error `errno` names now.
    static var current: POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}

/// Appends bytes to an open file, turning failures (a full disk) into
/// ``RenderingError/writeFailed(path:reason:)``.
struct FileHandleSink {
    let handle: FileHandle
    let path: String

    func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            throw RenderingError.writeFailed(path: path, reason: error.localizedDescription)
        }
    }
}
