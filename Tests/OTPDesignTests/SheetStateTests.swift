import OTPDesign
import OTPFields
import OTPSpec
import Testing

/// The rows of a sheet: what each state sets, and the sample codes.
@Suite struct SheetStateTests {
    @Test func eachStateSetsValueFocusStateAndSecureEntry() {
        var spec = FieldSpec()
        spec.input = ["1"]
        spec.animation = AnimationSpec(name: .shake, time: 0.1)
        spec.caret.time = 0.7
        let rows = SheetState.allCases.map { $0.apply(to: spec) }
        #expect(rows.map(\.value) == ["", "", "", "123", "123456", "123456", "123456", "123456", "123", "123", "123456", "", "", "", ""])
        #expect(rows.map(\.focused) == [false, false, true, true, false, false, false, false, true, true, false, true, true, true, true])
        #expect(rows.map(\.state) == [.normal, .normal, .normal, .normal, .normal, .error, .warning, .success, .disabled, .normal,
                                      .loading, .normal, .normal, .normal, .normal])
        #expect(rows.map(\.secure.enabled) == [false, false, false, false, false, false, false, false, false, true, false,
                                               false, false, false, false])
        #expect(rows.map(\.hoverIndex) == [nil, 0, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil])
        for row in rows {
            #expect(row.input == nil && row.animation == nil && row.caret.time == 0)
            #expect((try? row.validate()) != nil)
        }
    }

    @Test func aSpecWithAButtonHasItsResendRows() {
        var spec = FieldSpec()
        #expect(SheetState.allCases.filter { $0.applies(to: spec) }.count == 11, "no button: no resend rows")
        spec.button = ButtonSpec()
        #expect(SheetState.allCases.allSatisfy { $0.applies(to: spec) })
        let resend: [SheetState] = [.resendCountdown, .resendSending, .resendReady, .resendExpired]
        let buttons = resend.map { $0.apply(to: spec).button }
        #expect(buttons.map { $0?.state } == [.countdown, .sending, .ready, .expired])
        #expect(buttons[0]?.remaining == SheetState.sampleRemaining, "a countdown row shows time left")
        spec.button?.remaining = 42
        #expect(SheetState.resendCountdown.apply(to: spec).button?.remaining == 42)
        #expect(SheetState.complete.apply(to: spec).button?.state == .auto, "the other rows keep the spec's button")
    }

    @Test func sampleCodesFollowTheCharset() {
        var spec = FieldSpec()
        spec.length = 12
        #expect(SheetState.sampleCode(for: spec) == "123456789012")
        spec.charset = .letters
        #expect(SheetState.sampleCode(for: spec) == "ABCDEFGHIJKL")
        spec.charset = .alphanumeric
        #expect(SheetState.sampleCode(for: spec) == "A1B2C3D4E5F6")
        spec.length = 4
        spec.value = "Zz9a"
        #expect(SheetState.sampleCode(for: spec) == "Zz9a", "a full value is the code")
        spec.value = "Zz"
        #expect(SheetState.sampleCode(for: spec) == "A1B2")
    }

    @Test func aOneCellFieldStillHasAPartialCharacter() {
        var spec = FieldSpec()
        spec.length = 1
        #expect(SheetState.partial.apply(to: spec).value == "1")
    }

    @Test func theAnnotatedInstanceHasNoButton() {
        var spec = Presets.named("countdown")!
        spec.style = .grid
        let sheet = DesignSheet(spec: spec, title: "t")
        #expect(sheet.annotatedSpec.button == nil)
        #expect(sheet.annotatedSpec.style == .grid && sheet.annotatedSpec.value == "12")
        #expect(sheet.spec(state: .error, style: .circle).style == .circle)
        #expect(sheet.spec(state: .error, style: .circle).button != nil)
    }
}

/// `--states` and `--styles` lists, and their messages.
@Suite struct SheetSelectionTests {
    @Test func listsAreReadInOrderWithoutDuplicates() throws {
        #expect(try SheetSelection.states("error, empty,error") == [.error, .empty])
        #expect(try SheetSelection.styles("grid,boxed,") == [.grid, .boxed])
    }

    static let bad: [(list: String, isStates: Bool, message: String)] = [
        ("empty,wobble", true, #"--states: "wobble" is not one of empty, hover, focused, partial, complete, error, warning, success, disabled, secure, loading, resend-countdown, resend-sending, resend-ready, resend-expired"#),
        ("Boxed", false, #"--styles: "Boxed" is not one of boxed, underlined, grid, filled, circle, diamond"#),
        (" , ", true, "--states: give at least one name, separated by commas"),
        ("", false, "--styles: give at least one name, separated by commas"),
    ]

    @Test(arguments: 0..<bad.count)
    func badListsAreNamed(_ index: Int) {
        let (list, isStates, message) = Self.bad[index]
        #expect(throws: DesignError.self) {
            if isStates { _ = try SheetSelection.states(list) } else { _ = try SheetSelection.styles(list) }
        }
        do {
            if isStates { _ = try SheetSelection.states(list) } else { _ = try SheetSelection.styles(list) }
        } catch {
            #expect(error.description == message)
        }
    }
}
