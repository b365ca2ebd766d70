import OTPRaster
import OTPSpec

/// An element of the field that a vector document names (``DisplayList/Element``): its id,
/// and the spec keys it takes its values from. An SVG gives each element an `id` and a
/// `data-token-…` attribute for each of those keys whose value came from a design token.
enum FieldElement {
    case card, backgroundImage
    /// A cell's shadows and fill, and its border unless it is the focused cell's (drawn later).
    case cell(Int, withBorder: Bool)
    /// A cell of the underlined style: its shadows and its line.
    case underline(Int, isFocused: Bool)
    /// The focused cell's border and focus ring.
    case focusedCell(Int)
    /// The connected grid: its shadows, fill, ring and dividers.
    case grid
    /// The outline of the grid's cell under the pointer.
    case hoveredCell(Int)
    /// A cell's character, or a dot of secure entry.
    case character(Int, isDot: Bool)
    case placeholder(Int), separator(Int)
    case caret, spinner, title, subtitle, message, button
    /// The success mark on the last cell's corner.
    case successMark

    /// `cell-3`, `caret`: unique in the image; cells count from 0, as `focusIndex` does.
    var id: String {
        switch self {
        case .card: "card"
        case .backgroundImage: "background-image"
        case .cell(let index, _), .underline(let index, _): "cell-\(index)"
        case .focusedCell(let index): "cell-\(index)-focus"
        case .hoveredCell(let index): "cell-\(index)-hover"
        case .grid: "cells"
        case .character(let index, _): "character-\(index)"
        case .placeholder(let index): "placeholder-\(index)"
        case .separator(let index): "separator-\(index)"
        case .caret: "caret"
        case .spinner: "spinner"
        case .successMark: "success-mark"
        case .title: "title"
        case .subtitle: "subtitle"
        case .message: "message"
        case .button: "button"
        }
    }
}

extension FieldPainter {
    /// Draws what `draw` draws; on a recording canvas, as `element`, named with the tokens of
    /// its keys.
    mutating func element(_ element: FieldElement, _ draw: (inout FieldPainter) -> Void) {
        guard canvas.isRecording else { return draw(&self) }
        let start = canvas.recordedCount
        draw(&self)
        canvas.nameElement(element.id, attributes: tokenAttributes(of: keys(of: element)), since: start)
    }

    /// A `data-token-…` attribute for each key of `keys` (or key below one: `title` covers
    /// `title.font`) that took its value from a token, in the order the spec's references
    /// were resolved.
    private func tokenAttributes(of keys: [String]) -> [DisplayList.Attribute] {
        spec.tokenUses.filter { use in keys.contains { use.isFor(key: $0) } }
            .map { DisplayList.Attribute(name: $0.attributeName, value: $0.token) }
    }

    /// The spec keys `element` takes its values from.
    private func keys(of element: FieldElement) -> [String] {
        let shape = ["cell.width", "cell.height", "cell.cornerRadius", "cell.cornerSmoothing", "cell.borderWidth",
                     "cell.dash", "cell.shadow", "colors.cellFill", "colors.gradientSpace"]
        let focus = ["cell.focusBorderWidth", "cell.focusRing", "cell.focusShadow", "cell.errorFocusShadow"]
        switch element {
        case .card: return ["card", "colors.card", "shadow"]
        case .backgroundImage: return ["backgroundImage"]
        case .cell(let index, let withBorder):
            return shape + (withBorder ? [look(ofCell: index, isFocused: false).colorKey] : [])
        case .underline(let index, let isFocused):
            return shape + (isFocused ? focus : []) + [look(ofCell: index, isFocused: isFocused).colorKey]
        case .focusedCell(let index):
            return shape + focus + [look(ofCell: index, isFocused: true).colorKey]
        case .grid: return shape + [palette.look(isFocused: false, isHovered: false, isFilled: false).colorKey]
        case .hoveredCell(let index): return shape + [look(ofCell: index, isFocused: false).colorKey]
        case .character(_, let isDot): return isDot ? ["secure.dotRadius", "colors.mask"] : ["font", "colors.text"]
        case .placeholder: return ["placeholder", "font", "colors.placeholder"]
        case .separator: return ["separator", "font", "colors.text"]
        case .caret: return ["caret", "colors.caret"]
        case .spinner: return ["colors.focus"]
        case .successMark: return ["successMark", "colors.success"]
        case .title: return ["title", "colors.title"]
        case .subtitle: return ["subtitle", "colors.message"]
        case .message: return ["message", messageColorKey]
        case .button:
            return ["button", "colors.buttonText", "colors.buttonFill", "colors.buttonFilledText", "colors.disabled",
                    "cell.cornerRadius", "cell.borderWidth"]
        }
    }
}
