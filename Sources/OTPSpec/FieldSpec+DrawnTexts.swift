
/// The texts a spec asks the renderer to draw, each with the key path that sets it, so that
/// text is checked by name: its length in validation (``FieldSpec/validate()``), what text
/// layout cannot draw (emoji, right-to-left text in cells, combining marks, control
/// characters, characters no face has) by the renderer, before drawing.
extension FieldSpec {
    /// One text of a spec that may be drawn.
    package struct DrawnText: Hashable, Sendable {
        /// What part of the image draws a text, and so in which font.
        package enum Role: Hashable, Sendable {
            /// In the cells or between them: the code, placeholders, masks, separators.
            case cells
            case title
            case subtitle
            case message
            case button
        }

        /// The key path that sets it: `value`, `placeholder`, `input[2]`, ...
        package let path: String
        /// The spec's string at that path, as a message quotes it.
        package let source: String
        /// The characters of ``source`` that may be drawn: the whole string, except for an
        /// `input` event, where only the text typed or pasted that the charset accepts; its
        /// digits as `digits` shows them.
        package let text: String
        /// What draws it.
        package var role = Role.cells

        /// Whether it is a label or message (title, subtitle, message, button), laid out as
        /// a paragraph in either direction, rather than the content of cells.
        package var isLabel: Bool { role != .cells }
    }

    /// Every text that may be drawn, whatever the state: `value`; each `input` event's
    /// accepted characters; `placeholder`; `secure.mask` unless it is "dot";
    /// `separator.text`; `button.title` and `button.format` when there is a button; the
    /// title's, subtitle's and message's texts (labels, ``DrawnText/isLabel``); with `digits`
    /// other than `latn`, its ten digits, in the cells and on a button (the countdown). Texts
    /// that the current state hides are included, so a spec is valid or not as a whole
    /// (a sheet draws it in every state).
    package var drawnTexts: [DrawnText] {
        var texts: [DrawnText] = []
        forEachDrawnText { texts.append($0) }
        return texts
    }

    /// Calls `body` with each of ``drawnTexts`` in order, without building the list.
    package func forEachDrawnText<E: Error>(_ body: (DrawnText) throws(E) -> Void) throws(E) {
        try body(DrawnText(path: "value", source: value, text: digits.displaying(value)))
        for (index, string) in (input ?? []).enumerated() {
            try body(DrawnText(path: "input[\(index)]", source: string, text: digits.displaying(typedText(of: string))))
        }
        try body(DrawnText(path: "placeholder", source: placeholder, text: digits.displaying(placeholder)))
        if secure.mask != "dot" {
            try body(DrawnText(path: "secure.mask", source: secure.mask, text: digits.displaying(secure.mask)))
        }
        try body(DrawnText(path: "separator.text", source: separator.text, text: digits.displaying(separator.text)))
        if !digits.isLatin { try body(digitsText(role: .cells)) }
        if let button {
            try body(DrawnText(path: "button.title", source: button.title, text: digits.displaying(button.title), role: .button))
            try body(DrawnText(path: "button.format", source: button.format, text: digits.displaying(button.format), role: .button))
            if let expired = button.expiredTitle {
                try body(DrawnText(path: "button.expiredTitle", source: expired, text: digits.displaying(expired), role: .button))
            }
            if !digits.isLatin { try body(digitsText(role: .button)) }
        }
        if let title { try body(DrawnText(path: "title.text", source: title.text, text: digits.displaying(title.text), role: .title)) }
        if let subtitle {
            try body(DrawnText(path: "subtitle.text", source: subtitle.text, text: digits.displaying(subtitle.text), role: .subtitle))
        }
        if let message {
            try body(DrawnText(path: "message.text", source: message.text, text: digits.displaying(message.text), role: .message))
            if let error = message.error {
                try body(DrawnText(path: "message.error", source: error, text: digits.displaying(error), role: .message))
            }
            if let warning = message.warning {
                try body(DrawnText(path: "message.warning", source: warning, text: digits.displaying(warning), role: .message))
            }
            if let success = message.success {
                try body(DrawnText(path: "message.success", source: success, text: digits.displaying(success), role: .message))
            }
        }
    }

    /// The ten digits of `digits`, as drawn in `role` (the code's cells, or the countdown).
    private func digitsText(role: DrawnText.Role) -> DrawnText {
        DrawnText(path: "digits", source: digits.name, text: digits.digits.joined(), role: role)
    }

    /// The characters of an `input` string that could enter the value: the typed or pasted
    /// text that ``charset`` accepts ("" for a backspace, a clear or an unparsable string).
    private func typedText(of string: String) -> String {
        switch try? InputEvent(parsing: string) {
        case .type(let text)?, .paste(let text)?: return String(text.filter(charset.accepts))
        default: return ""
        }
    }
}
