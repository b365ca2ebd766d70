import OTPJSON
import OTPRaster
import OTPSpec
import OTPTestSupport
import Testing

/// `states`: what each state changes, read, checked, merged and written back.
@Suite struct StateStylesTests {
    private func decode(_ json: String, presets: (String) -> FieldSpec? = { _ in nil }) throws -> FieldSpec {
        try SpecDecoder.decode(json: Array(json.utf8), file: "spec.json", presets: presets)
    }

    @Test func aStatesKeysApplyOnlyInThatState() throws {
        let spec = try decode(#"""
            {"states": {"error": {"colors": {"cellFill": "#FFF1F0", "border": "#FF0000"}, "cell": {"borderWidth": 2}}}}
            """#)
        #expect(try spec.styledForState() == spec, "normal: nothing changes")
        var error = spec
        error.state = .error
        let styled = try error.styledForState()
        #expect(styled.colors.cellFill == .color(Color(hex: "#FFF1F0")!))
        #expect(styled.colors.border == .color(Color(hex: "#FF0000")!))
        #expect(styled.cell.borderWidth == 2)
        #expect(styled.colors.focus == spec.colors.focus, "what the state leaves stays")
        #expect(styled.cell.width == spec.cell.width)
        var warning = spec
        warning.state = .warning
        #expect(try warning.styledForState() == warning)
    }

    @Test func theAnimationsRulesHoldForTheSpecsOwnStateNotForEachStyledOne() throws {
        // The loading spinner turns in the loading state; a warning state's colours do not
        // make it "need the loading state" (Ant Design's preset styles its warning state).
        let spec = try decode(#"""
            {"state": "loading", "animation": {"name": "spin", "time": 0.25},
             "states": {"warning": {"colors": {"border": "#FAAD14"}}}}
            """#)
        #expect(spec.animation?.name == .spin)
        #expect(throws: SpecError.self) {
            try decode(##"{"animation": {"name": "spin"}, "states": {"loading": {"colors": {"border": "#FAAD14"}}}}"##)
        }
    }

    @Test func aSpecsStateMergesOverItsPresetsAndNullRemovesIt() throws {
        var preset = FieldSpec()
        preset.states.set(["colors": ["cellFill": "#FFF1F0"], "cell": ["borderWidth": 2]], for: .error)
        let presets: (String) -> FieldSpec? = { $0 == "p" ? preset : nil }
        let merged = try decode(#"{"preset": "p", "states": {"error": {"cell": {"borderWidth": 3}}}}"#, presets: presets)
        #expect(merged.states[.error] == ["colors": ["cellFill": "#FFF1F0"], "cell": ["borderWidth": 3]])
        let removed = try decode(#"{"preset": "p", "states": {"error": null}}"#, presets: presets)
        #expect(removed.states.isEmpty)
    }

    @Test func statesAreWrittenBackAsGiven() throws {
        let spec = try decode(##"{"states": {"warning": {"cell": {"shadow": "0 0 0 2px #FAAD1433"}}, "error": {"colors": {"error": "#CC0000"}}}}"##)
        let json = SpecEncoder.jsonValue(for: spec)
        #expect(json["states"]?["error"] == ["colors": ["error": "#CC0000"]])
        #expect(json["states"]?["warning"] == ["cell": ["shadow": "0 0 0 2px #FAAD1433"]])
        let again = try SpecDecoder.decode(object: json)
        #expect(again.states == spec.states)
        #expect(SpecEncoder.jsonValue(for: FieldSpec())["states"] == .object(JSONObject()))
    }

    @Test func theHoveredCellIsInTheField() {
        #expect(SpecTestSupport.message(#"{"hoverIndex": 6}"#) == "spec.json: hoverIndex: 6 must be between 0 and 5 (length 6)")
        #expect(SpecTestSupport.message(#"{"hoverIndex": "2"}"#) == #"spec.json: hoverIndex: "2" must be a whole number or null"#)
    }

    static let badStates: [BadInput] = [
        BadInput(#"{"states": []}"#, "spec.json: states: [] must be an object"),
        BadInput(#"{"states": {"eror": {}}}"#, #"spec.json: states.eror: unknown key (did you mean "error"?)"#),
        BadInput(#"{"states": {"normal": {}}}"#,
                 #"spec.json: states.normal: unknown key (did you mean "error" or "warning" or "success" or "disabled" or "loading"?)"#),
        BadInput(#"{"states": {"error": 3}}"#, "spec.json: states.error: 3 must be an object or null"),
        BadInput(#"{"states": {"error": {"colours": {}}}}"#,
                 #"spec.json: states.error.colours: unknown key (did you mean "colors"?)"#),
        BadInput(#"{"states": {"error": {"cell": {"width": 40}}}}"#,
                 "spec.json: states.error.cell.width: 40 cannot change with the state (a state sets colors, cell.borderWidth, "
                 + "cell.focusBorderWidth, cell.dash, cell.shadow, cell.focusShadow, cell.focusRing and shadow)"),
        BadInput(#"{"states": {"warning": {"length": 4}}}"#,
                 "spec.json: states.warning.length: 4 cannot change with the state (a state sets colors, cell.borderWidth, "
                 + "cell.focusBorderWidth, cell.dash, cell.shadow, cell.focusShadow, cell.focusRing and shadow)"),
        BadInput(##"{"states": {"warning": {"colors": {"warning": "#12"}}}}"##,
                 ##"spec.json: states.warning.colors.warning: "#12" is not a colour (use #RRGGBB, #RRGGBBAA, #RGB, #RGBA, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), a CSS colour name or transparent)"##),
        BadInput(#"{"states": {"error": {"cell": {"borderWidth": -2}}}}"#, "spec.json: states.error.cell.borderWidth: -2 must be ≥ 0"),
        BadInput(#"{"states": {"error": {"cell": {"borderWidth": 40}}}}"#,
                 "spec.json: states.error.cell.borderWidth: 40 must be ≤ 24 (half the cell's smaller side)"),
        BadInput(#"{"states": {"success": {"cell": {"dash": [0, 0]}}}}"#,
                 "spec.json: states.success.cell.dash: [0, 0] must not be all zeros"),
        BadInput(#"{"states": {"loading": {"shadow": "0 0 0 bad"}}}"#,
                 #"spec.json: states.loading.shadow: "0 0 0 bad" has "bad", which is not a length (`2px`), a colour (`#RGB`, `#RRGGBBAA`, `rgba()`, `oklch()`, a name) or `inset`"#),
        BadInput(#"{"states": {"disabled": {"cell": {"focusRing": {"width": -1}}}}}"#,
                 "spec.json: states.disabled.cell.focusRing.width: -1 must be ≥ 0"),
    ]

    @Test(arguments: badStates) func badStatesAreNamed(_ input: BadInput) {
        #expect(SpecTestSupport.message(input.json) == input.message)
    }
}
