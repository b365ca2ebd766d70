/// Where an alias stands in a token's value.
public enum AliasPlace: Hashable, Sendable {
    /// The whole value.
    case value
    /// Member `key` of a value of type `owner` (`fontWeight` of a `typography`).
    case member(String, of: String)
}
