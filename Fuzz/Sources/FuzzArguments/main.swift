import CFuzzDriver
import Foundation
import OTPCommandLine

/// A value with a few names, as the command line's enumerations (`--format`) are.
enum Shape: String, CaseIterable, ArgumentValue {
    case box, line, circle
}

/// Every kind of argument a command declares.
let declarations: [ArgumentDeclaration] = [
    .positional("spec", required: false, help: "A spec."),
    .positional("other", required: false, help: "Another file."),
    .option("output", short: "o", required: true, help: "The image."),
    .option("length", value: Int.self, help: "Cells."),
    .option("threshold", valueName: "0...1", value: Double.self, help: "A threshold."),
    .option("shape", value: Shape.self, defaultText: "box", help: "A shape."),
    .flag("secure", help: "Mask."),
    .repeatedOption("set", valueName: "key.path=value", help: "Set a key."),
]

/// Any bytes as a command line (arguments separated by NUL bytes): its arguments or a usage
/// error, never a trap; what is read holds every required argument, one value per option
/// that is not repeated, and values that are either of their type or a usage error.
func fuzzArguments(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    let tokens = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    guard let parsed = try? ArgumentReader.read(tokens[...], declarations: declarations) else { return 0 }
    for declaration in declarations {
        let values = parsed.values[declaration.name] ?? []
        precondition(!declaration.isRequired || !values.isEmpty, "\(declaration.name) is required")
        precondition(declaration.kind == .repeatedOption || values.count <= 1, "\(declaration.name): \(values)")
    }
    _ = try? parsed.value("length", as: Int.self)
    _ = try? parsed.value("threshold", as: Double.self)
    _ = try? parsed.value("shape", as: Shape.self)
    _ = parsed.repeatedValues("set")
    let command = CommandDefinition(name: "fuzz", abstract: "Reads arguments.", arguments: declarations) { _ in }
    precondition(HelpText.help(for: [command]).contains("USAGE: fuzz"))
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzArguments(data, count) })
