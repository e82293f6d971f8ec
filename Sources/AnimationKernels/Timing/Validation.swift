/// Runs a validating factory and stops the program with its error's message
/// if it throws.
///
/// The SwiftUI-named initializers cannot throw (code written against SwiftUI
/// must compile unchanged), but where SwiftUI has no clamp for a bad argument
/// a silent NaN would be worse than a crash. `fatalError` rather than
/// `precondition` because only the former keeps its message in `-O` builds.
func validOrFatal<T>(_ caller: String, _ make: () throws -> T) -> T {
    do {
        return try make()
    } catch {
        fatalError("\(caller): \(error)")
    }
}
