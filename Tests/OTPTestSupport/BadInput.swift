import Foundation
import Testing

/// A JSON input and the exact one-line message it must produce.
public struct BadInput: Sendable, CustomTestStringConvertible {
    public let json: String
    public let message: String

    public init(_ json: String, _ message: String) {
        self.json = json
        self.message = message
    }

    /// The input on one line.
    public var testDescription: String {
        json.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    }
}
