import OTPFiles
import OTPHash
import OTPJSON

extension GoldenLock {
    /// The largest lock file read: about 200,000 goldens.
    public static let maximumBytes = 64 << 20

    /// The lock file at `path`, or `nil` when there is none.
    ///
    /// - Throws: ``GoldenLockError/unreadable(path:reason:)`` or
    ///   ``GoldenLockError/invalid(path:keyPath:problem:)``.
    public static func read(_ path: String) throws(GoldenLockError) -> GoldenLock? {
        let bytes: [UInt8]
        do throws(ReadError) {
            bytes = try FileContents.read(path, limit: maximumBytes, regularFileOnly: true)
        } catch {
            if case .missing = error { return nil }
            throw .unreadable(path: path, reason: error.reason)
        }
        return try GoldenLock(parsing: bytes, path: path)
    }

    /// The lock file `bytes` hold; `path` names it in errors.
    ///
    /// - Throws: ``GoldenLockError/invalid(path:keyPath:problem:)``, naming the key path.
    public init(parsing bytes: [UInt8], path: String) throws(GoldenLockError) {
        let document: JSONValue
        do { document = try JSONValue.parse(bytes, maxBytes: Self.maximumBytes) } catch {
            throw .invalid(path: path, keyPath: "(the file)", problem: "not JSON: \(error)")
        }
        func invalid(_ keyPath: String, _ problem: String) -> GoldenLockError {
            .invalid(path: path, keyPath: keyPath, problem: problem)
        }
        guard case .object(let root) = document else { throw invalid("(the file)", "not an object") }
        for key in root.keys where !["fonts", "format", "goldens", "renderer"].contains(key) {
            throw invalid(key, "not a key of a lock file (fonts, format, goldens, renderer)")
        }
        guard case .number(let format)? = root["format"], format.intValue == Self.format else {
            throw invalid("format", "\(root["format"]?.description ?? "missing"); this otp-render reads format \(Self.format)")
        }
        guard case .string(let renderer)? = root["renderer"], !renderer.isEmpty else { throw invalid("renderer", "not a non-empty string") }
        guard case .string(let fontsText)? = root["fonts"], let fonts = SHA256Digest(hex: fontsText) else {
            throw invalid("fonts", "not a SHA-256 of 64 hexadecimal digits")
        }
        guard case .object(let entries)? = root["goldens"] else { throw invalid("goldens", "not an object of golden paths") }
        var goldens: [String: Entry] = [:]
        for member in entries.members {
            goldens[member.key] = try Self.entry(member.value, keyPath: "goldens[\(JSONValue.string(member.key))]", invalid: invalid)
        }
        self.init(renderer: renderer, fonts: fonts, goldens: goldens)
    }

    /// One golden's entry, checked key by key.
    private static func entry(_ value: JSONValue, keyPath: String,
                              invalid: (String, String) -> GoldenLockError) throws(GoldenLockError) -> Entry {
        guard case .object(let object) = value else { throw invalid(keyPath, "not an object") }
        for key in object.keys where !["frame", "height", "scale", "sha256", "spec", "width"].contains(key) {
            throw invalid("\(keyPath).\(key)", "not a key of a golden (frame, height, scale, sha256, spec, width)")
        }
        func whole(_ key: String, from minimum: Int) throws(GoldenLockError) -> Int {
            guard case .number(let number)? = object[key], let value = number.intValue, value >= minimum else {
                throw invalid("\(keyPath).\(key)", "\(object[key]?.description ?? "missing"); a whole number from \(minimum)")
            }
            return value
        }
        guard case .string(let spec)? = object["spec"], !spec.isEmpty else { throw invalid("\(keyPath).spec", "not a spec path") }
        guard case .number(let scale)? = object["scale"], scale.doubleValue > 0, scale.doubleValue.isFinite else {
            throw invalid("\(keyPath).scale", "\(object["scale"]?.description ?? "missing"); a number above 0")
        }
        guard case .string(let hex)? = object["sha256"], let sha256 = SHA256Digest(hex: hex) else {
            throw invalid("\(keyPath).sha256", "not a SHA-256 of 64 hexadecimal digits")
        }
        let frame: Int? = if object["frame"] == nil { nil } else { try whole("frame", from: 1) }
        let width = try whole("width", from: 1), height = try whole("height", from: 1)
        return Entry(spec: spec, scale: scale.doubleValue, frame: frame, digest: ImageDigest(width: width, height: height, sha256: sha256))
    }
}
