import OTPJSON

extension JSONValue {
    /// The parts of the value (itself, and each member and item below it), counted up to
    /// `limit`: a count of `limit` means at least that many.
    func nodeCount(upTo limit: Int) -> Int {
        var count = 0
        countNodes(&count, limit: limit)
        return count
    }

    private func countNodes(_ count: inout Int, limit: Int) {
        count += 1
        switch self {
        case .object(let object):
            for member in object.members where count < limit { member.value.countNodes(&count, limit: limit) }
        case .array(let items):
            for item in items where count < limit { item.countNodes(&count, limit: limit) }
        default:
            break
        }
    }
}
