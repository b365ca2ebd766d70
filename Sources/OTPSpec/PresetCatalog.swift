import Synchronization

/// Named starting points for specs: the seed components and the common modern styles.
/// A spec's `preset` key starts from one of these; its other keys override it.
///
/// Each preset is a JSON spec, `Presets/NAME.json` beside this file, listed with its summary
/// and notes in `Presets/presets.json`; the build embeds them (`PresetSources.swift`, which
/// `Scripts/presets.py` writes from them), and the spec decoder reads each at its first use.
/// So `otp-render render NAME.json` draws what `--preset NAME` draws.
public enum Presets {
    /// A preset's name, one-line summary and spec.
    public struct Entry: Sendable {
        public let name: String
        public let summary: String

        /// The preset's spec, decoded at its first use and kept.
        public var spec: FieldSpec { Presets.spec(named: name, fromJSON: json) }

        /// The spec as JSON text, as `Presets/NAME.json` has it.
        let json: String
    }

    /// Every preset, in the order `otp-render presets` lists them.
    public static var all: [Entry] { sources }

    /// The names of every preset.
    public static let names: [String] = sources.map(\.name)

    /// The preset of a name, or `nil`.
    public static func named(_ name: String) -> FieldSpec? {
        sources.first { $0.name == name }?.spec
    }

    /// The specs decoded so far, by name.
    private static let decoded = Mutex<[String: FieldSpec]>([:])

    /// The spec of the preset `name` from its JSON, decoded once per process. The lock is not
    /// held while decoding, since a preset may start from another (`"preset": "countdown"`).
    private static func spec(named name: String, fromJSON json: String) -> FieldSpec {
        if let spec = decoded.withLock({ $0[name] }) { return spec }
        var spec: FieldSpec
        do {
            spec = try SpecDecoder.decode(json: Array(json.utf8), file: "Presets/\(name).json", presetNames: names,
                                          presets: named)
        } catch {
            // Every preset is rendered by the tests, so a preset that does not decode cannot ship.
            preconditionFailure("\(error)")
        }
        spec.preset = name
        return decoded.withLock { cache in
            if let first = cache[name] { return first }
            cache[name] = spec
            return spec
        }
    }
}
