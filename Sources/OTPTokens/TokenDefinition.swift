import OTPJSON

/// A token as a file defines it, before its aliases are resolved.
struct TokenDefinition: Sendable {
    /// The dotted path: the names of its groups and its own (`color.border.default`).
    let path: String
    /// Its own `$type` (or Tokens Studio's `type`).
    let ownType: String?
    /// Its nearest group's `$type`: its type when it has none of its own and its value is no
    /// alias (an alias's type is the token's it names, DTCG's order).
    let groupType: String?
    /// `$value` (or `value`) as written.
    let value: JSONValue
    /// `$description` (or `description`).
    let description: String?
    /// `$deprecated`: nil when not deprecated, the reason (or "") when it is.
    let deprecation: String?
    /// The file it is in, for messages.
    let file: String
    /// Whether its file is DTCG (`$value`), whose rules are kept to the letter: aliases typed,
    /// font weight names as the format writes them. A Tokens Studio export's are not.
    let followsDTCG: Bool

    /// Its own type, else its group's.
    var typeName: String? { ownType ?? groupType }
}

/// A group's `$extends`: the group takes every token of `base` it does not define itself.
struct GroupExtension: Sendable {
    let group: String
    let base: String
    let file: String
    /// How the group names its base: `$extends` (a group), or `$ref` (a group, or a token, of
    /// which the object is then an alias).
    let key: String
    /// For `$ref`: the alias token the object is when its base is a token.
    var alias: TokenDefinition?
}
