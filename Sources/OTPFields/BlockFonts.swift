import OTPGeometry
import OTPSpec
import OTPText

/// The fonts of a verification block's texts besides the cells' own: each present text's,
/// and the button's title.
public struct BlockFonts: Sendable {
    public var title: Font?
    public var subtitle: Font?
    public var message: Font?
    /// The button's title: the cells' family and weight at 0.65 of their size (seed 001).
    public var button: Font?

    public init(title: Font? = nil, subtitle: Font? = nil, message: Font? = nil, button: Font? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.message = message
        self.button = button
    }

    /// The fonts `spec` needs, from `resources`.
    public init(spec: borrowing FieldSpec, resources: FieldResources) throws {
        title = try spec.title.map { try resources.font($0.font, at: "title.font") }
        subtitle = try spec.subtitle.map { try resources.font($0.font, at: "subtitle.font") }
        message = try spec.message.map { try resources.font($0.font, at: "message.font") }
        button = try spec.button.map { _ in try resources.font(for: spec, size: spec.font.size * 0.65) }
    }
}

/// A laid-out line of text and where it goes: its start on the baseline, in points.
public struct PlacedLine: Sendable {
    public let line: TextLine
    public let origin: Point
}
