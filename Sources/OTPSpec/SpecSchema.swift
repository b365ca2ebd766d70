import OTPJSON

/// The keys of the JSON spec: every property of ``FieldSpec`` and its nested types under its
/// Swift name, each with its entry in the spec reference (`docs/SPEC.md`). Keys are in the
/// order a spec is usually read: what the field is, what it holds, how its cells look, then
/// colours, extras and the image. The decoder reads through these tables, the encoder writes
/// through them and the reference is made from them, so the three cannot disagree. The
/// tables are built once, on first use.
enum SpecSchema {
    /// The whole spec.
    static let root: SpecCodec<FieldSpec> = .object([
        SpecField("preset", \.preset, .optional(.string),
                  "The preset the spec starts from (`otp-render presets`); every other key overrides it."),
        SpecField("tokens", \.tokens, .optional(.tokenSources),
                  "Design token files (DTCG or Tokens Studio), relative to the spec: one file, files in order (later "
                  + "ones override earlier ones), a resolver or Tokens Studio export with its own modes, or "
                  + "`{\"light\": [files], \"dark\": [files]}`. Any value may then be a reference such as "
                  + "`\"{color.border.default}\"` (docs/tokens.md); null for none."),
        SpecField("mode", \.mode, .optional(.string),
                  "The tokens' mode (`light`, `dark`, a resolver's context, a Tokens Studio theme); null for the first."),
        SpecField("rem", \.rem, SpecCodec.number.bounded(minimum: 0, maximum: 1_000, exclusiveMinimum: true), "Points per rem in token dimensions, > 0 and ≤ 1,000."),
        SpecField("strings", \.strings, .optional(.fileNames),
                  "String sources, relative to the spec: an Apple string catalog (`.xcstrings`), a `.strings` file in a "
                  + "`LOCALE.lproj` folder, an Android `res` folder, or a JSON file of locales to keys to texts; one, or "
                  + "several in order (later ones win). Any text may then be `\"@key\"` or `{\"key\", \"args\"}` "
                  + "(docs/locales.md); null for none."),
        SpecField("locale", \.locale, .optional(.string),
                  "The locale texts are looked up for (`de`, `pt-BR`, `ar`): its own texts, then its language's, then the "
                  + "sources' source language's. It sets `direction` (`rtl` for Arabic, Hebrew, Persian, Urdu, …) unless "
                  + "the spec gives one; null for the source language."),
        SpecField("digits", \.digits, .numberingSystem,
                  "The digits the code, the countdown and every number in a text are shown in, by CLDR name: `latn` "
                  + "(0-9), `arab` (٠-٩), `arabext` (۰-۹), `deva`, `beng`, `thai`, `hanidec`, …; `locale` for the "
                  + "locale's own (`arab` for `ar`, `latn` for `ar-MA`). `value` stays ASCII."),
        SpecField("textScale", \.textScale, .textScale,
                  "Every text's size times this, as a system text size sets it: a number 0.5…4 (Android's font scales "
                  + "0.85, 1.15, 1.3, 1.5, 1.8, 2) or an iOS Dynamic Type size, `xSmall`, `small`, `medium`, `large` "
                  + "(1), `xLarge`, `xxLarge`, `xxxLarge`, `AX1` … `AX5` (its body size over 17 pt: `AX5` is 53 / 17). "
                  + "Cells grow by `cell.grow`. The decoded spec has its sizes at this scale (and writes `textScale` 1)."),
        SpecField("style", \.style, .enumeration,
                  "How cells are drawn: a rounded box each, a line under each, one outer border with dividers, "
                  + "a filled box each, a circle each."),
        SpecField("length", \.length, SpecCodec.integer.bounded(minimum: 1, maximum: 64), "The number of cells, 1…64."),
        SpecField("value", \.value, .text,
                  "The characters entered so far: at most `length`, each accepted by `charset`."),
        SpecField("charset", \.charset, .enumeration,
                  "Which characters may be entered: 0-9; A-Z and a-z; both; anything but control characters."),
        SpecField("state", \.state, .enumeration,
                  "The validation state; colours borders and text (`colors.error`, `colors.warning`, `colors.success`, "
                  + "`colors.disabled`); "
                  + "`loading` fades the cells and draws a spinner over them (animation `spin` turns it)."),
        SpecField("focused", \.focused, .boolean, "Whether the field has keyboard focus: the focus colour and the caret."),
        SpecField("readOnly", \.readOnly, .boolean, "Shown but not editable: no caret and no focus colour."),
        SpecField("focusIndex", \.focusIndex, .optional(SpecCodec.integer.bounded(minimum: 0)),
                  "The cell drawn in the focus colour, 0…`length` − 1; null for the caret's cell, "
                  + "`min(value.count, length − 1)`."),
        SpecField("hoverIndex", \.hoverIndex, .optional(SpecCodec.integer.bounded(minimum: 0)),
                  "The cell under the pointer, 0…`length` − 1, its border in `colors.hover` (after the state and focus: "
                  + "a hovered cell of an error field is drawn as error); null for none."),
        SpecField("secure", \.secure, secure, "Secure entry: filled cells show a mask instead of the character."),
        SpecField("caret", \.caret, caret, "The text caret, drawn when focused and not full."),
        SpecField("placeholder", \.placeholder, .text,
                  "Drawn in empty cells in `colors.placeholder`: one character per cell, or, when it has one "
                  + "character, that character in every empty cell."),
        SpecField("groups", \.groups, .optional(.array(of: SpecCodec.integer.bounded(minimum: 1))),
                  "Cell groups, each ≥ 1, adding up to `length` (`[3, 3]`); null for one group."),
        SpecField("separator", \.separator, separator, "What stands between groups."),
        SpecField("cell", \.cell, cell, "Cell geometry, in points."),
        SpecField("width", \.width, .optional(.points),
                  "The cells' total width in points, which they share: each is (width − the spacing and group "
                  + "gaps between them) / `length` wide (the grid has no spacing); null for `cell.width`."),
        SpecField("fit", \.fit, .enumeration,
                  "With `width`: `none` shares it out among the cells exactly; `shrink` takes it as the room there is: "
                  + "cells keep their size when they fit, else the spacing shrinks (to 4 pt), then the cells (to "
                  + "`cell.minWidth`), and a field still wider is reported."),
        SpecField("font", \.font, font.accepting(.font), "The text font."),
        SpecField("colors", \.colors, colors, "The colours of every part and state."),
        SpecField("states", \.states, states,
                  "What each state changes besides its border colour: `{\"error\": {\"colors\": {…}, \"cell\": {…}}}`; "
                  + "`{}` for nothing. A cell's border follows one order: disabled, error, warning, success, focus, "
                  + "hover, filled, empty."),
        SpecField("backgroundImage", \.backgroundImage, .optional(.nonEmpty),
                  "A PNG drawn scaled over the field's rectangle, behind the cells; a path relative to the spec file."),
        SpecField("title", \.title, .textOrObject(blockText(.title)),
                  "The block's title above the cells: a string, or `{\"text\", \"font\", \"color\", \"gap\"}`; "
                  + "null for none. It wraps inside the cells' row."),
        SpecField("subtitle", \.subtitle, .textOrObject(blockText(.subtitle)),
                  "The line under the title, as `title`; null for none."),
        SpecField("message", \.message, .optional(message),
                  "The line under the cells, which follows the state; null for none."),
        SpecField("align", \.align, .enumeration,
                  "Where the title, subtitle, message and a button below sit: `leading` (the left edge, the right "
                  + "edge when `direction` is `rtl`) or `center`."),
        SpecField("button", \.button, .optional(button),
                  "A countdown button beside the field (after it, or before it when `direction` is `rtl`) or under "
                  + "the message; null for none."),
        SpecField("input", \.input, .optional(.array(of: .string)),
                  "Key events replayed from an empty field; the result replaces `value`. Each is `backspace`, `clear`, "
                  + "`paste:TEXT`, `type:TEXT` or text typed as is."),
        SpecField("inputRule", \.inputRule, .enumeration,
                  "How `input` becomes the value: `standard` keeps the accepted characters of a paste (the first "
                  + "`length` replace the value); `keepLast` replaces it with the last `length` of a long insert; "
                  + "`singleCharacter` takes one letter or digit at a time; `appendUntilFull` appends until full."),
        SpecField("direction", \.direction, .enumeration,
                  "Layout direction: `rtl` puts the button on the left, lays out the block's texts right to left "
                  + "and aligns them to the right. The code itself stays left to right."),
        SpecField("animation", \.animation, .optional(animation),
                  "One moment of an animation, or null for the field at rest."),
        SpecField("successMark", \.successMark, .boolean,
                  "In the `success` state, a check mark in a disc of `colors.success` on the last cell's top right "
                  + "corner: where the `success` animation ends."),
        SpecField("card", \.card, .optional(card),
                  "A card behind the block: the box of the title, cells, message and button grown by "
                  + "`card.padding`, with rounded corners, filled with `colors.card`; null for none."),
        SpecField("shadow", \.shadow, .shadows(shadow),
                  "The block's shadows, as `cell.shadow`'s, cast by the card (without one, by the box of the title, "
                  + "cells, message and button); `[]` for none. The image ends at `padding`, so a shadow reaches "
                  + "as far into it as there is room, as a page's edge clips a browser's."),
        SpecField("padding", \.padding, .points, "Space around everything (around the card, with one), 0…10,000 pt."),
        SpecField("scale", \.scale, SpecCodec.number.bounded(minimum: 0, maximum: 8, exclusiveMinimum: true), "Device pixels per point, > 0 and ≤ 8."),
        SpecField("ignore", \.ignore, .array(of: SpecCodec.string.adding(["pattern": .string(ignoredPartPattern)])),
                  "Parts `goldens verify` leaves out of its comparison (they still draw): elements of the region map "
                  + "(`render --regions`) such as `caret` or `cell[2]`, or kinds such as `cell` (every cell); `[]` for none."),
    ], empty: FieldSpec())

    static let secure: SpecCodec<SecureSpec> = .object([
        SpecField("enabled", \.enabled, .boolean, "Whether entered characters are masked."),
        SpecField("mask", \.mask, SpecCodec.text.adding(["minLength": 1]), "`dot` for a filled circle, or any text drawn instead of each character."),
        SpecField("dotRadius", \.dotRadius, .points, "The dot's radius, 0…10,000 pt."),
        SpecField("revealLast", \.revealLast, .boolean, "Whether the last entered character stays visible."),
    ], empty: SecureSpec())

    static let caret: SpecCodec<CaretSpec> = .object([
        SpecField("visible", \.visible, .boolean, "Whether the caret is drawn."),
        SpecField("shape", \.shape, .enumeration, "A vertical bar, a line under the cell's text, or a filled block."),
        SpecField("width", \.width, .points, "Its thickness, 0…10,000 pt."),
        SpecField("inset", \.inset, .points, "A bar's distance from the cell's top and bottom, 0…10,000 pt."),
        SpecField("time", \.time, SpecCodec.number.accepting(.time).bounded(minimum: 0),
                  "Seconds into the blink, ≥ 0: 1 s cycles, fully visible at 0 (see `animation`)."),
        SpecField("placement", \.placement, .enumeration,
                  "`nextCell`: centred in the first empty cell; `afterLast`: right of the last character."),
    ], empty: CaretSpec())

    static let separator: SpecCodec<SeparatorSpec> = .object([
        SpecField("text", \.text, .text, "Drawn centred in the gap between groups; empty for a plain gap."),
        SpecField("gap", \.gap, .points, "The gap's width, 0…10,000 pt."),
    ], empty: SeparatorSpec())

    static let cell: SpecCodec<CellSpec> = .object(cellFields, empty: CellSpec())

    /// The members of `cell`; a state sets some of them (``stateCellKeys``).
    static let cellFields: [SpecField<CellSpec>] = [
        SpecField("width", \.width, .points, "0…10,000 pt."),
        SpecField("height", \.height, .points, "0…10,000 pt."),
        SpecField("spacing", \.spacing, .points, "Space between cells, 0…10,000 pt."),
        SpecField("cornerRadius", \.cornerRadius, .points, "0…10,000 pt (the `circle` style ignores it)."),
        SpecField("cornerSmoothing", \.cornerSmoothing, SpecCodec.number.bounded(minimum: 0, maximum: 1),
                  "Figma's corner smoothing, 0…1: 0 for circular corners, 0.6 for iOS's continuous corners; cells, "
                  + "borders, focus rings and shadows alike."),
        SpecField("borderWidth", \.borderWidth, .points,
                  "0 pt up to half the cell's smaller side; the border lies inside the cell."),
        SpecField("focusBorderWidth", \.focusBorderWidth, .optional(.points),
                  "The focused cell's border width, in the same range; null for `borderWidth`."),
        SpecField("dash", \.dash, SpecCodec<[Double]?>.optional(SpecCodec<[Double]>.array(of: .points).adding(dashCount)).accepting(.dashes),
                  "Dash and gap lengths along a dashed border, 1…32 entries, not all 0; null for a solid border."),
        SpecField("shadow", \.shadow, .shadows(shadow),
                  "Each cell's shadows, as CSS `box-shadow` draws them: a string (`\"0 1px 2px rgba(0,0,0,0.05), "
                  + "0 0 0 2px #1E90FF33\"`, lengths in `px` meaning points) or an array of shadow objects, "
                  + "first on top; at most 8. `[]` for none."),
        SpecField("focusShadow", \.focusShadow, .optional(.shadows(shadow)),
                  "The focused cell's shadows, instead of `shadow`; null for `shadow`."),
        SpecField("errorFocusShadow", \.errorFocusShadow, .optional(.shadows(shadow)),
                  "The focused cell's shadows in the `error` state (Ant Design's red ring), instead of "
                  + "`focusShadow`; null for `focusShadow`."),
        SpecField("focusRing", \.focusRing, .optional(focusRing),
                  "A ring outside the focused cell at a gap, besides its focus border (a double ring with "
                  + "`focusBorderWidth`); null for none."),
        SpecField("minWidth", \.minWidth, .points, "The narrowest `fit: shrink` makes a cell, 0…10,000 pt."),
        SpecField("grow", \.grow, .enumeration,
                  "How cells grow with a `textScale` above 1: `height` by the scale, `both` taller and wider, `none` not."),
    ]

    /// How many entries a dash pattern has, one of them more than 0, for the schema.
    private static let dashCount: JSONObject = ["minItems": 1, "maxItems": .number(JSONNumber(FieldSpec.maxDashEntries)),
                                                "contains": ["type": "number", "exclusiveMinimum": 0]]
    /// What `ignore` names: a kind of part of the region map, or a kind and an index.
    private static let ignoredPartPattern = "^(" + FieldSpec.regionKinds.joined(separator: "|") + #")(\[[0-9]+\])?$"#
    /// The weights a font may have, for the schema.
    private static let fontWeights: JSONObject = ["enum": .array(FieldSpec.fontWeights.map { .number(JSONNumber($0)) })]

    static let focusRing: SpecCodec<FocusRing> = .object([
        SpecField("width", \.width, .points, "The ring's width, 0…10,000 pt."),
        SpecField("offset", \.offset, .points, "The gap between the cell and the ring, 0…10,000 pt."),
        SpecField("color", \.color, .optional(.color), "The ring's colour; null for the focus colour of the state."),
    ], empty: FocusRing())

    static let card: SpecCodec<CardSpec> = .object([
        SpecField("padding", \.padding, .points, "Space between the card's edge and what it holds, 0…10,000 pt."),
        SpecField("cornerRadius", \.cornerRadius, .points, "0…10,000 pt."),
        SpecField("cornerSmoothing", \.cornerSmoothing, SpecCodec.number.bounded(minimum: 0, maximum: 1), "Figma's corner smoothing, 0…1, as `cell.cornerSmoothing`."),
    ], empty: CardSpec())

    static let shadow: SpecCodec<Shadow> = .object([
        SpecField("x", \.x, SpecCodec.number.bounded(minimum: -FieldSpec.maxPoints, maximum: FieldSpec.maxPoints), "Each shadow's offset to the right, −10,000…10,000 pt."),
        SpecField("y", \.y, SpecCodec.number.bounded(minimum: -FieldSpec.maxPoints, maximum: FieldSpec.maxPoints), "Offset down, −10,000…10,000 pt."),
        SpecField("blur", \.blur, SpecCodec.number.bounded(minimum: 0, maximum: FieldSpec.maxBlur), "Blur radius, 0…1,000 pt: a Gaussian of standard deviation blur / 2."),
        SpecField("spread", \.spread, SpecCodec.number.bounded(minimum: -FieldSpec.maxPoints, maximum: FieldSpec.maxPoints), "How far the shape grows (shrinks when negative) first, −10,000…10,000 pt."),
        SpecField("color", \.color, .optional(.color), "The shadow's colour; null for `colors.text` (its first colour when a gradient)."),
        SpecField("inset", \.inset, .boolean, "Cast inside the shape (the cell, the button, the card) instead of outside it."),
    ], empty: Shadow())

    static let font: SpecCodec<FontSpec> = .object([
        SpecField("family", \.family, SpecCodec.nonEmpty.accepting(.fontFamily), "A bundled family (`Fonts/`)."),
        SpecField("weight", \.weight, SpecCodec.integer.adding(fontWeights).accepting(.fontWeight), "400, 500, 600 or 700."),
        SpecField("size", \.size, SpecCodec.number.bounded(minimum: 0, maximum: 512, exclusiveMinimum: true), "> 0 and ≤ 512 pt."),
        SpecField("file", \.file, .optional(.nonEmpty),
                  "A font file to use instead of the family, relative to the spec file; null for the family."),
    ], empty: FontSpec())

    static let colors: SpecCodec<ColorSpec> = .object([
        SpecField("background", \.background, .fill, "Behind everything."),
        SpecField("cellFill", \.cellFill, .fill, "Inside each cell; transparent by default, where the `filled` style uses #F1F3F6."),
        SpecField("border", \.border, .fill, "Borders and underlines of empty cells."),
        SpecField("focus", \.focus, .fill, "The focused cell's border."),
        SpecField("hover", \.hover, .fill, "The border of the cell under the pointer (`hoverIndex`) in the normal state."),
        SpecField("filled", \.filled, .fill, "Borders and underlines of cells that hold a character (an underline keeps it when focused)."),
        SpecField("text", \.text, .fill, "The entered characters and the group separators."),
        SpecField("caret", \.caret, .color, "The caret."),
        SpecField("mask", \.mask, .color, "Secure dots and mask text."),
        SpecField("placeholder", \.placeholder, .color, "Placeholder characters."),
        SpecField("error", \.error, .color, "Borders and text in the `error` state."),
        SpecField("warning", \.warning, .color, "Borders and text in the `warning` state."),
        SpecField("success", \.success, .color, "Borders and text in the `success` state."),
        SpecField("disabled", \.disabled, .color,
                  "Borders, text and dots in the `disabled` state, and the button's title while it counts."),
        SpecField("buttonText", \.buttonText, .fill, "The button's title and outline when it is not counting."),
        SpecField("buttonFill", \.buttonFill, .fill, "A `filled` button's shape when it is not counting."),
        SpecField("buttonFilledText", \.buttonFilledText, .color, "A `filled` button's title."),
        SpecField("title", \.title, .color, "The block's title."),
        SpecField("message", \.message, .color, "The subtitle, and the message when the state has no text of its own."),
        SpecField("card", \.card, .fill, "The card's fill (`card`), spanning the card."),
        SpecField("gradientSpace", \.gradientSpace, .enumeration,
                  "The box a gradient of `cellFill`, `border`, `focus`, `filled` or `text` spans: `cell`, each cell's "
                  + "own (every cell alike); `field`, the whole row of cells. The grid style is one shape and always "
                  + "spans the field; `background` spans the image, `buttonText` and `buttonFill` the button."),
    ], empty: ColorSpec())

    static let animation: SpecCodec<AnimationSpec> = SpecCodec.object([
        // Read as optional, so that a missing name is reported as missing; the schema requires it.
        SpecField("name", \.name, SpecCodec<AnimationName?>.optional(.enumeration).describedBy { _ in SpecCodec<AnimationName>.enumeration.schema(nil) },
                  "Required. `caret` blinks (1 s); `entry` scales and fades the last character in (0.25 s); "
                  + "`shake` moves the field sideways (0.5 s); `reveal` shows the last character, then masks it "
                  + "(1.5 s; needs `secure.enabled`); `countdown` ticks the button down (`button.remaining` + 1 s; "
                  + "needs a button); `spin` turns the loading spinner (1 s); `pop` pops the last character in with an "
                  + "overshoot (0.3 s); `roll` rolls it up into place (0.3 s); `stagger` fills the cells one after another "
                  + "(0.05 s apart, 0.2 s each); `success` turns the cells to the success colour one after another, then "
                  + "draws a check mark on (ends as `state: success` with `successMark`); `sending` turns the button's "
                  + "spinner (1 s; needs a button)."),
        SpecField("time", \.time, SpecCodec.number.accepting(.time).bounded(minimum: 0), "Seconds since the animation started, ≥ 0."),
        SpecField("reducedMotion", \.reducedMotion, .boolean,
                  "The reduced-motion variant: nothing scales, slides or turns; parts cross-fade instead."),
    ], empty: AnimationSpec()).adding(["required": ["name"]])

    static let button: SpecCodec<ButtonSpec> = .object([
        SpecField("title", \.title, .text, "The title when not counting."),
        SpecField("remaining", \.remaining, SpecCodec.integer.bounded(minimum: 0),
                  "Seconds left, ≥ 0: 0 shows the title, more the countdown in `colors.disabled`."),
        SpecField("state", \.state, .enumeration,
                  "The resend's lifecycle: `countdown` (the format, disabled), `ready` (the title), `sending` (a spinner "
                  + "instead of the title, disabled; animation `sending` turns it), `expired` (`expiredTitle`); `auto` "
                  + "counts down while `remaining` > 0 and is ready at 0."),
        SpecField("format", \.format, .text,
                  "The countdown's title: `%d` and `{s}` become the seconds left, `{m}` the minutes, `{mm}` the minutes "
                  + "and `{ss}` the seconds of the minute in two digits (`Resend in {mm}:{ss}`); any other `{word}` or "
                  + "`%x` is refused."),
        SpecField("urgentBelow", \.urgentBelow, .optional(SpecCodec.integer.bounded(minimum: 0)),
                  "Under this many seconds left the countdown is drawn in `colors.error` (60: red under a minute); "
                  + "null for never."),
        SpecField("expiredTitle", \.expiredTitle, .optional(.text),
                  "The title once the code has expired (`state` `expired`), a call to resend; null for `title`."),
        SpecField("width", \.width, .points, "0…10,000 pt; a `link` is as wide as its title."),
        SpecField("height", \.height, .optional(.points), "0…10,000 pt; null for the cells' height beside them, 40 below them."),
        SpecField("gap", \.gap, .points, "Space between the field and the button, or above a button below, 0…10,000 pt."),
        SpecField("placement", \.placement, .enumeration,
                  "`trailing`: beside the cells (seed 001); `below`: a resend line under the message."),
        SpecField("style", \.style, .enumeration,
                  "`outlined`: a rounded outline; `filled`: a filled shape (`colors.buttonFill`); `link`: the title alone."),
        SpecField("shadow", \.shadow, .shadows(shadow),
                  "The button's shadows, as `cell.shadow`'s, cast by its box (a link's too); `[]` for none."),
    ], empty: ButtonSpec())

    /// The title's or subtitle's members, with that text's defaults.
    static func blockText(_ defaults: BlockText) -> SpecCodec<BlockText> {
        .object([
            SpecField("text", \.text, .text, "What it says."),
            SpecField("font", \.font, font.accepting(.font), "Its font (the default is the text's own, not the cells')."),
            SpecField("color", \.color, .optional(.color), "Its colour; null for `colors.title` or `colors.message`."),
            SpecField("gap", \.gap, .points, "Space below it, 0…10,000 pt."),
        ], empty: defaults)
    }

    static let message: SpecCodec<MessageSpec> = .object([
        SpecField("text", \.text, .text, "The message of the normal, disabled and loading states, in `colors.message`."),
        SpecField("error", \.error, .optional(.text), "The message of the `error` state, in `colors.error`; null for `text`."),
        SpecField("warning", \.warning, .optional(.text),
                  "The message of the `warning` state, in `colors.warning`; null for `text`."),
        SpecField("success", \.success, .optional(.text),
                  "The message of the `success` state, in `colors.success`; null for `text`."),
        SpecField("font", \.font, font.accepting(.font), "Its font."),
        SpecField("gap", \.gap, .points, "Space between the cells and the message, 0…10,000 pt."),
    ], empty: MessageSpec())
}
