import OTPFields
import OTPJSON
import OTPRaster
import OTPSpec
import OTPTestSupport
import Testing

/// The resend button's lifecycle: counting down, ready, sending, expired; its formats, its
/// urgent colour, and the countdown at its boundary times.
@Suite struct ResendLifecycleTests {
    private let resources = FieldResources(fonts: BundledFonts.library)

    private func resend(_ change: (inout ButtonSpec) -> Void = { _ in }) -> FieldSpec {
        var spec = FieldSpec()
        spec.scale = 1
        var button = ButtonSpec()
        button.title = "Resend"
        button.format = "Resend in {mm}:{ss}"
        button.remaining = 60
        button.urgentBelow = 60
        button.expiredTitle = "Code expired. Resend"
        button.placement = .below
        change(&button)
        spec.button = button
        return spec
    }

    /// The button as the region map says it is drawn: its text, colour and phase.
    private func drawn(_ spec: FieldSpec) throws -> (text: String, color: String, phase: String) {
        let map = try RegionMap(spec: spec, resources: resources).json
        guard case .array(let regions)? = map["regions"],
              let button = regions.first(where: { $0["element"] == "button" }),
              case .string(let text)? = button["text"], case .string(let color)? = button["color"],
              case .string(let phase)? = button["phase"] else { throw RegionMapMissing() }
        return (text, color, phase)
    }

    private struct RegionMapMissing: Error {}

    @Test func autoCountsDownAboveZeroAndIsReadyAtZero() {
        var button = ButtonSpec()
        #expect(button.phase(remaining: 5) == .countdown && button.phase(remaining: 0) == .ready)
        for state in [ButtonState.countdown, .ready, .sending, .expired] {
            button.state = state
            #expect(button.phase(remaining: 5).rawValue == state.rawValue)
        }
        #expect(ButtonPhase.countdown.isWaiting && ButtonPhase.sending.isWaiting && !ButtonPhase.ready.isWaiting)
    }

    @Test func formatsAndTitlesOfEachPhase() {
        var button = resend().button ?? ButtonSpec()
        #expect(button.displayedTitle(remaining: 60) == "Resend in 01:00")
        #expect(button.displayedTitle(remaining: 59) == "Resend in 00:59")
        #expect(button.displayedTitle(remaining: 600) == "Resend in 10:00")
        #expect(button.displayedTitle(remaining: 0) == "Resend")
        button.state = .countdown
        #expect(button.displayedTitle(remaining: 0) == "Resend in 00:00", "an explicit countdown shows its zero")
        button.state = .expired
        #expect(button.displayedTitle(remaining: 0) == "Code expired. Resend")
        button.expiredTitle = nil
        #expect(button.displayedTitle(remaining: 0) == "Resend")
        button.state = .sending
        #expect(button.displayedTitle(remaining: 30) == "")
        button.format = "{m}:{ss} {mm} {s}s %d"
        button.state = .auto
        #expect(button.displayedTitle(remaining: 75) == "1:15 01 75s 75")
        #expect(button.unknownPlaceholder == nil)
        button.format = "{mmm}"
        #expect(button.unknownPlaceholder == "{mmm}")
    }

    @Test func theCountdownAtItsBoundaryTimes() throws {
        var spec = resend()
        spec.animation = AnimationSpec(name: .countdown, time: 0)
        #expect(try drawn(spec) == ("Resend in 01:00", "#BDBDBD", "countdown"), "60 s left is not below 60")
        spec.animation?.time = 0.999
        #expect(try drawn(spec) == ("Resend in 01:00", "#BDBDBD", "countdown"))
        spec.animation?.time = 1
        #expect(try drawn(spec) == ("Resend in 00:59", "#E53935", "countdown"), "urgent below a minute")
        spec.animation?.time = 59.999
        #expect(try drawn(spec) == ("Resend in 00:01", "#E53935", "countdown"))
        spec.animation?.time = 60
        #expect(try drawn(spec) == ("Resend", "#1E90FF", "ready"))
        spec.animation?.time = 61
        #expect(try drawn(spec) == ("Resend", "#1E90FF", "ready"), "it stays ready")
    }

    @Test func sendingAndExpiredAreDrawn() throws {
        let renderer = FieldRenderer(resources: resources)
        let sending = resend { $0.state = .sending }
        #expect(try drawn(sending) == ("", "#BDBDBD", "sending"))
        let expired = resend { $0.state = .expired }
        #expect(try drawn(expired) == ("Code expired. Resend", "#1E90FF", "expired"))
        let ready = resend { $0.state = .ready }
        #expect(try renderer.render(sending) != renderer.render(ready))
        var link = resend { $0.state = .sending; $0.style = .link }
        link.button?.height = 20
        let layout = try FieldLayout(spec: link, resources: resources)
        #expect(layout.button?.width == 20, "a sending link is a square around its spinner")
    }

    @Test func theCountdownPresetAsksAgainOnceExpired() throws {
        let preset = { (state: String) in
            try SpecDecoder.decode(json: Array(#"{"preset": "countdown", "button": {"state": "\#(state)"}}"#.utf8), file: "spec.json",
                                   presetNames: Presets.names, presets: Presets.named, locales: SpecTestSupport.locales)
        }
        #expect(try drawn(preset("expired")).text == "重新获取", "seed 001's button after its countdown: get it again")
        #expect(try drawn(preset("ready")).text == "获取验证码")
    }

    static let badButtons: [BadInput] = [
        BadInput(#"{"button": {"state": "later"}}"#,
                 #"spec.json: button.state: "later" is not one of auto, countdown, ready, sending, expired"#),
        BadInput(#"{"button": {"urgentBelow": -1}}"#, "spec.json: button.urgentBelow: -1 must be ≥ 0"),
        BadInput(#"{"button": {"urgentBelow": "60"}}"#, #"spec.json: button.urgentBelow: "60" must be a whole number or null"#),
        BadInput(#"{"button": {"expiredTitle": 3}}"#, "spec.json: button.expiredTitle: 3 must be a string or null"),
        BadInput(#"{"button": {"format": "{mm}:{sss}"}}"#,
                 #"spec.json: button.format: "{mm}:{sss}" has an unknown placeholder {sss} (use {s} or %d for seconds, {m} or {mm} for minutes, {ss} for the seconds of the minute)"#),
    ]

    @Test(arguments: badButtons) func badButtonsAreNamed(_ input: BadInput) {
        #expect(SpecTestSupport.message(input.json) == input.message)
    }
}
