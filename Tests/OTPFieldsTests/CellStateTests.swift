import OTPFields
import OTPGeometry
import OTPJSON
import OTPRaster
import OTPSpec
import OTPTestSupport
import Testing

/// The precedence of states as drawn: each cell's border (1 pt, at the cell's left edge) in
/// the colour its look takes, and what `states` changes in its state.
@Suite struct CellStateTests {
    /// Cell `i`'s left border is the column x = 16 + 58 i, y 16…72, at scale 1.
    private static func borderX(ofCell index: Int) -> Int { 16 + 58 * index }

    private func render(_ change: (inout FieldSpec) throws -> Void) throws -> Pixmap {
        var spec = FieldSpec()
        spec.scale = 1
        spec.value = "1"  // cell 0 filled, cell 1 focused (the caret's), cell 2 hovered, cell 3 empty
        spec.hoverIndex = 2
        try change(&spec)
        return try FieldRenderer(resources: FieldResources(fonts: BundledFonts.library)).render(spec)
    }

    private static func color(_ hex: String) -> PremultipliedColor { Color(hex: hex)!.premultiplied }

    /// Each state: the border colour of the filled, focused, hovered and empty cells.
    static let table: [(FieldState, filled: String, focused: String, hovered: String, empty: String)] = [
        (.normal, "#5B6170", "#1E90FF", "#4A90E2", "#C4C9D4"),
        (.error, "#E53935", "#E53935", "#E53935", "#E53935"),
        (.warning, "#B45309", "#B45309", "#B45309", "#B45309"),
        (.success, "#2E7D32", "#2E7D32", "#2E7D32", "#2E7D32"),
        (.disabled, "#BDBDBD", "#BDBDBD", "#BDBDBD", "#BDBDBD"),
    ]

    @Test(arguments: table.indices) func theStateComesBeforeFocusHoverAndFilled(_ row: Int) throws {
        let (state, filled, focused, hovered, empty) = Self.table[row]
        let image = try render { $0.state = state }
        let expected = [filled, focused, hovered, empty]
        for (cell, hex) in expected.enumerated() {
            #expect(image.pixel(x: Self.borderX(ofCell: cell), y: 44) == Self.color(hex), "\(state): cell \(cell)")
        }
    }

    @Test func hoverComesBeforeFilledAndAfterFocus() throws {
        let overFilled = try render { $0.hoverIndex = 0 }
        #expect(overFilled.pixel(x: Self.borderX(ofCell: 0), y: 44) == Self.color("#4A90E2"))
        let overFocused = try render { $0.hoverIndex = 1 }
        #expect(overFocused.pixel(x: Self.borderX(ofCell: 1), y: 44) == Self.color("#1E90FF"))
        let none = try render { $0.hoverIndex = nil }
        #expect(none.pixel(x: Self.borderX(ofCell: 2), y: 44) == Self.color("#C4C9D4"))
    }

    @Test func aFocusedCellOfAWarningFieldHasTheWarningRing() throws {
        let image = try render { $0.state = .warning; $0.cell.focusRing = FocusRing(width: 3, offset: 4) }
        // Left of the second cell (x = 74): the gap is x 70...74, the ring x 67...70.
        #expect(image.pixel(x: 68, y: 44) == Self.color("#B45309"))
    }

    @Test func theGridOutlinesTheHoveredCell() throws {
        let image = try render { $0.style = .grid; $0.focused = false }
        // The grid's cells are 48 pt wide from x = 16: the top edge of cell 2 and of cell 4.
        #expect(image.pixel(x: 16 + 48 * 2 + 24, y: 16) == Self.color("#4A90E2"))
        #expect(image.pixel(x: 16 + 48 * 4 + 24, y: 16) == Self.color("#C4C9D4"))
        let error = try render { $0.style = .grid; $0.focused = false; $0.state = .error }
        #expect(error.pixel(x: 16 + 48 * 2 + 24, y: 16) == Self.color("#E53935"))
    }

    @Test func aStatesOwnKeysDrawOnlyInThatState() throws {
        let styles: (inout FieldSpec) -> Void = {
            $0.states.set(["colors": ["cellFill": "#FFF1F0"], "cell": ["borderWidth": 3]], for: .error)
        }
        let error = try render { styles(&$0); $0.state = .error }
        // Inside cell 3 (empty), clear of its border: the error fill; 2 pt in, the thicker border.
        #expect(error.pixel(x: Self.borderX(ofCell: 3) + 24, y: 30) == Self.color("#FFF1F0"))
        #expect(error.pixel(x: Self.borderX(ofCell: 3) + 2, y: 44) == Self.color("#E53935"))
        let normal = try render { styles(&$0) }
        #expect(normal.pixel(x: Self.borderX(ofCell: 3) + 24, y: 30) == Color.white.premultiplied)
        #expect(normal.pixel(x: Self.borderX(ofCell: 3) + 2, y: 44) == Color.white.premultiplied)
    }

    @Test func theWarningMessageIsInTheWarningColour() throws {
        let image = try render {
            $0.state = .warning
            $0.message = MessageSpec()
            $0.message?.text = "Enter the code"
            $0.message?.warning = "The code expires in 1 minute"
        }
        let warning = Self.color("#B45309")
        let below = (73..<image.height).flatMap { y in (0..<image.width).map { image.pixel(x: $0, y: y) } }
        #expect(below.contains(warning), "the message's stems are drawn in the warning colour")
        #expect(!below.contains(Self.color("#6B7280")), "not in colors.message")
    }
}
