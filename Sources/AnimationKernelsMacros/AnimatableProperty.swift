import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A stored instance `var` that takes part in `animatableData`: its name and
/// its type as written.
struct AnimatableProperty {
    var name: String
    var type: TypeSyntax

    /// The stored instance `var`s of a type's body, in declaration order,
    /// less `let`s, `static` and `class` properties, `lazy` ones, computed
    /// ones and those marked `@AnimatableIgnored`. A property that cannot be
    /// animated (no type annotation, a tuple pattern, a type that is known
    /// not to be animatable) is diagnosed as an error and left out.
    ///
    /// - Complexity: O(n) in the number of members.
    static func collect(
        in members: MemberBlockSyntax,
        context: some MacroExpansionContext
    ) -> (properties: [AnimatableProperty], hasErrors: Bool) {
        var properties: [AnimatableProperty] = []
        var hasErrors = false
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), takesPart(variable) else { continue }
            // `var a, b: Double` gives both names the last annotation: walk
            // the bindings backwards to carry it to the names before it.
            var found: [AnimatableProperty] = []
            var trailingType: TypeSyntax?
            for binding in variable.bindings.reversed() {
                if let annotated = binding.typeAnnotation?.type {
                    trailingType = annotated
                } else if binding.initializer != nil {
                    trailingType = nil
                }
                guard isStored(binding) else { continue }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
                    diagnose(.tuplePattern, at: binding.pattern, variable: variable, context: context)
                    hasErrors = true
                    continue
                }
                guard let type = binding.typeAnnotation?.type ?? trailingType else {
                    diagnose(.missingTypeAnnotation, at: binding.pattern, variable: variable, context: context)
                    hasErrors = true
                    continue
                }
                guard !isKnownNotAnimatable(type) else {
                    diagnose(.notAnimatableType, at: type, variable: variable, context: context)
                    hasErrors = true
                    continue
                }
                found.append(AnimatableProperty(name: name.trimmedDescription, type: type.trimmed))
            }
            properties += found.reversed()
        }
        return (properties, hasErrors)
    }

    /// Whether a `var` declaration can hold animated state at all.
    private static func takesPart(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var) else { return false }
        let excluded: Set<Keyword> = [.static, .class, .lazy]
        let hasExcludedModifier = variable.modifiers.contains { modifier in
            if case .keyword(let keyword) = modifier.name.tokenKind { return excluded.contains(keyword) }
            return false
        }
        return !hasExcludedModifier && !isIgnored(variable)
    }

    /// Whether the declaration carries `@AnimatableIgnored`.
    private static func isIgnored(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            let name = attribute.attributeName.trimmedDescription
            return name == "AnimatableIgnored" || name.hasSuffix(".AnimatableIgnored")
        }
    }

    /// A binding is stored unless it has a getter: `willSet` and `didSet`
    /// observe a stored property.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil:
            return true
        case .getter:
            return false
        case .accessors(let accessors):
            return accessors.allSatisfy { accessor in
                [.keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind)
            }
        }
    }

    /// The standard types that have no `animatableData`: integers, Booleans,
    /// text, and the optional, collection, tuple and function types, so that
    /// their error names the property instead of the expansion.
    private static func isKnownNotAnimatable(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self)
            || type.is(TupleTypeSyntax.self) || type.is(FunctionTypeSyntax.self)
            || type.is(SomeOrAnyTypeSyntax.self) || type.is(AttributedTypeSyntax.self) {
            return true
        }
        guard let named = type.as(IdentifierTypeSyntax.self), named.genericArgumentClause == nil else {
            return false
        }
        return knownNotAnimatableNames.contains(named.name.text)
    }

    private static let knownNotAnimatableNames: Set<String> = [
        "Bool", "String", "Substring", "Character",
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Optional", "Array", "Dictionary", "Set",
    ]

    /// Reports `message` at `node`, with a fix-it that marks the property
    /// `@AnimatableIgnored`.
    private static func diagnose(
        _ message: AnimatableMacroDiagnostic,
        at node: some SyntaxProtocol,
        variable: VariableDeclSyntax,
        context: some MacroExpansionContext
    ) {
        let attribute = AttributeSyntax(
            attributeName: IdentifierTypeSyntax(name: .identifier("AnimatableIgnored")),
            trailingTrivia: .space
        )
        var ignored = variable.with(\.leadingTrivia, [])
        ignored.attributes = AttributeListSyntax([.attribute(attribute)] + Array(ignored.attributes))
        ignored.leadingTrivia = variable.leadingTrivia
        let fixIt = FixIt(
            message: AddAnimatableIgnoredFixIt(),
            changes: [.replace(oldNode: Syntax(variable), newNode: Syntax(ignored))]
        )
        context.diagnose(Diagnostic(node: node, message: message, fixIts: [fixIt]))
    }
}
