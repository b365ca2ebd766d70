import Foundation
import OTPJSON
import OTPTestSupport
import OTPTokens

/// The token files of `Fixtures/` (written for these tests in the shapes design systems
/// export), and token trees written inline.
enum TokenFixtures {
    static let folder = RepositoryFiles.root.appendingPathComponent("Tests/OTPTokensTests/Fixtures").path

    static func path(_ name: String) -> String {
        folder + "/" + name
    }

    /// The tokens of `files` (inside `Fixtures/`) for `mode`.
    static func load(_ files: [String], mode: String? = nil, remPixels: Double = 16) throws(TokenError) -> TokenSet {
        try TokenSources.load(.files(files), mode: mode, baseDirectory: folder, remPixels: remPixels).tokens
    }

    /// The tokens of inline trees, each a layer named `layerN.json`.
    static func resolve(_ trees: String..., remPixels: Double = 16) throws(TokenError) -> TokenSet {
        let layers = trees.enumerated().map { index, text in
            TokenLayer(file: "layer\(index + 1).json", tree: (try? JSONValue.parse(Array(text.utf8))) ?? .null)
        }
        return try TokenSet(layers: layers, remPixels: remPixels)
    }

    /// The message of the error resolving every token of `trees` throws; nil when none.
    static func message(_ trees: String...) -> String? {
        let layers = trees.enumerated().map { index, text in
            TokenLayer(file: "layer\(index + 1).json", tree: (try? JSONValue.parse(Array(text.utf8))) ?? .null)
        }
        do {
            _ = try TokenSet(layers: layers).allTokens()
            return nil
        } catch {
            return error.description
        }
    }
}

extension TokenSet {
    /// The `#RRGGBB[AA]` of the colour token at `path`; nil when it is not one or cannot be resolved.
    func hex(_ path: String) -> String? {
        guard case .color(let color)? = try? token(path)?.value else { return nil }
        return color.hexString
    }

    /// The points of the dimension token at `path`.
    func points(_ path: String) -> Double? {
        guard case .dimension(let points)? = try? token(path)?.value else { return nil }
        return points
    }
}
