import OTPJSON

/// A batch of images from one JSON file:
///
/// ```json
/// { "base":   { "preset": "boxed", "value": "1234" },
///   "matrix": { "style": ["boxed", "grid"], "state": ["normal", "error"], "scale": [1, 2, 3] },
///   "items":  [ { "name": "pay", "spec": { "preset": "alipay-grid" } } ] }
/// ```
/// A manifest's `tokens` and `strings` are its specs' (unless `base` names its own), and
/// `mode` and `locale` may be axes of the matrix (`"matrix": {"locale": ["en", "de", "ar"]}`).
/// Every combination of the matrix's values (the last key varying fastest) is set over
/// `base` and named by its values (`grid-error@2x`); each item's spec is merged over `base`
/// and named by its `name`. Items come first, then the matrix, in file order, so a batch's
/// work list is the same on every machine (which is what `--shard` splits).
public struct Manifest: Sendable {
    /// One image to render: its output name (not yet a file name) and its spec as JSON.
    public struct Item: Sendable, Hashable {
        public let name: String
        public let spec: JSONValue
    }

    /// The most images one manifest may describe.
    public static let maximumItems = 100_000

    /// The images, in order.
    public let items: [Item]
    /// The manifest's `format`: what every image is written as; `nil` when it gives none.
    public var format: ImageFormat? = nil

    /// Reads a manifest; errors name the file and the key path (`matrix.state`,
    /// `items[2].name`).
    public static func parse(json: [UInt8], file: String? = nil) throws(SpecError) -> Manifest {
        do throws(SpecError) {
            guard case .object(let root) = try SpecError.readingJSON({ () throws(JSONError) in try JSONValue.parse(json) }) else {
                throw SpecError(.invalidValue(path: "top level", value: "", reason: "must be a JSON object with base, matrix and/or items"))
            }
            let keys = ["$schema", "base", "matrix", "items", "format", "tokens", "strings"]
            for key in root.keys where !keys.contains(key) {
                throw SpecError(.unknownKey(path: key, suggestions: KeySuggestion.nearest(to: key, among: keys).map { [$0] } ?? []))
            }
            switch root["$schema"] {  // the file's JSON Schema, for editors
            case nil, .string?: break
            case let other?: throw SpecError(.wrongType(path: "$schema", value: SpecError.quote(other), expected: "a string (the schema's URL or path)"))
            }
            let format = try imageFormat(root["format"])
            let base = try baseSpec(root["base"], tokens: root["tokens"], strings: root["strings"])
            var items = try explicitItems(root["items"], base: base)
            items += try matrixItems(root["matrix"], base: base, alreadyCounted: items.count)
            guard !items.isEmpty else {
                throw SpecError(.invalidValue(path: "top level", value: "", reason: "describes no images: give a matrix or items"))
            }
            return Manifest(items: items, format: format)
        } catch {
            throw error.in(file: file)
        }
    }

    private static func imageFormat(_ value: JSONValue?) throws(SpecError) -> ImageFormat? {
        guard let value else { return nil }
        let names = ImageFormat.allCases.map(\.rawValue)
        guard case .string(let name) = value, let format = ImageFormat(rawValue: name) else {
            throw SpecError(.invalidValue(path: "format", value: SpecError.quote(value), reason: "must be " + names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]))
        }
        return format
    }

    /// `base`, with the manifest's `tokens` and `strings` where `base` names none.
    private static func baseSpec(_ value: JSONValue?, tokens: JSONValue?, strings: JSONValue?) throws(SpecError) -> JSONValue {
        var spec: JSONObject
        switch value {
        case nil: spec = JSONObject()
        case .object(let object)?: spec = object
        case let other?: throw SpecError(.wrongType(path: "base", value: SpecError.quote(other), expected: "an object (a spec)"))
        }
        if let tokens, spec["tokens"] == nil { spec["tokens"] = tokens }
        if let strings, spec["strings"] == nil { spec["strings"] = strings }
        return .object(spec)
    }

    private static func explicitItems(_ value: JSONValue?, base: JSONValue) throws(SpecError) -> [Item] {
        guard let value else { return [] }
        guard case .array(let entries) = value else {
            throw SpecError(.wrongType(path: "items", value: SpecError.quote(value), expected: "an array of {\"name\": ..., \"spec\": {...}}"))
        }
        guard entries.count <= maximumItems else {
            throw SpecError(.outOfRange(path: "items", value: "\(entries.count) items", requirement: "at most \(maximumItems)"))
        }
        var items: [Item] = []
        for (i, entry) in entries.enumerated() {
            guard case .object(let object) = entry else {
                throw SpecError(.wrongType(path: "items[\(i)]", value: SpecError.quote(entry), expected: "an object with name and spec"))
            }
            for key in object.keys where key != "name" && key != "spec" {
                throw SpecError(.unknownKey(path: "items[\(i)].\(key)", suggestions: KeySuggestion.nearest(to: key, among: ["name", "spec"]).map { [$0] } ?? []))
            }
            guard case .string(let name)? = object["name"], !name.isEmpty else {
                throw SpecError(.wrongType(path: "items[\(i)].name", value: object["name"].map(SpecError.quote) ?? "missing", expected: "a non-empty string"))
            }
            let spec = object["spec"] ?? .object(JSONObject())
            guard case .object = spec else {
                throw SpecError(.wrongType(path: "items[\(i)].spec", value: SpecError.quote(spec), expected: "an object (a spec)"))
            }
            items.append(Item(name: name, spec: base.merging(spec)))
        }
        return items
    }

    /// `matrix: 1 item plus 100000 matrix combinations must be at most 100000 images in all
    /// (items plus matrix combinations)`; `combinations` is nil when it is beyond counting.
    private static func tooManyImages(items: Int, combinations: Int?) -> SpecError {
        let matrix = combinations.map { "\($0) matrix combinations" } ?? "more than \(maximumItems) matrix combinations"
        let value = items == 0 ? matrix : "\(items) \(items == 1 ? "item" : "items") plus \(matrix)"
        return SpecError(.outOfRange(path: "matrix", value: value,
                                     requirement: "at most \(maximumItems) images in all (items plus matrix combinations)"))
    }

    private static func matrixItems(_ value: JSONValue?, base: JSONValue, alreadyCounted: Int) throws(SpecError) -> [Item] {
        guard let value else { return [] }
        guard case .object(let matrix) = value else {
            throw SpecError(.wrongType(path: "matrix", value: SpecError.quote(value), expected: "an object of key paths to arrays of values"))
        }
        var axes: [(key: String, values: [JSONValue])] = []
        var count = 1
        for member in matrix.members {
            guard case .array(let values) = member.value, !values.isEmpty else {
                throw SpecError(.wrongType(path: "matrix.\(member.key)", value: SpecError.quote(member.value), expected: "a non-empty array of values"))
            }
            axes.append((member.key, values))
            let product = count.multipliedReportingOverflow(by: values.count)
            count = product.partialValue
            guard !product.overflow, count + alreadyCounted <= maximumItems else {
                throw tooManyImages(items: alreadyCounted, combinations: product.overflow ? nil : count)
            }
        }
        guard !axes.isEmpty else { return [] }
        var items: [Item] = []
        items.reserveCapacity(count)
        var indices = [Int](repeating: 0, count: axes.count)
        for _ in 0..<count {
            var spec = base
            var nameParts: [String] = [], scaleSuffix = ""
            for (axis, index) in zip(axes, indices) {
                let chosen = axis.values[index]
                spec = try SpecError.readingJSON { () throws(JSONError) in try spec.setting(keyPath: axis.key, to: chosen) }
                if axis.key == "scale" { scaleSuffix = "@\(plainText(chosen))x" } else { nameParts.append(plainText(chosen)) }
            }
            let name = nameParts.isEmpty ? "image" : nameParts.joined(separator: "-")
            items.append(Item(name: name + scaleSuffix, spec: spec))
            advance(&indices, limits: axes.map(\.values.count))
        }
        return items
    }

    /// The odometer step: the last index turns fastest.
    private static func advance(_ indices: inout [Int], limits: [Int]) {
        var position = indices.count - 1
        while position >= 0 {
            indices[position] += 1
            if indices[position] < limits[position] { return }
            indices[position] = 0
            position -= 1
        }
    }

    /// A value as it reads in a name: strings bare, everything else as compact JSON.
    private static func plainText(_ value: JSONValue) -> String {
        if case .string(let text) = value { return text }
        return value.description
    }

    /// A safe file name for an item name: letters, digits and `._@+-` kept, everything else
    /// (slashes, spaces, control characters) replaced by `_`, no leading dot, at most 200
    /// characters, and the format's extension appended; so a name can never leave the output folder.
    public static func fileName(for name: String, format: ImageFormat = .png) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._@+-")
        var safe = String(name.map { allowed.contains($0) ? $0 : "_" })
        while safe.hasPrefix(".") { safe.removeFirst() }
        if safe.isEmpty { safe = "_" }
        return String(safe.prefix(200)) + "." + format.fileExtension
    }
}
