/// A JSON object that keeps its keys in the order they were written.
///
/// Keys are unique: the parser rejects duplicates, and setting an existing key through the
/// subscript replaces its value in place. Two objects are equal when they hold the same
/// members in the same order. Lookup is linear, which suits the small objects of a spec.
public struct JSONObject: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// One key and its value.
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSONValue

        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members in written order.
    public private(set) var members: [Member] = []

    /// An empty object.
    public init() {}

    /// An object with these members, in this order; the keys must be unique.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        for (key, value) in elements {
            precondition(self[key] == nil, "duplicate key \"\(key)\" in a JSONObject literal")
            members.append(Member(key: key, value: value))
        }
    }

    /// Appends a member whose key the caller knows is new (the parser checks with a `KeySet`;
    /// a writer of a dictionary's keys knows them unique), without the subscript's search.
    package mutating func appendUnchecked(key: String, value: JSONValue) {
        members.append(Member(key: key, value: value))
    }

    /// The keys in written order.
    public var keys: [String] { members.map(\.key) }

    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The value for `key`, or `nil` when absent. Setting a value replaces an existing
    /// member in place or appends a new one; setting `nil` removes the member.
    public subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case let (index?, value?): members[index].value = value
            case let (index?, nil): members.remove(at: index)
            case let (nil, value?): members.append(Member(key: key, value: value))
            case (nil, nil): break
            }
        }
    }
}
