import OTPFiles
import OTPJSON
import Synchronization

/// Token files read and parsed once each (a resolver's foundation file is not parsed again for
/// every mode, nor for every spec of a batch). One lives as long as its files may be taken as
/// unchanged: a load, or a process that reads each file once (`otp-render batch`).
public final class TokenFiles: Sendable {
    private let parsed = Mutex<[String: Result<JSONValue, TokenError>]>([:])

    public init() {}

    /// The JSON of the file at `path`, read on first use.
    func json(at path: String) throws(TokenError) -> JSONValue {
        if let known = parsed.withLock({ $0[path] }) { return try known.get() }
        let result = Result { () throws(TokenError) in try Self.read(path) }
        parsed.withLock { $0[path] = result }
        return try result.get()
    }

    /// The JSON of the file at `path`, read now.
    private static func read(_ path: String) throws(TokenError) -> JSONValue {
        let bytes: [UInt8]
        do throws(ReadError) {
            bytes = try FileContents.read(path, limit: JSONValue.defaultMaxBytes)
        } catch {
            throw TokenError(.unreadable(reason: error.reason), file: path)
        }
        do throws(JSONError) {
            return try JSONValue.parse(bytes)
        } catch {
            throw TokenError(.json(error), file: path)
        }
    }
}
