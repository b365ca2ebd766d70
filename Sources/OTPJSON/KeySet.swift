/// The keys an object being parsed already has, to refuse a duplicate.
///
/// Most objects have a few keys, which a linear scan of the object checks faster than hashing;
/// from `linearLimit` keys on a set takes over, so a large object stays linear to parse.
struct KeySet {
    private static let linearLimit = 16
    private var hashed: Set<String> = []

    /// Records `key`, the next key of `object` (called once for each key, in order); false when
    /// `object` already has it.
    mutating func insert(_ key: String, into object: JSONObject) -> Bool {
        let count = object.members.count
        if count < Self.linearLimit { return !object.members.contains { $0.key == key } }
        if count == Self.linearLimit { hashed = Set(object.members.map(\.key)) }
        return hashed.insert(key).inserted
    }
}
