import OTPSpec
import Testing

/// One order decides a cell's look: disabled > error > warning > success > focus > hover >
/// filled > empty.
@Suite struct CellLookTests {
    /// Each state, and the look of a cell that is focused, hovered, filled or none of these.
    static let table: [(FieldState, focused: CellLook, hovered: CellLook, filled: CellLook, empty: CellLook)] = [
        (.normal, .focus, .hover, .filled, .empty),
        (.loading, .focus, .hover, .filled, .empty),
        (.success, .success, .success, .success, .success),
        (.warning, .warning, .warning, .warning, .warning),
        (.error, .error, .error, .error, .error),
        (.disabled, .disabled, .disabled, .disabled, .disabled),
    ]

    @Test(arguments: table.indices) func eachStateOverTheCellsOwnSituation(_ row: Int) {
        let (state, focused, hovered, filled, empty) = Self.table[row]
        func look(focused: Bool = false, hovered: Bool = false, filled: Bool = false) -> CellLook {
            CellLook(state: state, style: .boxed, isFocused: focused, isHovered: hovered, isFilled: filled)
        }
        #expect(look(focused: true, hovered: true, filled: true) == focused, "focus over hover and filled")
        #expect(look(hovered: true, filled: true) == hovered, "hover over filled")
        #expect(look(filled: true) == filled)
        #expect(look() == empty)
    }

    @Test func theOrderIsTheCasesOrder() {
        #expect(CellLook.allCases.map(\.rawValue) == ["disabled", "error", "warning", "success", "focus", "hover", "filled", "empty"])
        #expect(CellLook.empty.colorKey == "colors.border")
        #expect(CellLook.warning.colorKey == "colors.warning")
    }

    @Test func anUnderlineHoldingACharacterKeepsItsColourUnderFocusAndPointer() {
        let underline = { (focused: Bool, hovered: Bool) in
            CellLook(state: .normal, style: .underlined, isFocused: focused, isHovered: hovered, isFilled: true)
        }
        #expect(underline(true, false) == .filled)
        #expect(underline(false, true) == .filled)
        #expect(CellLook(state: .normal, style: .underlined, isFocused: false, isHovered: true, isFilled: false) == .hover)
        #expect(CellLook(state: .error, style: .underlined, isFocused: true, isHovered: false, isFilled: true) == .error)
    }
}
