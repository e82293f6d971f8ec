import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Animatable`: conforms a struct, class or enum to `Animatable` and
/// writes its `animatableData` from its stored instance `var`s.
///
/// With the animated properties `p₁ … pₙ` of types `T₁ … Tₙ`, in declaration
/// order, `animatableData` is
/// - `EmptyAnimatableData` for n = 0 (with a warning), reading the empty
///   value and ignoring writes;
/// - `T₁.AnimatableData` for n = 1, reading and writing
///   `p₁.animatableData`;
/// - `AnimatablePair<T₁.AnimatableData, R>` for n ≥ 2, where `R` is the
///   same construction over `p₂ … pₙ` (pairs nested to the right), so
///   `pₖ` is reached through `k − 1` `.second`s and then `.first` (the last
///   through `n − 1` `.second`s).
///
/// The conformance extension is written only when the type does not
/// already conform (through `Shape`, for instance).
public struct AnimatableMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard isSupported(declaration) else {
            context.diagnose(Diagnostic(node: node, message: AnimatableMacroDiagnostic.unsupportedDeclaration))
            return []
        }
        if let existing = declaredAnimatableData(in: declaration.memberBlock) {
            context.diagnose(Diagnostic(node: existing, message: AnimatableMacroDiagnostic.animatableDataAlreadyDeclared))
            return []
        }
        let (properties, hasErrors) = AnimatableProperty.collect(in: declaration.memberBlock, context: context)
        guard !hasErrors else { return [] }
        if properties.isEmpty {
            context.diagnose(Diagnostic(node: node, message: AnimatableMacroDiagnostic.nothingToAnimate))
        }
        return [animatableData(for: properties, access: accessModifier(of: declaration))]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard isSupported(declaration), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): AnimationKernels.Animatable {}")]
    }

    /// Structs, classes and enums, as SwiftUI's macro: an actor's state is
    /// isolated, and a protocol or an extension has no stored properties.
    private static func isSupported(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
            || declaration.is(EnumDeclSyntax.self)
    }

    /// The binding of a hand-written `animatableData`, if the type has one.
    private static func declaredAnimatableData(in members: MemberBlockSyntax) -> PatternBindingSyntax? {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            if let binding = variable.bindings.first(where: {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "animatableData"
            }) {
                return binding
            }
        }
        return nil
    }

    /// `public ` or `package ` when the type is that visible (an `open`
    /// class's property is `public`), so that the conformance is usable
    /// where the type is; nothing otherwise.
    private static func accessModifier(of declaration: some DeclGroupSyntax) -> String {
        for modifier in declaration.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public "
            case .keyword(.package): return "package "
            default: continue
            }
        }
        return ""
    }

    /// The `animatableData` property over `properties` (see the type's
    /// documentation for its shape).
    private static func animatableData(for properties: [AnimatableProperty], access: String) -> DeclSyntax {
        guard !properties.isEmpty else {
            return """
                \(raw: access)var animatableData: AnimationKernels.EmptyAnimatableData {
                    get {
                        AnimationKernels.EmptyAnimatableData()
                    }
                    set {
                    }
                }
                """
        }
        let types = properties.map { "\($0.type.trimmedDescription).AnimatableData" }
        let values = properties.map { "self.\($0.name).animatableData" }
        let setters = properties.indices.map { index in
            let path = String(repeating: ".second", count: index)
                + (index == properties.count - 1 ? "" : ".first")
            return "self.\(properties[index].name).animatableData = newValue\(path)"
        }
        return """
            \(raw: access)var animatableData: \(raw: nested(types, pair: { "AnimationKernels.AnimatablePair<\($0), \($1)>" })) {
                get {
                    \(raw: nested(values, pair: { "AnimationKernels.AnimatablePair(\($0), \($1))" }))
                }
                set {
                    \(raw: setters.joined(separator: "\n"))
                }
            }
            """
    }

    /// `parts` folded to the right with `pair`: `a`, `pair(a, b)`,
    /// `pair(a, pair(b, c))`, …
    private static func nested(_ parts: [String], pair: (String, String) -> String) -> String {
        parts.dropLast().reversed().reduce(parts[parts.count - 1]) { inner, part in pair(part, inner) }
    }
}
