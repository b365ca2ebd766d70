import ExtrasBase64
import OTPJSON
import OTPSpec

/// One request to the service, read from one line of JSON (docs/SERVICE.md):
///
/// ```json
/// {"id": 7, "op": "render", "spec": {"preset": "boxed", "value": "12"}, "format": "png"}
/// ```
///
/// Every request has an `op`; `id` (a number, a string or null) is echoed in its response.
/// Keys an operation does not have are errors, as in a spec.
public struct ServiceRequest: Sendable, Equatable {
    /// The client's name for the request, echoed in its response.
    public var id: JSONValue
    /// What is asked.
    public var operation: ServiceOperation

    public init(id: JSONValue, operation: ServiceOperation) {
        self.id = id
        self.operation = operation
    }

    /// Reads a request from `line` (without its newline), at most `maxBytes` long. A line
    /// that is not a request gives a failure (exit code 64), with the `id` when it could be
    /// read and null otherwise.
    public static func parse(_ line: [UInt8], maxBytes: Int) -> (id: JSONValue, result: Result<ServiceRequest, ServiceFailure>) {
        let value: JSONValue
        do throws(JSONError) {
            value = try JSONValue.parse(line, maxBytes: maxBytes)
        } catch {
            return (.null, .failure(.badRequest("not a request: \(error.description)")))
        }
        guard case .object(let object) = value else {
            return (.null, .failure(.badRequest("a request must be a JSON object, not \(value.kindDescription)")))
        }
        let id = object["id"] ?? .null
        switch id {
        case .null, .number, .string: break
        default: return (.null, .failure(.badRequest("\(id.excerpt) must be a number, a string or null", keyPath: "id")))
        }
        do throws(ServiceFailure) {
            let operation = try ServiceOperation(reading: RequestObject(object))
            if operation.readsSpec && line.count > JSONValue.defaultMaxBytes {
                throw .badRequest("a request with a spec is longer than \(JSONValue.defaultMaxBytes) bytes, the limit of a spec")
            }
            return (id, .success(ServiceRequest(id: id, operation: operation)))
        } catch {
            return (id, .failure(error))
        }
    }
}

/// What a request asks.
public enum ServiceOperation: Sendable, Equatable {
    /// The protocol's and the renderer's versions and the presets.
    case hello
    /// A spec drawn as an image, with its region map when `regions`.
    case render(spec: SpecSource, format: ImageFormat, regions: Bool)
    /// Two PNG images compared.
    case compare(expected: ImageSource, actual: ImageSource, options: CompareRequest)
    /// A spec checked against WCAG 2.2.
    case audit(spec: SpecSource, level: String, states: [String]?)
    /// A screenshot of an implementation measured against its spec, as `otp-render conform`.
    case conform(spec: SpecSource, screenshot: ImageSource, options: ConformRequest)

    /// The operations by name, in the order `hello` lists them.
    public static let names = ["hello", "render", "compare", "audit", "conform"]

    /// The keys each operation takes besides `id` and `op` (what `hello` lists, and all a
    /// request of that operation may have).
    public static let keys: [String: [String]] = [
        "hello": [],
        "render": ["spec", "specPath", "format", "regions"],
        "compare": ["expected", "actual", "threshold", "exact", "maxDiffPixels", "maxDiffRatio", "diff"],
        "audit": ["spec", "specPath", "level", "states"],
        "conform": ["spec", "specPath", "screenshot", "scale", "at", "tolerances", "overlay"],
    ]

    /// Whether the request carries or names a spec.
    var readsSpec: Bool {
        switch self {
        case .render, .audit, .conform: return true
        case .hello, .compare: return false
        }
    }

    init(reading request: RequestObject) throws(ServiceFailure) {
        guard let op = try request.string("op") else {
            throw .badRequest("missing (one of \(Self.names.joined(separator: ", ")))", keyPath: "op")
        }
        switch op {
        case "hello":
            try request.allowOnly(Self.keys[op] ?? [])
            self = .hello
        case "render":
            try request.allowOnly(Self.keys[op] ?? [])
            let format = try request.string("format") ?? "png"
            guard let imageFormat = ImageFormat(rawValue: format) else {
                throw .badRequest("\(JSONValue.quoted(format)) is not one of png, svg, pdf", keyPath: "format")
            }
            self = .render(spec: try SpecSource(reading: request), format: imageFormat, regions: try request.bool("regions") ?? false)
        case "compare":
            try request.allowOnly(Self.keys[op] ?? [])
            self = .compare(expected: try ImageSource(reading: request, key: "expected"),
                            actual: try ImageSource(reading: request, key: "actual"),
                            options: try CompareRequest(reading: request))
        case "audit":
            try request.allowOnly(Self.keys[op] ?? [])
            let level = try request.string("level") ?? "AA"
            guard level == "AA" || level == "AAA" else {
                throw .badRequest("\(JSONValue.quoted(level)) is not one of AA, AAA", keyPath: "level")
            }
            self = .audit(spec: try SpecSource(reading: request), level: level, states: try request.strings("states"))
        case "conform":
            try request.allowOnly(Self.keys[op] ?? [])
            self = .conform(spec: try SpecSource(reading: request), screenshot: try ImageSource(reading: request, key: "screenshot"),
                            options: try ConformRequest(reading: request))
        default:
            throw .badRequest("\(JSONValue.quoted(op)) is not an operation (one of \(Self.names.joined(separator: ", ")))",
                              keyPath: "op")
        }
    }
}

/// Where a request's spec is: in the request, or in a file (relative to the service's
/// working directory).
public enum SpecSource: Sendable, Equatable {
    case object(JSONValue)
    case path(String)

    init(reading request: RequestObject) throws(ServiceFailure) {
        switch (request["spec"], try request.string("specPath")) {
        case (let spec?, nil):
            guard case .object = spec else {
                throw .badRequest("\(spec.excerpt) must be an object (a spec)", keyPath: "spec")
            }
            self = .object(spec)
        case (nil, let path?): self = .path(path)
        case (nil, nil): throw .badRequest("missing (a spec object, or specPath naming a spec file)", keyPath: "spec")
        case (.some, .some): throw .badRequest("give spec or specPath, not both", keyPath: "specPath")
        }
    }
}

/// A PNG a compare request names: a file (relative to the service's working directory), or
/// its bytes in base64 (`{"base64": "iVBORw0..."}`).
public enum ImageSource: Sendable, Equatable {
    case path(String)
    case bytes([UInt8])

    init(reading request: RequestObject, key: String) throws(ServiceFailure) {
        switch request[key] {
        case .string(let path)?:
            self = .path(path)
        case .object(let object)?:
            let inner = RequestObject(object, path: key)
            try inner.allowOnly(["base64"])
            guard let text = try inner.string("base64") else {
                throw .badRequest("missing (the PNG's bytes in base64)", keyPath: "\(key).base64")
            }
            guard let bytes = try? Base64.decode(string: text) else {
                throw .badRequest("is not base64", keyPath: "\(key).base64")
            }
            self = .bytes(bytes)
        case let value?:
            throw .badRequest("\(value.excerpt) must be a path or {\"base64\": ...}", keyPath: key)
        case nil:
            throw .badRequest("missing (a PNG's path, or {\"base64\": ...})", keyPath: key)
        }
    }
}

/// A compare request's options, as `otp-render compare` takes them: perceptual at
/// `threshold` (0.1 by default), or `exact`; the limits; and whether the diff image follows
/// the response.
public struct CompareRequest: Sendable, Equatable {
    public var threshold: Double?
    public var exact: Bool
    public var maxDiffPixels: Int?
    public var maxDiffRatio: Double?
    /// Whether the response carries the diff image (a PNG) as its bytes.
    public var diffImage: Bool

    init(reading request: RequestObject) throws(ServiceFailure) {
        threshold = try request.number("threshold")
        exact = try request.bool("exact") ?? false
        maxDiffPixels = try request.integer("maxDiffPixels")
        maxDiffRatio = try request.number("maxDiffRatio")
        diffImage = try request.bool("diff") ?? false
        if exact && threshold != nil { throw .badRequest("exact and threshold cannot be used together", keyPath: "exact") }
    }
}
