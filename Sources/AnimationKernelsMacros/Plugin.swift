import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that serves `@Animatable` and `@AnimatableIgnored`.
@main
struct AnimationKernelsMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [AnimatableMacro.self, AnimatableIgnoredMacro.self]
}
