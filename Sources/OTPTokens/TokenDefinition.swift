import OTPJSON

/// A token as a file defines it, before its aliases are resolved.
struct TokenDefinition: Sendable {
    /// The dotted path: the names of its groups and its own (`color.border.default`).
    let path: String
    /// `$type` (or Tokens Studio's `type`), its own or its nearest group's; nil when neither gives one.
    let typeName: String?
    /// `$value` (or `value`) as written.
    let value: JSONValue
    /// `$description` (or `description`).
    let description: String?
    /// `$deprecated`: nil when not deprecated, the reason (or "") when it is.
    let deprecation: String?
    /// The file it is in, for messages.
    let file: String
}

/// A group's `$extends`: the group takes every token of `base` it does not define itself.
struct GroupExtension: Sendable {
    let group: String
    let base: String
    let file: String
}
