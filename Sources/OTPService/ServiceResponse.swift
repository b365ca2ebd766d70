import OTPJSON

/// The answer to one request: a line of JSON (`id`, `ok`, then the operation's fields or
/// the error), and after a success exactly `length` raw bytes (an image; none for the
/// operations that answer in JSON alone).
public struct ServiceResponse: Sendable, Equatable {
    /// The operation's fields of a success (`format`, `width`, `height`, ...), or `nil` for
    /// a failure.
    public var fields: JSONObject?
    /// The bytes that follow a success's line.
    public var payload: [UInt8]
    /// Why the request failed, or `nil` for a success.
    public var failure: ServiceFailure?

    /// A success: `fields`, then `payload`.
    public static func success(_ fields: JSONObject = JSONObject(), payload: [UInt8] = []) -> ServiceResponse {
        ServiceResponse(fields: fields, payload: payload, failure: nil)
    }

    /// A failure; no bytes follow its line.
    public static func failure(_ failure: ServiceFailure) -> ServiceResponse {
        ServiceResponse(fields: nil, payload: [], failure: failure)
    }

    private static func json(_ problem: ServiceFailure.Problem) -> JSONValue {
        var object: JSONObject = ["keyPath": problem.keyPath.map(JSONValue.string) ?? .null]
        object["line"] = problem.line.map { .number(JSONNumber($0)) } ?? .null
        object["message"] = .string(problem.message)
        return .object(object)
    }

    /// The response as it is written: its line, for the request `id`, then its bytes.
    public func encoded(id: JSONValue) -> [UInt8] {
        var header = JSONObject()
        header["id"] = id
        if let failure {
            header["ok"] = false
            var error: JSONObject = ["exit": .number(JSONNumber(Int(failure.exitCode))), "message": .string(failure.message)]
            if let keyPath = failure.keyPath { error["keyPath"] = .string(keyPath) }
            if !failure.problems.isEmpty { error["problems"] = .array(failure.problems.map(Self.json)) }
            header["error"] = .object(error)
        } else {
            header["ok"] = true
            for member in (fields ?? JSONObject()).members where member.key != "length" {
                header[member.key] = member.value
            }
            header["length"] = .number(JSONNumber(payload.count))
        }
        var bytes = JSONValue.object(header).compactUTF8
        bytes.append(0x0A)
        if failure == nil { bytes += payload }
        return bytes
    }
}
