extension JSONValue {
    /// `overlay` laid over this value: objects merge member by member (recursively), any
    /// other overlay value replaces this one. How a manifest item's spec overrides its base.
    public func merging(_ overlay: JSONValue) -> JSONValue {
        guard case .object(var base) = self, case .object(let top) = overlay else { return overlay }
        for member in top.members {
            base[member.key] = base[member.key].map { $0.merging(member.value) } ?? member.value
        }
        return .object(base)
    }
}
