import OTPStrings

/// The texts a spec asks the renderer to draw, each with the key path that sets it, so that
/// text is checked by name: its length in validation (``FieldSpec/validate()``), what text
/// layout cannot draw (emoji, right-to-left text in cells, combining marks, control
/// characters, characters no face has) by the renderer, before drawing.
extension FieldSpec {
    /// One text of a spec that may be drawn.
    public struct DrawnText: Hashable, Sendable {
        /// What part of the image draws a text, and so in which font.
        public enum Role: Hashable, Sendable {
            /// In the cells or between them: the code, placeholders, masks, separators.
            case cells
            case title
            case subtitle
            case message
            case button
        }

        /// The key path that sets it: `value`, `placeholder`, `input[2]`, ...
        public let path: String
        /// The spec's string at that path, as a message quotes it.
        public let source: String
        /// The characters of ``source`` that may be drawn: the whole string, except for an
        /// `input` event, where only the text typed or pasted that the charset accepts; its
        /// digits as `digits` shows them.
        public let text: String
        /// What draws it.
        public var role = Role.cells

        /// Whether it is a label or message (title, subtitle, message, button), laid out as
        /// a paragraph in either direction, rather than the content of cells.
        public var isLabel: Bool { role != .cells }
    }

    /// Every text that may be drawn, whatever the state: `value`; each `input` event's
    /// accepted characters; `placeholder`; `secure.mask` unless it is "dot";
    /// `separator.text`; `button.title` and `button.format` when there is a button; the
    /// title's, subtitle's and message's texts (labels, ``DrawnText/isLabel``); with `digits`
    /// other than `latn`, its ten digits, in the cells and on a button (the countdown). Texts
    /// that the current state hides are included, so a spec is valid or not as a whole
    /// (a sheet draws it in every state).
    public var drawnTexts: [DrawnText] {
        var texts: [DrawnText] = []
        forEachDrawnText { texts.append($0) }
        return texts
    }

    /// Calls `body` with each of ``drawnTexts`` in order, without building the list.
    public func forEachDrawnText<E: Error>(_ body: (DrawnText) throws(E) -> Void) throws(E) {
        func shown(_ path: String, _ source: String, _ role: DrawnText.Role = .cells, text: String? = nil) throws(E) {
            try body(DrawnText(path: path, source: source, text: digits.displaying(text ?? source), role: role))
        }
        try shown("value", value)
        for (index, string) in (input ?? []).enumerated() { try shown("input[\(index)]", string, text: typedText(of: string)) }
        try shown("placeholder", placeholder)
        if secure.mask != "dot" { try shown("secure.mask", secure.mask) }
        try shown("separator.text", separator.text)
        if !digits.isLatin { try shown("digits", digits.name, text: digits.digits.joined()) }
        if let button {
            try shown("button.title", button.title, .button)
            try shown("button.format", button.format, .button)
            if !digits.isLatin { try shown("digits", digits.name, .button, text: digits.digits.joined()) }
        }
        if let title { try shown("title.text", title.text, .title) }
        if let subtitle { try shown("subtitle.text", subtitle.text, .subtitle) }
        if let message {
            try shown("message.text", message.text, .message)
            if let error = message.error { try shown("message.error", error, .message) }
            if let success = message.success { try shown("message.success", success, .message) }
        }
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
