import OTPFiles
import OTPJSON

/// Reads the token files a spec names and chooses the layers of its mode: plain files, a
/// spec's own modes, Tokens Studio exports and themes, DTCG resolver documents.
///
/// Modes: the modes of a source list are its own (``TokenSourceList/modes(_:)``), or those
/// its files bring (a resolver's contexts, Tokens Studio's themes). Without a `mode`, the
/// defaults are drawn (a resolver's `default` contexts, Tokens Studio's first theme); a `mode`
/// where there are none is an error.
public enum TokenSources {
    /// The tokens and the mode they are for (nil when the sources have no modes).
    public typealias Loaded = (tokens: TokenSet, mode: String?)

    /// The tokens of `sources` for `mode`; paths are relative to `baseDirectory`.
    /// `files` are those already read (a batch's other modes').
    /// - Returns: the tokens and the mode they are for (nil when the sources have no modes).
    public static func load(_ sources: TokenSourceList, mode: String?, baseDirectory: String,
                            remPixels: Double = 16, files: TokenFiles = TokenFiles()) throws(TokenError) -> Loaded {
        let (layers, chosen) = try self.layers(sources, mode: mode, baseDirectory: baseDirectory, files: files)
        return (try TokenSet(layers: layers, remPixels: remPixels), chosen)
    }

    /// Every mode of `sources`, in order; empty when they have none.
    public static func modes(_ sources: TokenSourceList, baseDirectory: String, files: TokenFiles = TokenFiles()) throws(TokenError) -> [String] {
        switch sources {
        case .modes(let modes): return modes.map(\.name)
        case .files(let paths):
            var names: [String] = []
            for path in paths {
                for name in try TokenSourceFile.read(PathName.resolved(path, from: baseDirectory), files: files).modeNames where !names.contains(name) {
                    names.append(name)
                }
            }
            return names
        }
    }

    static func layers(_ sources: TokenSourceList, mode: String?, baseDirectory: String, files: TokenFiles) throws(TokenError) -> ([TokenLayer], String?) {
        switch sources {
        case .modes(let modes):
            guard let chosen = mode.map({ name in modes.first { $0.name == name } }) ?? modes.first else {
                throw TokenError(.unknownMode(mode ?? "", known: modes.map(\.name)), file: nil)
            }
            var layers: [TokenLayer] = []
            for file in chosen.files {
                layers += try TokenSourceFile.read(PathName.resolved(file, from: baseDirectory), files: files).layers(mode: nil)
            }
            return (layers, chosen.name)
        case .files(let names):
            let sourceFiles = try names.map { file throws(TokenError) in try TokenSourceFile.read(PathName.resolved(file, from: baseDirectory), files: files) }
            let withModes = sourceFiles.filter { !$0.modeNames.isEmpty }
            if let mode, withModes.isEmpty {
                throw TokenError(.modeMismatch("mode \(JSONValue.quoted(mode)) is given, but the token files have no modes "
                                               + "(give {\"\(mode)\": [files], …} as tokens, a resolver or Tokens Studio themes)"), file: names.last)
            }
            let chosen = mode ?? withModes.first?.defaultMode
            var layers: [TokenLayer] = []
            for file in sourceFiles {
                layers += try file.layers(mode: file.modeNames.isEmpty ? nil : chosen)
            }
            return (layers, chosen)
        }
    }
}
