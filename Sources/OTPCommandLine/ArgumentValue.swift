/// A type an option's or an argument's text becomes: `--length 6` is an `Int`, `--format svg`
/// an ``ImageFormat``. Values are converted by statically known types, so parsing the command
/// line never asks the Swift runtime about types or conformances, which is what used to make
/// half of a render's start-up.
public protocol ArgumentValue: Sendable {
    /// The value `argument` names, or nil when it is not one.
    init?(argument: String)

    /// Every value, when there are few enough to list in help (`png, svg, pdf`), else empty.
    static var valueList: [String] { get }

    /// The value as the command line writes it, for help's `(default: …)`.
    var argumentText: String { get }
}

extension ArgumentValue {
    public static var valueList: [String] { [] }

    public var argumentText: String { String(describing: self) }
}

extension ArgumentValue where Self: RawRepresentable & CaseIterable, RawValue == String {
    public init?(argument: String) {
        self.init(rawValue: argument)
    }

    public static var valueList: [String] { allCases.map(\.rawValue) }

    public var argumentText: String { rawValue }
}

extension String: ArgumentValue {
    public init?(argument: String) {
        self = argument
    }
}

extension Int: ArgumentValue {
    public init?(argument: String) {
        self.init(argument, radix: 10)
    }
}

extension Double: ArgumentValue {
    public init?(argument: String) {
        guard let value = Double(argument), value.isFinite else { return nil }
        self = value
    }
}

extension UInt16: ArgumentValue {
    public init?(argument: String) {
        self.init(argument, radix: 10)
    }
}
