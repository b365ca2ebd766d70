import OTPJSON

/// The spec reference, `docs/SPEC.md`: every key with its type, default and meaning, made
/// from the schema that decodes specs (``SpecKeyReference``), under the rules every spec
/// follows and the geometry conventions. `otp-render spec-doc` prints it, and a test fails
/// when the file in the repository is not what this makes.
public enum SpecReference {
    /// Every key, depth first in schema order: `preset`, `style`, ..., `cell`,
    /// `cell.width`, ...
    public static var keys: [SpecKeyReference] {
        SpecSchema.root.memberReferences(FieldSpec(), "")
    }

    /// The whole reference as Markdown, ending in a newline: the rules, then a table of the
    /// top-level keys, then a table for each object's members.
    public static var markdown: String {
        let all = keys
        let topLevel = all.filter { !$0.path.contains(".") }
        var text = introduction + "\n## Top-level keys\n\n" + tableHeader
        for key in topLevel {
            let members = all.filter { $0.path.hasPrefix(key.path + ".") }
            text += members.isEmpty ? row(key) : row(key, defaultText: "see [`\(key.path)`](#\(key.path.lowercased()))")
        }
        for key in topLevel {
            let members = all.filter { $0.path.hasPrefix(key.path + ".") }
            guard !members.isEmpty else { continue }
            text += "\n## `\(key.path)`\n\n" + key.meaning + "\n\n" + tableHeader + members.map { row($0) }.joined()
        }
        return text
    }

    private static let tableHeader = "| key | type | default | meaning |\n|---|---|---|---|\n"

    private static func row(_ key: SpecKeyReference, defaultText: String? = nil) -> String {
        let cells = ["`\(key.path)`", key.type, defaultText ?? "`\(key.defaultValue.description)`", key.meaning]
        return "| " + cells.map { $0.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }.joined(separator: " | ") + " |\n"
    }

    private static let introduction = """
        # The spec reference

        <!-- Made by `otp-render spec-doc` from the schema in Sources/OTPSpec/SpecSchema.swift; do not edit. -->

        A spec is one JSON object that describes one image of a code field. Every key is
        optional; the defaults give a 6-cell boxed field (`otp-render presets show boxed` prints
        a whole spec).

        ## How a spec is read

        - `preset` picks the starting spec (otherwise the defaults below); every other key then
          overrides it. Objects override member by member (`{"preset": "x", "cell": {"width":
          40}}` keeps the preset's other cell values); arrays, strings and numbers replace the
          value whole; `null` unsets a key whose type says "or null".
        - On the command line, `--set KEY.PATH=VALUE` sets any key over the file
          (`--set cell.width=40`, `--set groups=[3,3]`, `--set button.title=Resend`).
        - Unknown keys, wrong types and values out of range are errors naming the file, the
          key path and the value (`spec.json: cell.widht: unknown key (did you mean
          "width"?)`), exit code 64. The whole spec is checked once every override is applied,
          so `value` is checked against the final `length` and `charset`.
        - A spec's mistakes are reported together, up to 20, each on its own line with its
          line in the file (`spec.json:3: lenght: unknown key (did you mean "length"?)`):
          every key is read whatever the others' mistakes; the rules relating keys (`value`
          against `length`, a border against its cell) are checked, each independent group at
          once, when every key reads. One mistake keeps its one-line message.
        - Text that is drawn (`value`, `input`, `placeholder`, `secure.mask`, `separator.text`,
          `button.title`, `button.format`) may not hold emoji, right-to-left scripts, combining
          marks or control and formatting characters, nor characters that none of the spec's
          fonts has (the family or `font.file`, then the bundled CJK fallback).

        ## Geometry

        - Every length is in points; the image is `scale` pixels per point, its size the layout's
          size times `scale`, rounded up. The origin is the top left corner, y grows downward.
        - Cells run left to right from `padding`, `cell.spacing` apart; between groups the
          `separator.gap` replaces the spacing, and the `grid` style has none. The button sits
          `button.gap` after the cells (before them when `direction` is `rtl`; the code itself is
          always left to right), as tall as a cell.
        - A border lies inside its cell: the outer edge is the cell's rectangle with
          `cell.cornerRadius`, the inner edge is inset by the border width. Characters are centred
          in their cells on one baseline: the cell's centre plus half the font's cap height.
        - Colours are CSS colours in any form CSS Color 4 writes: `#RRGGBB`, `#RRGGBBAA`,
          `#RGB`, `#RGBA`, `rgb()`, `hsl()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`,
          `color()` in the spaces design tokens use, the CSS names (`blue`, `rebeccapurple`) and
          `transparent`. Each is converted to 8-bit sRGB (straight alpha) and gamut-mapped as
          a token's colour is (docs/tokens.md), so it draws the same pixels as its hex twin,
          and is written back (`presets show`, `--explain`, the region map, SVG) as
          `#RRGGBB` or `#RRGGBBAA` in upper case. Colours are composited over
          `colors.background`.
        - Keys of type "colour or CSS gradient" also take a CSS `linear-gradient(...)` or
          `radial-gradient(...)`: `linear-gradient(90deg, #A855F7, #EC4899)`,
          `linear-gradient(to top right, #FFFFFF 20%, #00000000)`,
          `radial-gradient(circle closest-side at 50% 0%, #FFF, #E5E7EB 80%)`. Directions are
          angles (`deg`, `turn`, `rad`, `grad`) or `to` a side or corner; radial gradients take
          `circle` or `ellipse`, a size keyword or radii, and `at` a position. Stops are a colour
          (`#RGB`, `#RRGGBBAA`, `rgb()`, `rgba()`, `transparent`, `black`, `white`) with up to two
          positions (`%`, `px` meaning points); stops without one are spread as CSS spreads them.
          As in CSS, the gradient is sized by the box it fills (each cell's, or the row's with
          `colors.gradientSpace` `field`), interpolated in premultiplied sRGB and each pixel's
          colour is taken at its centre, rounded once, without dithering. Repeating gradients
          and interpolation hints are not read.

        """
}
