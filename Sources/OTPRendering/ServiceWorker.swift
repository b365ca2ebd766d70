import OTPAudit
import OTPConform
import OTPDesign
import OTPFields
import OTPFiles
import OTPGolden
import OTPJSON
import OTPPNG
import OTPRaster
import OTPRender
import OTPService
import OTPSpec
import OTPText

/// What one thread of `serve` answers requests with: a warm renderer and PNG encoder for
/// each folder that specs' relative paths start from (the working directory, or a spec
/// file's folder), kept from request to request.
package struct ServiceWorker {
    /// The protocol's version, in `hello` and docs/SERVICE.md.
    package static let protocolVersion = 1
    /// Folders kept warm at once; more start again from none.
    private static let warmFolders = 8

    private let fonts: FontLibrary
    /// The render cache renders are taken from and stored in; `nil` for none.
    private let cache: RenderCache?
    private var workers: [String: RenderWorker] = [:]

    package init(fonts: FontLibrary, cache: RenderCache? = nil) {
        (self.fonts, self.cache) = (fonts, cache)
    }

    /// The response to `operation`: never throws; a failure is an error response, worded as
    /// the command line words it.
    package mutating func answer(_ operation: ServiceOperation) -> ServiceResponse {
        do {
            switch operation {
            case .hello: return hello()
            case .render(let source, let format, let regions): return try render(source, as: format, regions: regions)
            case .compare(let expected, let actual, let options): return try Self.compare(expected, actual, options)
            case .audit(let source, let level, let states): return try audit(source, level: level, states: states)
            case .conform(let source, let screenshot, let options): return try conform(source, screenshot, options)
            }
        } catch {
            return .failure(Self.failure(error, specFile: operation.specFile))
        }
    }

    /// The service's version and what it answers, with the render cache's counts so far.
    private func hello() -> ServiceResponse {
        var answer = Self.helloFields
        if let tally = cache?.cache.tally {
            answer["cache"] = ["hits": .number(JSONNumber(tally.hits)), "misses": .number(JSONNumber(tally.misses)),
                               "corrupt": .number(JSONNumber(tally.corrupt)), "unstored": .number(JSONNumber(tally.unstored))]
        }
        return .success(answer)
    }

    /// What `hello` always says, made once.
    private static let helloFields: JSONObject = [
        "protocol": .number(JSONNumber(protocolVersion)), "version": .string(BuildStamp.version),
        "build": .string(BuildStamp.description), "operations": .array(ServiceOperation.names.map(JSONValue.string)),
        "formats": .array(ImageFormat.allCases.map { .string($0.rawValue) }), "presets": .array(Presets.names.map(JSONValue.string)),
        "keys": .object(operationKeys),
    ]

    /// Each operation's keys, in the order of ``ServiceOperation/names``.
    private static var operationKeys: JSONObject {
        var keys = JSONObject()
        for name in ServiceOperation.names { keys[name] = .array((ServiceOperation.keys[name] ?? []).map(JSONValue.string)) }
        return keys
    }

    /// The image of a spec, with its warnings and, when asked, its region map.
    private mutating func render(_ source: SpecSource, as format: ImageFormat, regions: Bool) throws -> ServiceResponse {
        let (spec, folder) = try Self.spec(source)
        var worker = takeWorker(for: folder)
        defer { workers[folder] = worker }
        let resources = FieldResources(fonts: fonts, baseDirectory: folder)
        let image = try worker.output(of: spec, as: format, name: FieldDocument.name(ofFile: source.path, spec: spec),
                                      resources: resources, cache: cache)
        var answer: JSONObject = ["format": .string(format.rawValue), "width": .number(JSONNumber(image.width)),
                                  "height": .number(JSONNumber(image.height)), "warnings": .array(image.overflows.map(JSONValue.string))]
        if regions { answer["regions"] = try RegionMap(spec: spec, resources: resources).json }
        return .success(answer, payload: image.bytes)
    }

    private static func compare(_ expected: ImageSource, _ actual: ImageSource, _ options: CompareRequest) throws -> ServiceResponse {
        let diff = try ImageDiff(threshold: options.threshold, exact: options.exact, maxDiffPixels: options.maxDiffPixels,
                                 maxDiffRatio: options.maxDiffRatio, perceptualByDefault: true)
        let (a, b) = (try image(expected), try image(actual))
        let result = diff.compare(a, b)
        let payload = try options.diffImage ? diff.diffImage(a, b)?.pngData() ?? [] : []
        return .success(["passed": .bool(result.passed), "exit": .number(JSONNumber(Int(GoldenVerdict(result.verdict).exitCode))),
                         "comparison": JSONReport.value(result), "format": payload.isEmpty ? .null : .string("png")],
                        payload: payload)
    }

    private func audit(_ source: SpecSource, level: String, states: [String]?) throws -> ServiceResponse {
        let (spec, folder) = try Self.spec(source)
        let chosen = try states.map { try SheetSelection.states($0.joined(separator: ",")) } ?? SheetState.defaults
        let audit = FieldAudit(resources: FieldResources(fonts: fonts, baseDirectory: folder))
        let auditLevel = AuditLevel(rawValue: level) ?? .AA
        let report = AuditReport(level: auditLevel, findings: try audit.audit(spec, level: auditLevel, states: chosen))
        return .success(["passed": .bool(report.passed), "report": report.json])
    }

    /// The screenshot measured against the spec, as `otp-render conform` measures it: whether it
    /// conforms, the exit code the command would give, the report `conform --json` prints and
    /// its lines; the overlay's PNG follows when asked.
    private func conform(_ source: SpecSource, _ screenshot: ImageSource, _ options: ConformRequest) throws -> ServiceResponse {
        let (spec, folder) = try Self.spec(source)
        var tolerances = ConformTolerances()
        for (key, value) in options.tolerances.sorted(by: { $0.key < $1.key }) {
            do throws(ConformError) {
                try tolerances.set(key, to: "\(value)")
            } catch {
                guard case .badTolerance(_, let problem) = error else { throw error }
                return .failure(ServiceFailure(exitCode: 64, message: problem, keyPath: "tolerances.\(key)"))
            }
        }
        let resources = FieldResources(fonts: fonts, baseDirectory: folder)
        let image = try Self.screenshot(screenshot)
        let point = options.at.map { (x: $0[0], y: $0[1]) }
        let result = try Conformance(spec: spec, resources: resources).check(image, scale: options.scale, at: point, tolerances: tolerances)
        let payload = options.overlay ? try ConformOverlay(result: result, spec: spec, resources: resources).draw(over: image).pngData() : []
        return .success(["conforms": .bool(result.conforms), "exit": .number(JSONNumber(result.conforms ? 0 : 1)), "report": result.json,
                         "lines": .array(result.lines.map(JSONValue.string)), "format": payload.isEmpty ? .null : .string("png")],
                        payload: payload)
    }

    /// The spec of a request and the folder its relative paths start from.
    private static func spec(_ source: SpecSource) throws -> (FieldSpec, String) {
        let workingDirectory = ProcessEnvironment.workingFolder
        switch source {
        case .object(let object):
            return (try SpecWiring.decode(object, folder: workingDirectory), workingDirectory)
        case .path(let path):
            let spec = try InputFile.spec(at: path)
            return (spec, PathName.parent(of: PathName.standardized(path, from: workingDirectory)))
        }
    }

    private static func image(_ source: ImageSource) throws -> Pixmap {
        switch source {
        case .path(let path): return try GoldenStore.load(path)
        case .bytes(let bytes): return try Pixmap(pngData: bytes)
        }
    }

    /// A conform request's screenshot; bytes that are no PNG are unreadable, as a file is to
    /// `otp-render conform` (exit 3).
    private static func screenshot(_ source: ImageSource) throws -> Pixmap {
        guard case .bytes(let bytes) = source else { return try image(source) }
        do {
            return try Pixmap(pngData: bytes)
        } catch {
            throw GoldenError.unreadable(path: "screenshot.base64", reason: "\(error)")
        }
    }

    /// The warm worker of `folder` (made when there is none), taken out for one request.
    private mutating func takeWorker(for folder: String) -> RenderWorker {
        if let worker = workers.removeValue(forKey: folder) { return worker }
        if workers.count >= Self.warmFolders { workers.removeAll() }
        return RenderWorker(resources: FieldResources(fonts: fonts, baseDirectory: folder))
    }

    /// `error` as the command line reports it, with the key path of a spec's error.
    private static func failure(_ error: Error, specFile: String?) -> ServiceFailure {
        guard let spec = error as? SpecError, !spec.further.isEmpty else {
            let (message, code) = ErrorReporting.describe(error, specFile: specFile)
            return ServiceFailure(exitCode: code, message: message, keyPath: (error as? SpecError)?.problem.keyPath)
        }
        // A spec with several problems: the first's message, and each as data.
        let first = SpecError(spec.problem, file: spec.file)
        let problems = spec.problems.enumerated().map { index, problem in
            ServiceFailure.Problem(keyPath: problem.keyPath, line: index < spec.lines.count ? spec.lines[index] : nil,
                                   message: problem.description)
        }
        return ServiceFailure(exitCode: ErrorReporting.describe(first).1, message: first.description, keyPath: spec.problem.keyPath,
                              problems: problems)
    }
}

extension SpecSource {
    /// The spec file's path, or `nil` for a spec in the request.
    package var path: String? {
        if case .path(let path) = self { return path }
        return nil
    }
}

extension ServiceOperation {
    /// The spec file the operation reads, for messages.
    package var specFile: String? {
        switch self {
        case .render(let source, _, _), .audit(let source, _, _), .conform(let source, _, _): return source.path
        case .hello, .compare: return nil
        }
    }
}
