import OTPFiles
import OTPJSON
import OTPRaster

extension GoldenReport {
    /// The largest report.json read: about 100,000 goldens.
    public static let maximumJSONBytes = 256 << 20

    /// The report a `report.json` holds (``JSONReport``), read back: its entries with their
    /// comparisons and artifacts, audits, warnings, animations, stale goldens and shard.
    /// `path` names it in errors.
    ///
    /// - Throws: ``GoldenReportError/invalid(path:keyPath:problem:)`` naming the key path.
    public init(json bytes: [UInt8], path: String) throws(GoldenReportError) {
        let document: JSONValue
        do { document = try JSONValue.parse(bytes, maxBytes: Self.maximumJSONBytes) } catch {
            throw .invalid(path: path, keyPath: "(the file)", problem: "not JSON: \(error)")
        }
        let root = try ReportFields(document, keyPath: "(the file)", path: path)
        self.init(title: try root.string("title"), entries: try root.objects("goldens").map(Self.entry),
                  seconds: try root.number("seconds"), acceptCommand: try root.optionalString("acceptCommand"),
                  animations: try root.objects("animations", optional: true).map(Self.animation),
                  audits: try root.objects("audits", optional: true).map(Self.audit),
                  stale: try root.strings("stale", optional: true),
                  warnings: try root.objects("warnings", optional: true).map(Self.warning))
        // The command accepts the report's failures, and is written only when there are some.
        if failures.isEmpty { acceptCommand = nil }
        if let shard = try root.optionalObject("shard") {
            let index = try shard.integer("index"), count = try shard.integer("count")
            guard count >= 1, (1...count).contains(index) else { throw shard.invalid("index", "\(index) of \(count) shards") }
            self.shard = Shard(index: index, count: count)
        }
    }

    /// The report.json in the folder at `path` (or the file itself), read back, with the
    /// folder its artifacts' paths started from when it was written.
    ///
    /// - Throws: ``GoldenReportError``.
    public static func read(_ path: String) throws(GoldenReportError) -> (report: GoldenReport, reportFolder: String?, file: String) {
        let file = PathName.isFolder(path) ? PathName.join(path, "report.json") : path
        let bytes: [UInt8]
        do throws(ReadError) {
            bytes = try FileContents.read(file, limit: maximumJSONBytes, regularFileOnly: true)
        } catch {
            throw .unreadable(path: file, reason: error.reason)
        }
        let report = try GoldenReport(json: bytes, path: file)
        let folder = try? JSONValue.parse(bytes, maxBytes: maximumJSONBytes)["reportFolder"]
        guard case .string(let reportFolder)? = folder else { return (report, nil, file) }
        return (report, reportFolder, file)
    }

    private static func entry(_ fields: ReportFields) throws(GoldenReportError) -> GoldenReportEntry {
        let statusText = try fields.string("status")
        guard let status = GoldenReportEntry.Status(rawValue: statusText) else {
            throw fields.invalid("status", "\"\(statusText)\"; passed, recorded, failed or error")
        }
        let verdict = try fields.optionalString("verdict").map { text throws(GoldenReportError) in
            guard let verdict = GoldenVerdict(rawValue: text) else { throw fields.invalid("verdict", "\"\(text)\" is not a verdict") }
            return verdict
        }
        var entry = GoldenReportEntry(name: try fields.string("name"), specPath: try fields.optionalString("spec"),
                                      goldenPath: try fields.optionalString("golden"), errorMessage: try fields.string("message"),
                                      exitCode: Int32(clamping: try fields.integer("exitCode")), seconds: try fields.number("seconds"))
        (entry.status, entry.verdict) = (status, verdict)
        entry.acceptCommand = try fields.optionalString("acceptCommand")
        entry.comparison = try fields.optionalObject("comparison").map(comparison)
        entry.artifacts = try fields.optionalObject("artifacts").map { artifacts throws(GoldenReportError) in
            GoldenArtifacts(expected: try artifacts.optionalString("expected"), actual: try artifacts.string("actual"),
                            diff: try artifacts.optionalString("diff"), sideBySide: try artifacts.optionalString("sideBySide"))
        }
        return entry
    }

    private static func comparison(_ fields: ReportFields) throws(GoldenReportError) -> ImageDiffResult {
        let verdicts: [String: ImageDiffResult.Verdict] = ["identical": .identical, "within-tolerance": .withinTolerance,
                                                             "different": .different, "size-mismatch": .sizeMismatch]
        let verdictText = try fields.string("verdict")
        guard let verdict = verdicts[verdictText] else { throw fields.invalid("verdict", "\"\(verdictText)\" is not a comparison's verdict") }
        let methodText = try fields.string("method")
        guard let method = DiffMethod(reportName: methodText) else { throw fields.invalid("method", "\"\(methodText)\" is not a method") }
        func size(_ key: String) throws(GoldenReportError) -> PixelRect {
            let numbers = try fields.integers(key)
            guard numbers.count == 2 else { throw fields.invalid(key, "not [width, height]") }
            return PixelRect(x: 0, y: 0, width: numbers[0], height: numbers[1])
        }
        let changed = try fields.optionalObject("changedRegion").map { box throws(GoldenReportError) in
            PixelRect(x: try box.integer("x"), y: try box.integer("y"), width: try box.integer("width"), height: try box.integer("height"))
        }
        return ImageDiffResult(
            verdict: verdict, method: method, expectedBounds: try size("expectedSize"), actualBounds: try size("actualSize"),
            pixelCount: try fields.integer("pixels"), differentPixelCount: try fields.integer("differentPixels"),
            antialiasedPixelCount: try fields.integer("antialiasedPixels"), ignoredPixelCount: try fields.integer("ignored"),
            allowedDifferentPixels: try fields.integer("allowedDifferentPixels"), largestDelta: try fields.number("largestDelta"),
            changedBounds: changed)
    }

    private static func audit(_ fields: ReportFields) throws(GoldenReportError) -> GoldenAudit {
        GoldenAudit(name: try fields.string("name"), specPath: try fields.string("spec"), level: try fields.string("level"),
                    summary: try fields.string("summary"), failures: try fields.strings("failures"))
    }

    private static func warning(_ fields: ReportFields) throws(GoldenReportError) -> GoldenWarning {
        GoldenWarning(name: try fields.string("name"), specPath: try fields.string("spec"), lines: try fields.strings("lines"))
    }

    private static func animation(_ fields: ReportFields) throws(GoldenReportError) -> GoldenAnimation {
        GoldenAnimation(name: try fields.string("name"), frames: try fields.strings("frames"),
                        actual: try fields.optionalString("actual"), expected: try fields.optionalString("expected"))
    }
}

extension DiffMethod {
    /// The method a report names: `exact`, `per-channel 2`, `perceptual 0.1`, `perceptual 0.1 include-aa`.
    init?(reportName: String) {
        let words = reportName.split(separator: " ").map(String.init)
        switch words.first {
        case "exact" where words.count == 1:
            self = .exact
        case "per-channel" where words.count == 2:
            guard let tolerance = UInt8(words[1]) else { return nil }
            self = .perChannel(tolerance: tolerance)
        case "perceptual" where words.count == 2 || (words.count == 3 && words[2] == "include-aa"):
            guard let threshold = Double(words[1]),
                  let options = try? PerceptualOptions(threshold: threshold, includeAA: words.count == 3) else { return nil }
            self = .perceptual(options)
        default:
            return nil
        }
    }
}

/// One object of a report.json, read key by key, each error naming its key path.
private struct ReportFields {
    let object: JSONObject
    let keyPath: String
    let path: String

    init(_ value: JSONValue, keyPath: String, path: String) throws(GoldenReportError) {
        guard case .object(let object) = value else { throw .invalid(path: path, keyPath: keyPath, problem: "not an object") }
        (self.object, self.keyPath, self.path) = (object, keyPath, path)
    }

    /// The key path of `key` in this object.
    func keyPath(of key: String) -> String {
        keyPath == "(the file)" ? key : "\(keyPath).\(key)"
    }

    func invalid(_ key: String, _ problem: String) -> GoldenReportError {
        .invalid(path: path, keyPath: keyPath(of: key), problem: problem)
    }

    func string(_ key: String) throws(GoldenReportError) -> String {
        guard let text = try optionalString(key) else { throw invalid(key, "missing; a string") }
        return text
    }

    func optionalString(_ key: String) throws(GoldenReportError) -> String? {
        switch object[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let other?: throw invalid(key, "\(other.excerpt); a string")
        }
    }

    func number(_ key: String) throws(GoldenReportError) -> Double {
        guard case .number(let number)? = object[key], number.doubleValue.isFinite else {
            throw invalid(key, "\(object[key]?.excerpt ?? "missing"); a number")
        }
        return number.doubleValue
    }

    func integer(_ key: String) throws(GoldenReportError) -> Int {
        guard case .number(let number)? = object[key], let value = number.intValue else {
            throw invalid(key, "\(object[key]?.excerpt ?? "missing"); a whole number")
        }
        return value
    }

    func integers(_ key: String) throws(GoldenReportError) -> [Int] {
        guard case .array(let values)? = object[key] else { throw invalid(key, "\(object[key]?.excerpt ?? "missing"); an array") }
        var numbers: [Int] = []
        for value in values {
            guard case .number(let number) = value, let whole = number.intValue else { throw invalid(key, "\(value.excerpt); a whole number") }
            numbers.append(whole)
        }
        return numbers
    }

    func strings(_ key: String, optional: Bool = false) throws(GoldenReportError) -> [String] {
        guard let value = object[key] else {
            if optional { return [] }
            throw invalid(key, "missing; an array of strings")
        }
        guard case .array(let values) = value else { throw invalid(key, "\(value.excerpt); an array of strings") }
        var texts: [String] = []
        for value in values {
            guard case .string(let text) = value else { throw invalid(key, "\(value.excerpt); a string") }
            texts.append(text)
        }
        return texts
    }

    func optionalObject(_ key: String) throws(GoldenReportError) -> ReportFields? {
        guard let value = object[key], value != .null else { return nil }
        return try ReportFields(value, keyPath: keyPath(of: key), path: path)
    }

    func objects(_ key: String, optional: Bool = false) throws(GoldenReportError) -> [ReportFields] {
        guard let value = object[key] else {
            if optional { return [] }
            throw invalid(key, "missing; an array of objects")
        }
        guard case .array(let values) = value else { throw invalid(key, "\(value.excerpt); an array of objects") }
        let prefix = keyPath(of: key)
        var fields: [ReportFields] = []
        for (index, element) in values.enumerated() {
            fields.append(try ReportFields(element, keyPath: "\(prefix)[\(index)]", path: path))
        }
        return fields
    }
}
