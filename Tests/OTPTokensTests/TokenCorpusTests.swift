import Foundation
import OTPTestSupport
import OTPTokens
import Testing

/// Token files as public design systems publish them (`../shared/corpus/tokens`, read in place,
/// skipped with a message when absent): each resolves as its own build resolves it.
@Suite struct TokenCorpusTests {
    static let folder = RepositoryFiles.corpus("tokens").path
    static let isAvailable = FileManager.default.fileExists(atPath: folder + "/README.md")

    static func load(_ files: [String], mode: String? = nil) throws -> TokenSet {
        try TokenSources.load(.files(files), mode: mode, baseDirectory: folder).tokens
    }

    @Test(.enabled(if: isAvailable, "the token corpus (../shared/corpus/tokens) is absent"))
    func paragonColoursAliasChainsAndShadowsInRem() throws {
        let tokens = try Self.load(["paragon-light-color.json", "paragon-light-elevation.json"])
        #expect(tokens.hex("color.white") == "#FFFFFF")
        #expect(tokens.hex("color.gray.100") == "#EBEBEB")
        guard case .shadow(let level1)? = try tokens.token("elevation.box-shadow.level.1")?.value else {
            Issue.record("elevation.box-shadow.level.1 is not a shadow")
            return
        }
        #expect(level1.count == 2)
        #expect(level1[0].offsetY == 1 && level1[0].blur == 2 && level1[0].color.hexString == "#00000026")
        let aliases = try tokens.allTokens().filter { $0.aliasOf != nil }
        #expect(aliases.count > 50, "Paragon's colours alias one another")
        for alias in aliases { #expect(try tokens.token(alias.aliasOf ?? "") != nil) }
    }

    @Test(.enabled(if: isAvailable, "the token corpus (../shared/corpus/tokens) is absent"))
    func bisonColourObjectsOneFilePerMode() throws {
        let light = try Self.load(["bison-Light.tokens.json"])
        let dark = try Self.load(["bison-Dark.tokens.json"])
        #expect(light.hex("Border.Plain") == "#B6B6B6")
        #expect(light.hex("Border.Primary") == "#2D6AF0")
        #expect(try light.allTokens().count == dark.allTokens().count)
        #expect(try light.allTokens().contains { light.hex($0.path) != dark.hex($0.path) })
    }

    @Test(.enabled(if: isAvailable, "the token corpus (../shared/corpus/tokens) is absent"))
    func metaMaskTokensStudioSets() throws {
        let light = try Self.load(["metamask-figma-tokens.json#global", "metamask-figma-tokens.json#light"])
        let dark = try Self.load(["metamask-figma-tokens.json#global", "metamask-figma-tokens.json#dark"])
        #expect(light.hex("brandColors.white.white000") == "#FFFFFF")
        #expect(try light.allTokens().count == dark.allTokens().count)
        #expect(try Self.load(["metamask-figma-tokens.json"]).allTokens().count >= light.allTokens().count)
    }

    @Test(.enabled(if: isAvailable, "the token corpus (../shared/corpus/tokens) is absent"))
    func primerTypographyNeedsItsBaseFile() throws {
        #expect {
            try Self.load(["primer-typography.json"]).allTokens()
        } throws: { error in
            "\(error)".contains("names no token") && "\(error)".contains("primer-typography.json: ")
        }
    }
}
