import CFuzzDriver
import Foundation
import OTPCommandLine

/// A value with a few names, as the command line's enumerations (`--format`) are.
enum Shape: String, CaseIterable, ArgumentValue {
    case box, line, circle
}

/// Every kind of argument a command declares.
let spec: Argument<String?> = .positional("spec", help: "A spec.")
let other: Argument<String?> = .positional("other", help: "Another file.")
let output: Argument<String> = .option("output", short: "o", help: "The image.")
let length: Argument<Int?> = .option("length", help: "Cells.")
let threshold: Argument<Double?> = .option("threshold", valueName: "0...1", help: "A threshold.")
let shape: Argument<Shape> = .option("shape", default: .box, help: "A shape.")
let secure: Argument<Bool> = .flag("secure", help: "Mask.")
let assignments: Argument<[String]> = .repeated("set", valueName: "key.path=value", help: "Set a key.")
let declarations = ([spec, other, output, length, threshold, shape, secure, assignments] as [any ArgumentDeclaring])
    .map(\.declaration)

/// Any bytes as a command line (arguments separated by NUL bytes): its arguments or a usage
/// error, never a trap; what is read holds every required argument, one value per option
/// that is not repeated, and values of their types (a value that is not is a usage error).
func fuzzArguments(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    let tokens = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    guard let parsed = try? ArgumentReader.read(tokens[...], declarations: declarations) else { return 0 }
    for declaration in declarations {
        let values = parsed.values[declaration.name] ?? []
        precondition(!declaration.isRequired || !values.isEmpty, "\(declaration.name) is required")
        precondition(declaration.kind == .repeatedOption || values.count <= 1, "\(declaration.name): \(values)")
    }
    _ = (parsed[spec], parsed[other], parsed[output], parsed[length], parsed[threshold], parsed[shape], parsed[secure])
    precondition(parsed[assignments].count == (parsed.values["set"] ?? []).count, "every --set is read")
    let command = CommandDefinition(name: "fuzz", abstract: "Reads arguments.", arguments: declarations) { _ in }
    precondition(HelpText.help(for: [command]).contains("USAGE: fuzz"))
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzArguments(data, count) })
