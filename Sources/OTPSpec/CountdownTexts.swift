/// A countdown's text for each count, chosen by rules the string sources know (CLDR's plural
/// rules, a message formatted for each count): what says "Resend in 1 second" at 1 and
/// "Resend in 2 seconds" at 2 as the button ticks. OTPStrings' `PluralTexts` is one.
public protocol CountdownForms: Hashable, Sendable {
    /// The format for `count`, the count written `%d`; nil when the text is formatted whole.
    func format(for count: Int) -> String?
    /// The whole text for `count`, when the text is formatted whole; nil otherwise.
    func finishedText(for count: Int) -> String?
}

/// A button's ``CountdownForms``, held by reference: a spec is copied on every render, and
/// copying this is one retain, whatever the forms hold.
public struct CountdownTexts: Hashable, Sendable {
    private final class Box: Sendable {
        let forms: any CountdownForms
        init(_ forms: any CountdownForms) { self.forms = forms }
    }

    private let box: Box

    /// The countdown's texts as `forms` gives them.
    public init(_ forms: some CountdownForms) {
        box = Box(forms)
    }

    /// The forms held.
    public var forms: any CountdownForms { box.forms }

    /// ``CountdownForms/format(for:)``.
    public func format(for count: Int) -> String? { box.forms.format(for: count) }

    /// ``CountdownForms/finishedText(for:)``.
    public func finishedText(for count: Int) -> String? { box.forms.finishedText(for: count) }

    public static func == (a: CountdownTexts, b: CountdownTexts) -> Bool {
        a.box === b.box || AnyHashable(a.box.forms) == AnyHashable(b.box.forms)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(box.forms))
    }
}
