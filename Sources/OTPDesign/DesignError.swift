import OTPFields
import OTPSpec

/// Why a sheet cannot be made from what was asked; each message names the option and the value.
public enum DesignError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A name in a `--states` list that is not a ``SheetState``.
    case unknownState(String)
    /// A name in a `--styles` list that is not a ``FieldStyle``.
    case unknownStyle(String)
    /// A `--states`, `--styles` or `--locales` list with no names.
    case emptySelection(option: String)

    public var description: String {
        switch self {
        case .unknownState(let name):
            return "--states: \"\(name)\" is not one of " + SheetState.allCases.map(\.rawValue).joined(separator: ", ")
        case .unknownStyle(let name):
            return "--styles: \"\(name)\" is not one of " + FieldStyle.allCases.map(\.rawValue).joined(separator: ", ")
        case .emptySelection(let option):
            return "\(option): give at least one name, separated by commas"
        }
    }
}
