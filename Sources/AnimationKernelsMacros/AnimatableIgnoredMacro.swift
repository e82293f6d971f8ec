import SwiftSyntax
import SwiftSyntaxMacros

/// `@AnimatableIgnored`: a marker that `@Animatable` reads to leave a stored
/// property out of `animatableData`.
///
/// It adds no accessor, so the property stays stored (an accessor macro,
/// as SwiftUI declares it, so that it may sit on a stored property).
public struct AnimatableIgnoredMacro: AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        []
    }
}
