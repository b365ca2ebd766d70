import Foundation
import OTPRaster
import OTPTestSupport
import Testing

/// `otp-render tokens` and specs that name tokens, run as processes on the token files of
/// `Goldens/tokens`.
@Suite struct TokensCommandTests {
    static let goldens = RepositoryFiles.root.appendingPathComponent("Goldens/tokens")

    @Test func theJSONListingHasEveryTokenResolvedWithItsAlias() throws {
        let result = try CommandRunner.run(["tokens", "app.resolver.json", "--mode", "dark", "--json"], in: Self.goldens)
        #expect(result.status == 0, "\(result.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(root["mode"] as? String == "dark")
        #expect(root["modes"] as? [String] == ["light", "dark"])
        let tokens = try #require(root["tokens"] as? [String: [String: Any]])
        #expect(tokens["color.border.default"]?["type"] as? String == "color")
        #expect(tokens["color.border.default"]?["value"] as? String == "#424A53")
        #expect(tokens["color.border.default"]?["aliasOf"] as? String == "color.gray.700")
        #expect(tokens["color.gray.700"]?["aliasOf"] == nil)
        #expect(tokens["size.cell.width"]?["value"] as? Double == 48)
        #expect(tokens["color.border.focusRing"]?["value"] as? String == "#319BFF59")
        let code = try #require(tokens["typography.code"]?["value"] as? [String: Any])
        #expect(code["family"] as? String == "Inter" && code["size"] as? Double == 28 && code["weight"] as? Int == 600)
    }

    @Test func theTextListingIsOneLinePerToken() throws {
        let result = try CommandRunner.run(["tokens", "app.tokens.json", "light.tokens.json"], in: Self.goldens)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        #expect(lines.first == "color.gray.0            color       #FFFFFF")
        #expect(lines.contains("radius.md               dimension   8"))
        #expect(lines.contains("color.border.default    color       #D0D7DE  → color.gray.300"))
        #expect(lines.contains { $0.hasPrefix("border.default ") && $0.hasSuffix(##"{"color": "#D0D7DE", "width": 1, "style": "solid"}"##) })
    }

    @Test func badTokenFilesAndModesExitWith64() throws {
        let missing = try CommandRunner.run(["tokens", "absent.json"], in: Self.goldens)
        #expect(missing.status == 64 && missing.stderr == "otp-render: absent.json: no such file\n")
        let mode = try CommandRunner.run(["tokens", "app.resolver.json", "--mode", "sepia"], in: Self.goldens)
        #expect(mode.status == 64)
        #expect(mode.stderr == #"otp-render: app.resolver.json: mode "sepia" is not a mode of the token sources (modes: light, dark)"# + "\n")
        // A render resolves only the tokens its spec names; the listing resolves every one.
        let broken = RepositoryFiles.root.appendingPathComponent("Tests/OTPTokensTests/Fixtures/dtcg")
        let cycle = try CommandRunner.run(["tokens", "broken.tokens.json"], in: broken)
        #expect(cycle.status == 64 && cycle.stdout.isEmpty)
        #expect(cycle.stderr == "otp-render: broken.tokens.json: color.loop: alias cycle color.loop → color.back → color.loop\n")
        let none = try CommandRunner.run(["tokens"], in: Self.goldens)
        #expect(none.status == 64 && none.stderr.hasPrefix("Error: Missing expected argument '<file>'"))
    }

    @Test func aBadReferenceWritesNothing() throws {
        let folder = CommandRunner.temporaryFolder()
        for name in ["app.tokens.json", "light.tokens.json", "dark.tokens.json", "app.resolver.json", "tokens-light.json"] {
            try FileManager.default.copyItem(at: Self.goldens.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let result = try CommandRunner.run(["render", "tokens-light.json", "--set", #"cell.cornerRadius="{color.accent}""#, "-o", "out.png"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr == #"otp-render: tokens-light.json: cell.cornerRadius: "{color.accent}" is a color token (light.tokens.json); cell.cornerRadius takes a dimension, number or border token"# + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
        let rendered = try CommandRunner.run(["render", "tokens-light.json", "-o", "out.png"], in: folder)
        #expect(rendered.status == 0, "\(rendered.stderr)")
    }

    @Test func renderExplainsWhichKeysCameFromTokens() throws {
        let result = try CommandRunner.run(["render", "tokens-dark.json", "--explain", "-o", "-"], in: Self.goldens)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "mode dark")
        #expect(lines.contains("cell.cornerRadius  radius.md            8"))
        #expect(lines.contains("colors.border      border.default       #424A53"))
        #expect(lines.contains { $0.hasPrefix("font ") && $0.hasSuffix(#"{"family": "Inter", "size": 28, "weight": 600}"#) })
        #expect(try Pixmap(pngData: [UInt8](result.stdout)).width > 0)
        let plain = try CommandRunner.run(["render", "--preset", "boxed", "--explain", "-o", "-"])
        #expect(plain.stderr == "no key of the spec came from a design token\n")
    }
}
