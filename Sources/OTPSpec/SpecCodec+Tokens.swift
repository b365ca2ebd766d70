import OTPJSON
import OTPTokens

extension SpecCodec where Value == TokenSourceList {
    /// A token file (`"tokens.json"`), files in order (`["base.json", "brand.json"]`), or
    /// files per mode (`{"light": [...], "dark": [...]}`, a mode's list may be one string).
    static var tokenSources: SpecCodec {
        SpecCodec(decode: { json, path, _ throws(SpecError) in
            switch json {
            case .object(let object):
                guard !object.isEmpty else { throw path.invalid(json, "names no modes") }
                var modes: [TokenSourceList.TokenMode] = []
                for member in object.members {
                    modes.append(TokenSourceList.TokenMode(name: member.key, files: try files(member.value, path.key(member.key))))
                }
                return .modes(modes)
            default:
                return .files(try files(json, path))
            }
        }, encode: { sources in
            switch sources {
            case .files(let files): return files.count == 1 ? .string(files[0]) : .array(files.map(JSONValue.string))
            case .modes(let modes):
                var object = JSONObject()
                for mode in modes { object[mode.name] = .array(mode.files.map(JSONValue.string)) }
                return .object(object)
            }
        }, type: "file, array of files, or object of modes to files", schema: { _ in
            let files = SchemaFragment.fileNames
            return SchemaFragment.anyOf([files, ["type": "object", "minProperties": 1, "additionalProperties": .object(files)]])
        })
    }

    /// A file name or a non-empty array of them.
    static func files(_ json: JSONValue, _ path: SpecPath) throws(SpecError) -> [String] {
        switch json {
        case .string(let file) where !file.isEmpty:
            return [file]
        case .array(let items) where !items.isEmpty:
            var files: [String] = []
            for (i, item) in items.enumerated() {
                guard case .string(let file) = item, !file.isEmpty else { throw path.index(i).wrongType(item, expected: "a file name") }
                files.append(file)
            }
            return files
        default:
            throw path.wrongType(json, expected: "a file name or a non-empty array of file names")
        }
    }
}

extension SpecCodec where Value == [String] {
    /// A file name (`"Localizable.xcstrings"`) or file names in order.
    static var fileNames: SpecCodec {
        SpecCodec(decode: { json, path, _ throws(SpecError) in try SpecCodec<TokenSourceList>.files(json, path) },
                  encode: { $0.count == 1 ? .string($0[0]) : .array($0.map(JSONValue.string)) },
                  type: "file or array of files", schema: { _ in SchemaFragment.fileNames })
    }
}
