import OTPGeometry
import OTPSpec
import OTPText

/// Where everything of a field goes, in points, as plain values (no pixels): the canvas,
/// every cell, the group separators, the text baseline, each character's pen position,
/// the caret and the button.
///
/// ```
///  padding (and card.padding inside a card)
///  ┌──────────────────────────────────────────────────────────────────┐
///  │  ┌────┐spacing┌────┐ gap ┌────┐       ┌────┐  button.gap ┌──────┐ │
///  │  │ 1  │       │ 2  │  -  │ 3  │  ...  │    │             │ 59秒 │ │
///  │  └────┘       └────┘     └────┘       └────┘             └──────┘ │
///  └──────────────────────────────────────────────────────────────────┘
/// ```
/// Cells run left to right from the padding (after the button in right-to-left layouts;
/// the code itself is always left to right). Between groups the separator's gap replaces
/// the spacing; the grid style has no spacing. With `width` set the cells share it:
/// `w = (width - spacing·(n - 1) - gaps) / n` (seed 000).
public struct FieldLayout: Sendable {
    /// The whole image, in points (multiply by the scale for pixels).
    public private(set) var canvas: Size
    /// The block's box: the image inset by the padding, which holds the title, cells, message
    /// and button (inset by the card's padding, when there is a card).
    public private(set) var block: Rect
    /// The rectangle spanned by the cells.
    public private(set) var field: Rect
    /// Each cell's rectangle, left to right.
    public private(set) var cells: [Rect]
    /// Each group gap's rectangle (where the separator text is centred).
    public private(set) var separators: [Rect]
    /// The text baseline: cell centre plus half the cap height, the same for every cell.
    public private(set) var baseline: Double
    /// The pen x of each entered character, centring its advance width in its cell.
    public private(set) var glyphOrigins: [Point]
    /// The caret's rectangle, or `nil` when it is not drawn (not focused, full, disabled).
    public private(set) var caret: Rect?
    /// The button's rectangle, when the spec has a button.
    public private(set) var button: Rect?
    /// The title's lines, top to bottom (empty without a title).
    public private(set) var title: [PlacedLine]
    /// The subtitle's lines.
    public private(set) var subtitle: [PlacedLine]
    /// The message's lines, for the spec's state.
    public private(set) var message: [PlacedLine]
    /// The loading spinner's centre and radius, in the `loading` state.
    public private(set) var spinner: (center: Point, radius: Double)?
    /// The button's title as shown, with the countdown filled in ("" without a button).
    public var buttonTitle: String { shownButtonTitle.text }
    private var shownButtonTitle = ButtonTitle()

    /// Lays out `spec` with `font` for measuring; `characters` are the cell contents to
    /// measure (the value, or the masks when secure; an empty string stands for a dot);
    /// `blockFonts` are the title's, subtitle's, message's and button's.
    public init(spec: FieldSpec, font: Font, characters: [String], blockFonts: BlockFonts = BlockFonts()) {
        self.init()
        layOut(spec: spec, font: font, characters: characters, blockFonts: blockFonts)
    }

    /// A layout of nothing, for ``layOut(spec:font:characters:blockFonts:)`` to fill.
    init() {
        (canvas, field, cells, separators) = (.zero, .zero, [], [])
        block = field
        (baseline, glyphOrigins, caret, button) = (0, [], nil, nil)
        (title, subtitle, message, spinner) = ([], [], [], nil)
    }

    /// Lays out `spec` again in this layout's storage, as ``init(spec:font:characters:)``
    /// does in new storage: a renderer that keeps its last layout allocates no arrays for
    /// the next.
    package mutating func layOut(spec: FieldSpec, font: Font, characters: [String], blockFonts: BlockFonts) {
        let n = spec.length
        let groupCount = spec.groups?.count ?? 1
        let spacing = spec.cellSpacing
        let cellWidth = spec.sharedCellWidth.map { max(0, $0) } ?? spec.cell.width
        let fieldWidth = cellWidth * Double(n) + spec.innerSpacing + spec.groupGaps
        let trailing = spec.button.flatMap { $0.placement == .trailing ? $0 : nil }
        let buttonWidth = trailing.map { $0.width + $0.gap } ?? 0
        let inset = spec.contentInset
        let fieldX = inset + (spec.direction == .rightToLeft ? buttonWidth : 0)
        let height = spec.cell.height
        let buttonHeight = trailing.map { $0.height ?? height } ?? 0
        let rowHeight = max(height, buttonHeight)
        if let button = spec.button { shownButtonTitle.update(for: button, digits: spec.digits) }
        var block = BlockColumn(spec: spec, left: inset, width: fieldWidth + buttonWidth)
        block.place(spec.title, font: blockFonts.title, into: &title)
        block.place(spec.subtitle, font: blockFonts.subtitle, into: &subtitle)
        let rowTop = block.y, top = rowTop + (rowHeight - height) / 2

        cells.removeAll(keepingCapacity: true)
        separators.removeAll(keepingCapacity: true)
        var x = fieldX
        for g in 0..<groupCount {
            if g > 0 {
                separators.append(Rect(clampingX: x, y: top, width: spec.separator.gap, height: height))
                x += spec.separator.gap
            }
            for i in 0..<(spec.groups?[g] ?? n) {
                if i > 0 { x += spacing }
                cells.append(Rect(clampingX: x, y: top, width: cellWidth, height: height))
                x += cellWidth
            }
        }
        field = Rect(clampingX: fieldX, y: top, width: fieldWidth, height: height)
        baseline = top + height / 2 + font.capHeight / 2
        glyphOrigins.removeAll(keepingCapacity: true)
        for (cell, text) in zip(cells, characters) {
            glyphOrigins.append(Point(x: cell.midX - TextLine(text, font: font).width / 2, y: baseline))
        }
        if let b = trailing {
            let bx = spec.direction == .rightToLeft ? inset : field.maxX + b.gap
            button = Rect(x: bx, y: rowTop + (rowHeight - buttonHeight) / 2, width: b.width, height: buttonHeight)
        } else {
            button = nil
        }
        block.y = rowTop + rowHeight
        if let message = spec.message, !message.text(in: spec.state).text.isEmpty {
            block.y += message.gap
            block.place(message.text(in: spec.state).text, font: blockFonts.message, gapBelow: 0, into: &self.message)
        } else {
            message.removeAll(keepingCapacity: true)
        }
        if let b = spec.button, b.placement == .below, let buttonFont = blockFonts.button {
            button = block.placeButton(b, title: buttonTitle, font: buttonFont)
        }
        canvas = Size(clampingWidth: 2 * inset + fieldWidth + buttonWidth, height: block.y + inset)
        self.block = Rect(clampingX: spec.padding, y: spec.padding, width: canvas.width - 2 * spec.padding,
                          height: canvas.height - 2 * spec.padding)
        spinner = spec.state == .loading ? (field.center, min(height, 48) * 0.3) : nil
        caret = Self.caretRect(spec: spec, font: font, cells: cells, characters: characters, baseline: baseline)
    }

    /// Whether the caret is drawn in cell `index` (its placeholder then stays hidden).
    func isCaretCell(_ index: Int) -> Bool {
        guard let caret else { return false }
        return caret.midX >= cells[index].minX && caret.midX < cells[index].maxX
    }

    /// The caret: a bar centred in the next empty cell (or right of the last character for
    /// `afterLast`, seed 000), an underscore under the baseline, or a block over a digit's box.
    private static func caretRect(spec: FieldSpec, font: Font, cells: [Rect], characters: [String], baseline: Double) -> Rect? {
        let count = characters.count
        guard spec.showsFocus, spec.caret.visible, count < spec.length else { return nil }
        let w = spec.caret.width
        let cell = spec.caret.placement == .afterLast && count > 0 ? cells[count - 1] : cells[count]
        var centerX = cell.midX
        if spec.caret.placement == .afterLast && count > 0 {
            // Seed 000: the caret's left edge is the right edge of the last character (or dot).
            let last = characters[count - 1]
            let lastWidth = last.isEmpty ? 2 * spec.secure.dotRadius : TextLine(last, font: font).width
            centerX = cell.midX + lastWidth / 2 + w / 2
        }
        let digitWidth = TextLine("0", font: font).width
        switch spec.caret.shape {
        case .bar:
            let h = max(0, cell.height - 2 * spec.caret.inset)
            return Rect(x: centerX - w / 2, y: cell.minY + spec.caret.inset, width: w, height: h)
        case .underscore:
            return Rect(x: centerX - digitWidth / 2, y: baseline + font.size * 0.12, width: digitWidth, height: w)
        case .block:
            let h = font.capHeight + font.size * 0.2
            return Rect(x: centerX - digitWidth / 2 - font.size * 0.08, y: baseline - font.capHeight - font.size * 0.1,
                        width: digitWidth + font.size * 0.16, height: h)
        }
    }
}

extension FieldLayout {
    /// The layout the renderer draws `spec` in, with its fonts (the cells' and the block's)
    /// from `resources`: the image size and every part's place, without drawing.
    ///
    /// - Parameter characters: the cell contents to measure (see ``init(spec:font:characters:blockFonts:)``);
    ///   default none.
    /// - Throws: ``FontError`` for a font the spec names that cannot be loaded.
    public init(spec: FieldSpec, resources: FieldResources, characters: [String] = []) throws {
        self.init(spec: spec, font: try resources.font(for: spec), characters: characters,
                  blockFonts: try BlockFonts(spec: spec, resources: resources))
    }
}
