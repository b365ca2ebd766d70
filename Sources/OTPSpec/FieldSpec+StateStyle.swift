extension FieldSpec {
    /// This spec as its state draws it: the keys `states` gives for ``state`` laid over its
    /// own (``StateStyles``) and `states` emptied, so that styling it again, or changing its
    /// colours to measure them, keeps what it has; itself when its state sets none.
    ///
    /// - Throws: ``SpecError`` naming `states.STATE` and the key, for keys set in code that
    ///   the spec would not read (a decoded spec has had them checked).
    package func styledForState() throws(SpecError) -> FieldSpec {
        guard let keys = states[state] else { return self }
        var styled = try SpecSchema.stateStyle.decode(keys, SpecPath.root.key("states").key(state.rawValue), self)
        styled.states = StateStyles()
        return styled
    }
}
