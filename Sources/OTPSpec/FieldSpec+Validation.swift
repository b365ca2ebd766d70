import OTPJSON

/// The rules a spec's values must follow, checked in one place once all overrides
/// (preset, file, flags) are applied. ``SpecDecoder`` runs them on every spec it returns;
/// call ``FieldSpec/validate()`` on a spec built in code.
extension FieldSpec {
    /// The largest size, in points, of any length in a spec (cell sizes, gaps, padding,
    /// radii, widths): 10 000 pt, far beyond any real field, small enough that the image
    /// size stays computable.
    package static let maxPoints = 10_000.0

    /// The most entries a `cell.dash` pattern may have: 32.
    package static let maxDashEntries = 32
    /// The most shadows a list may hold: 8.
    package static let maxShadows = 8
    /// The largest shadow blur, in points: 1,000.
    package static let maxBlur = 1_000.0

    /// The most characters (Unicode scalars) one text of a spec may have: 10,000, far
    /// beyond any title or message, so that no spec holds a worker long laying out text.
    package static let maxTextLength = 10_000

    /// The font weights of the bundled families.
    package static let fontWeights = [400, 500, 600, 700]

    /// Throws the first rule the spec breaks, naming the key path and the value:
    ///
    /// - `length` is 1...64; `value` has at most `length` characters, all in `charset`;
    ///   `focusIndex` and `hoverIndex` are in 0..<`length`; `groups` are ≥ 1 and add up to `length`;
    /// - every size is ≥ 0 and ≤ ``maxPoints``; `width` leaves the cells a positive width;
    ///   `cell.borderWidth` and `cell.focusBorderWidth` are at most half the cell's smaller
    ///   side; `cell.dash` has 1...32 entries, not all zero;
    /// - `scale` is in (0, 8]; `textScale` in 0.5…4; `font.size` in (0, 512]; `font.weight` is 400, 500, 600 or
    ///   700; `caret.time` and `button.remaining` are ≥ 0; every `input` string is a key
    ///   event (``InputEvent/init(parsing:at:)``);
    /// - `secure.mask` and `font.family` are not empty, nor are `font.file` and
    ///   `backgroundImage` when given; no text that is drawn (``drawnTexts``) is longer
    ///   than ``maxTextLength`` characters; `button.format` has no unknown placeholder
    ///   (``ButtonSpec/unknownPlaceholder``);
    /// - an `animation` has a `name` and a `time` ≥ 0; `reveal` needs secure entry and
    ///   `countdown` a button;
    /// - each state's `states` values follow these rules (`states.error.cell.borderWidth`).
    ///
    /// Rules that do not depend on each other are all checked, and their problems reported
    /// together (``SpecError/further``); within each group, the first.
    public func validate() throws(SpecError) {
        if let error = SpecError(collecting: valueProblems(withAnimation: true) + stateProblems()) { throw error }
    }

    /// The problems of ``validate()``'s rules but the states' own keys, the first of each
    /// independent group; the animation's too unless `withAnimation` (they hold for the spec's
    /// own state, not for each state `states` styles).
    private func valueProblems(withAnimation: Bool) -> [SpecError] {
        var groups: [() throws(SpecError) -> Void] = [validateCounts, validateSizesAndCellWidth, validateCorners, validateAllShadows,
                                                       validateTexts, validateIgnoredParts]
        if withAnimation { groups.insert(validateAnimation, at: 5) }
        var errors: [SpecError] = []
        for group in groups {
            do throws(SpecError) { try group() } catch { errors.append(error) }
        }
        return errors
    }

    /// The sizes, then (when they are all in range) the room the cells' width leaves their borders.
    private func validateSizesAndCellWidth() throws(SpecError) {
        try validateSizes()
        try validateCellWidth()
    }

    private func validateCorners() throws(SpecError) {
        try require((0...1).contains(cell.cornerSmoothing), "cell.cornerSmoothing", cell.cornerSmoothing, "between 0 and 1")
        if let card {
            try require((0...1).contains(card.cornerSmoothing), "card.cornerSmoothing", card.cornerSmoothing, "between 0 and 1")
        }
    }

    private func validateAllShadows() throws(SpecError) {
        try validateShadows(cell.shadow, "cell.shadow")
        if let focusShadow = cell.focusShadow { try validateShadows(focusShadow, "cell.focusShadow") }
        if let errorFocusShadow = cell.errorFocusShadow { try validateShadows(errorFocusShadow, "cell.errorFocusShadow") }
        if let button { try validateShadows(button.shadow, "button.shadow") }
        try validateShadows(shadow, "shadow")
    }

    /// The problems of each state of `states` against the spec's own rules (named
    /// `states.STATE.` and the key).
    private func stateProblems() -> [SpecError] {
        states.states.flatMap { state -> [SpecError] in
            var styled = self
            styled.state = state
            do throws(SpecError) {
                return try styled.styledForState().valueProblems(withAnimation: false).map { $0.under(keyPath: "states." + state.rawValue) }
            } catch {
                return [error.under(keyPath: "states." + state.rawValue)]
            }
        }
    }

    /// The kinds of part a region map names: `field`, `cell`, `character`, … (each element is
    /// a kind, or a kind and an index: `cell[2]`).
    package static let regionKinds = ["field", "cell", "character", "dot", "placeholder", "caret", "separator", "button",
                                     "title", "subtitle", "message"]

    /// Each of `ignore` is a kind of part, or a kind and an index.
    private func validateIgnoredParts() throws(SpecError) {
        for (index, name) in ignore.enumerated() {
            var kind = Substring(name)
            if let bracket = name.firstIndex(of: "["), name.hasSuffix("]"),
               let number = Int(name[name.index(after: bracket)..<name.index(before: name.endIndex)]), number >= 0 {
                kind = name[..<bracket]
            }
            guard Self.regionKinds.contains(String(kind)) else {
                throw SpecError(.notOneOf(path: "ignore[\(index)]", value: "\"\(name)\"",
                                          choices: Self.regionKinds + ["KIND[N]"]))
            }
        }
    }

    private func validateCounts() throws(SpecError) {
        try require((1...64).contains(length), "length", Double(length), "between 1 and 64")
        try validateValue()
        if let focusIndex {
            try require((0..<length).contains(focusIndex), "focusIndex", Double(focusIndex),
                        "between 0 and \(length - 1) (length \(length))")
        }
        if let hoverIndex {
            try require((0..<length).contains(hoverIndex), "hoverIndex", Double(hoverIndex),
                        "between 0 and \(length - 1) (length \(length))")
        }
        if let groups {
            for (i, group) in groups.enumerated() {
                try require(group >= 1, "groups[\(i)]", Double(group), "≥ 1")
            }
            let sum = groups.reduce(0, &+)
            if sum != length {
                throw invalid("groups", JSONValue.array(groups.map { .number(JSONNumber($0)) }),
                              "add up to \(sum), not length \(length)")
            }
        }
        try require(scale > 0 && scale <= 8, "scale", scale, "> 0 and ≤ 8")
        try require(TextScale.range.contains(textScale), "textScale", textScale, "0.5…4")
        try require(rem > 0 && rem <= 1_000, "rem", rem, "> 0 and ≤ 1000")
        let fonts = [("font", font), ("title.font", title?.font), ("subtitle.font", subtitle?.font), ("message.font", message?.font)]
        for case let (path, font?) in fonts {
            try validateFont(font, path)
        }
        try require(caret.time >= 0 && caret.time.isFinite, "caret.time", caret.time, "≥ 0")
        if let input {
            do throws(InputEventError) { _ = try InputEvent.parse(input) } catch { throw SpecError(.invalidInput(error)) }
        }
        if let button {
            try require(button.remaining >= 0, "button.remaining", Double(button.remaining), "≥ 0")
            if let urgentBelow = button.urgentBelow {
                try require(urgentBelow >= 0, "button.urgentBelow", Double(urgentBelow), "≥ 0")
            }
        }
    }

    private func validateFont(_ font: FontSpec, _ path: String) throws(SpecError) {
        try require(font.size > 0 && font.size <= 512, path + ".size", font.size, "> 0 and ≤ 512")
        if !Self.fontWeights.contains(font.weight) {
            throw SpecError(.notOneOf(path: path + ".weight", value: String(font.weight),
                                      choices: Self.fontWeights.map(String.init)))
        }
        if font.family.isEmpty { throw invalid(path + ".family", "", "must not be empty") }
        if font.file == "" { throw invalid(path + ".file", "", "must not be empty (use null for the bundled family)") }
    }

    private func validateValue() throws(SpecError) {
        // `any` refuses only control characters, which validateDrawnTexts names precisely.
        if charset != .any && !value.allSatisfy(charset.accepts) {
            throw invalid("value", .string(value), "has characters outside \(charset.rawValue)")
        }
        if value.count > length {
            throw invalid("value", .string(value), "is longer than length \(length)")
        }
    }

    private func validateSizes() throws(SpecError) {
        let sizes: [(String, Double?)] = [
            ("secure.dotRadius", secure.dotRadius), ("caret.width", caret.width), ("caret.inset", caret.inset),
            ("separator.gap", separator.gap), ("cell.width", cell.width), ("cell.height", cell.height), ("cell.minWidth", cell.minWidth),
            ("cell.spacing", cell.spacing), ("cell.cornerRadius", cell.cornerRadius),
            ("cell.borderWidth", cell.borderWidth), ("cell.focusBorderWidth", cell.focusBorderWidth),
            ("width", width), ("button.width", button?.width), ("button.gap", button?.gap), ("padding", padding),
            ("button.height", button?.height ?? nil), ("title.gap", title?.gap), ("subtitle.gap", subtitle?.gap),
            ("message.gap", message?.gap), ("cell.focusRing.width", cell.focusRing?.width),
            ("cell.focusRing.offset", cell.focusRing?.offset), ("card.padding", card?.padding),
            ("card.cornerRadius", card?.cornerRadius),
        ]
        for case let (path, size?) in sizes {
            try requireSize(size, path)
        }
        if let dash = cell.dash {
            let quoted = JSONValue.array(dash.map { JSONNumber($0).map(JSONValue.number) ?? .null })
            if dash.isEmpty { throw invalid("cell.dash", quoted, "must not be empty (use null for a solid border)") }
            if dash.count > Self.maxDashEntries {
                throw invalid("cell.dash", quoted, "must have at most \(Self.maxDashEntries) entries")
            }
            for (i, length) in dash.enumerated() { try requireSize(length, "cell.dash[\(i)]") }
            if dash.allSatisfy({ $0 == 0 }) { throw invalid("cell.dash", quoted, "must not be all zeros") }
        }
    }

    /// At most ``maxShadows``, each offset and spread within ±``maxPoints``, each blur 0…1,000.
    private func validateShadows(_ shadows: [Shadow], _ path: String) throws(SpecError) {
        if shadows.count > Self.maxShadows {
            throw SpecError(.outOfRange(path: path, value: "\(shadows.count) shadows", requirement: "at most \(Self.maxShadows)"))
        }
        for (i, shadow) in shadows.enumerated() {
            for (key, value) in [("x", shadow.x), ("y", shadow.y), ("spread", shadow.spread)] {
                try require(abs(value) <= Self.maxPoints, "\(path)[\(i)].\(key)", value,
                            "between -\(Self.quote(Self.maxPoints)) and \(Self.quote(Self.maxPoints))")
            }
            try require(shadow.blur >= 0 && shadow.blur <= Self.maxBlur, "\(path)[\(i)].blur", shadow.blur,
                        "between 0 and \(Self.quote(Self.maxBlur))")
        }
    }

    /// `width` must leave room for the cells; borders must fit in them.
    private func validateCellWidth() throws(SpecError) {
        var cellWidth = fit == .shrink ? min(cell.width, cell.minWidth) : cell.width
        if fit == .none, let width, let shared = sharedCellWidth {
            // What the layout takes from the width before sharing it out (FieldSpec+CellWidth).
            let groupCount = groups?.count ?? 1
            let gaps = innerSpacing + groupGaps
            var parts: [String] = []
            if cellSpacing > 0 { parts.append("\(length) cells \(Self.quote(cellSpacing)) apart") }
            if groupCount > 1 && separator.gap > 0 {
                parts.append("\(groupCount - 1) group gap\(groupCount > 2 ? "s" : "") of \(Self.quote(separator.gap))")
            }
            let why = parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
            try require(width > gaps, "width", width, "> \(Self.quote(gaps))" + why)
            cellWidth = shared
        }
        let half = min(cellWidth, cell.height) / 2
        let shownHalf = (half * 100).rounded(.down) / 100
        let requirement = "≤ \(Self.quote(shownHalf)) (half the cell's smaller side)"
        try require(cell.borderWidth <= half, "cell.borderWidth", cell.borderWidth, requirement)
        if let focusBorderWidth = cell.focusBorderWidth {
            try require(focusBorderWidth <= half, "cell.focusBorderWidth", focusBorderWidth, requirement)
        }
    }

    private func validateTexts() throws(SpecError) {
        if secure.mask.isEmpty { throw invalid("secure.mask", "", "must not be empty (use \"dot\" for dots)") }
        if backgroundImage == "" { throw invalid("backgroundImage", "", "must not be empty (use null for none)") }
        if let button, let placeholder = button.unknownPlaceholder {
            throw invalid("button.format", .string(button.format),
                          "has an unknown placeholder \(placeholder) (use {s} or %d for seconds, {m} or {mm} for minutes, {ss} for the seconds of the minute)")
        }
        try validateTextLengths()
    }

    /// No drawn text is longer than ``maxTextLength``. (What text layout cannot draw, an
    /// emoji or a character no font has, is refused where the fonts are, before drawing.)
    private func validateTextLengths() throws(SpecError) {
        for drawn in drawnTexts {
            let length = drawn.source.unicodeScalars.count
            if length > Self.maxTextLength {
                throw SpecError(.outOfRange(path: drawn.path, value: "\(length) characters",
                                            requirement: "at most \(Self.maxTextLength)"))
            }
        }
    }

    private func validateAnimation() throws(SpecError) {
        guard let animation else { return }
        let names = AnimationName.allCases.map(\.rawValue)
        guard let name = animation.name else {
            throw SpecError(.missingKey(path: "animation.name", hint: "use one of " + names.joined(separator: ", ")))
        }
        try require(animation.time >= 0, "animation.time", animation.time, "≥ 0")
        if name == .reveal && !secure.enabled {
            throw invalid("animation.name", .string(name.rawValue), "needs secure entry (secure.enabled: true)")
        }
        if name == .spin && state != .loading {
            throw invalid("animation.name", .string(name.rawValue), "needs the loading state (state: \"loading\")")
        }
        if name == .countdown && button == nil {
            throw invalid("animation.name", .string(name.rawValue), "needs a button (e.g. \"button\": {\"remaining\": 5})")
        }
        if name == .sending && button == nil {
            throw invalid("animation.name", .string(name.rawValue), "needs a button (e.g. \"button\": {\"state\": \"sending\"})")
        }
    }

    // MARK: Helpers

    private func require(_ condition: Bool, _ path: String, _ value: Double, _ requirement: String) throws(SpecError) {
        guard condition else {
            throw SpecError(.outOfRange(path: path, value: Self.quote(value), requirement: requirement))
        }
    }

    private func requireSize(_ size: Double, _ path: String) throws(SpecError) {
        try require(size >= 0, path, size, "≥ 0")
        try require(size <= Self.maxPoints, path, size, "≤ \(Self.quote(Self.maxPoints))")
    }

    private func invalid(_ path: String, _ value: JSONValue, _ reason: String) -> SpecError {
        SpecError(.invalidValue(path: path, value: SpecError.quote(value), reason: reason))
    }

    /// A number as JSON writes it (`-3`, `1.6`), or Swift's spelling for NaN and infinities.
    private static func quote(_ value: Double) -> String {
        JSONNumber(value)?.literal ?? "\(value)"
    }
}
