import OTPJSON

extension SpecSchema {
    /// The states `states` may name: every one but `normal`, which is the spec itself.
    static let styledStates = FieldState.allCases.filter { $0 != .normal }

    /// The members of `cell` a state may set: those that move nothing.
    static let stateCellKeys: Set = ["borderWidth", "focusBorderWidth", "dash", "shadow", "focusShadow", "focusRing"]

    /// What one state's object may set, read onto the spec it styles: `colors`, the members
    /// of `cell` in ``stateCellKeys`` and `shadow`, each as the spec reads it.
    static let stateStyle: SpecCodec<FieldSpec> = .object([
        SpecField("colors", \.colors, colors, "The state's colours."),
        SpecField("cell", \.cell, .object(cellFields.filter { stateCellKeys.contains($0.key) }, empty: CellSpec()),
                  "The state's cell borders, shadows and focus ring."),
        SpecField("shadow", \.shadow, .shadows(shadow), "The block's shadows in the state."),
    ], empty: FieldSpec())

    /// `states`: an object of states (``styledStates``), each an object of ``stateStyle``'s
    /// keys or null (none). Each is checked when read and kept as written
    /// (``StateStyles``); a state given again merges over what it had.
    static let states = SpecCodec<StateStyles>(decode: { json, path, current throws(SpecError) in
        guard case .object(let object) = json else { throw path.wrongType(json, expected: "an object") }
        var styles = current ?? StateStyles()
        var errors: [SpecError] = []
        for member in object.members where errors.count < SpecError.maxProblems {
            do throws(SpecError) {
                try styles.set(member.value, for: style(member, at: path.key(member.key)))
            } catch {
                errors.append(error)
            }
        }
        if let error = SpecError(collecting: errors) { throw error }
        return styles
    }, encode: { styles in
        var object = JSONObject()
        for state in styles.states { object[state.rawValue] = styles[state] }
        return .object(object)
    }, type: "object", keyPaths: styledStates.map(\.rawValue), memberReferences: { styles, path in
        styledStates.map { state in
            SpecKeyReference(path: path + state.rawValue, type: "object or null", defaultValue: styles?[state] ?? .null,
                             meaning: stateMeaning(state))
        }
    }, substitute: { json, path, tokens throws(SpecError) in
        guard case .object(let object) = json else { return json }
        var result = JSONObject()
        for member in object.members {
            result[member.key] = try stateStyle.substitute(member.value, path.key(member.key), &tokens)
        }
        return .object(result)
    }, schema: { _ in
        var properties = JSONObject()
        for state in styledStates {
            let style = SchemaFragment.orNull(["$ref": "#/$defs/stateStyle"])
            properties[state.rawValue] = .object(SchemaFragment.with(style, "description", .string(stateMeaning(state))))
        }
        return ["type": "object", "properties": .object(properties), "additionalProperties": false]
    })

    /// The state `member` names, its keys checked as the spec's are.
    private static func style(_ member: JSONObject.Member, at statePath: SpecPath) throws(SpecError) -> FieldState {
        guard let state = FieldState(rawValue: member.key), state != .normal else {
            let names = styledStates.map(\.rawValue)
            let suggestion = KeySuggestion.nearest(to: member.key, among: names)
            throw SpecError(.unknownKey(path: statePath.description, suggestions: suggestion.map { [$0] } ?? names))
        }
        if member.value != .null {
            guard case .object(let keys) = member.value else { throw statePath.nullable.wrongType(member.value, expected: "an object") }
            try refuseKeysThatMove(keys, at: statePath)
            _ = try stateStyle.decode(member.value, statePath, FieldSpec())
        }
        return state
    }

    /// Every key path of a spec, for telling a key a state cannot set from a misspelt one.
    private static let specKeyPaths = Set(root.keyPaths)

    /// Throws for a key of the spec that a state cannot set (`cell.width`, `length`): one
    /// that would move something.
    private static func refuseKeysThatMove(_ keys: JSONObject, at path: SpecPath) throws(SpecError) {
        func refuse(_ keyPath: String, _ value: JSONValue) -> SpecError {
            let settable = ["colors"] + cellFields.map(\.key).filter(stateCellKeys.contains).map { "cell." + $0 }
            return SpecError(.invalidValue(path: path.description + "." + keyPath, value: SpecError.quote(value),
                                           reason: "cannot change with the state (a state sets "
                                               + settable.joined(separator: ", ") + " and shadow)"))
        }
        for member in keys.members {
            if member.key == "cell", case .object(let cell) = member.value {
                let moving = cell.members.filter { !stateCellKeys.contains($0.key) && specKeyPaths.contains("cell." + $0.key) }
                if let cellMember = moving.first {
                    throw refuse("cell." + cellMember.key, cellMember.value)
                }
            } else if !["colors", "cell", "shadow"].contains(member.key) && specKeyPaths.contains(member.key) {
                throw refuse(member.key, member.value)
            }
        }
    }

    /// The reference entry of `states.STATE`.
    private static func stateMeaning(_ state: FieldState) -> String {
        let when: String
        switch state {
        case .error: when = "in the `error` state (Ant Design's tinted fill, a red focus shadow)"
        case .warning: when = "in the `warning` state"
        case .success: when = "in the `success` state"
        case .disabled: when = "while `disabled`"
        case .loading: when = "while `loading`"
        case .normal: when = ""
        }
        return "What the field changes \(when): `{\"colors\": {…}, \"cell\": {…}, \"shadow\": …}`, any colour, the cells' "
            + "`borderWidth`, `focusBorderWidth`, `dash`, `shadow`, `focusShadow` and `focusRing`, and the block's "
            + "`shadow`, checked as those keys are; null for none."
    }
}
