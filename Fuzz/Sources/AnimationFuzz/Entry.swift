import Foundation

/// The target FUZZ_TARGET names, chosen once per process.
let selectedTarget: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget.all.first(where: { $0.name == name }) else {
        let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(Data("Set FUZZ_TARGET to one of: \(names) (or to `list`).\n".utf8))
        exit(2)
    }
    return target
}()

/// libFuzzer's start-up hook: `FUZZ_TARGET=list` prints the targets' names,
/// one a line, and exits; otherwise the target is chosen before the first
/// input, so a wrong name fails at once.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    if ProcessInfo.processInfo.environment["FUZZ_TARGET"] == "list" {
        print(FuzzTarget.all.map(\.name).joined(separator: "\n"))
        exit(0)
    }
    _ = selectedTarget.name
    return 0
}

/// libFuzzer's entry point: runs the selected target on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    selectedTarget.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
