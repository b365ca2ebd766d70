import OTPJSON

/// Printf-style specifiers as Apple's, Android's and gettext's string resources write them,
/// filled from arguments: `%@`, `%s` (any value), `%d`, `%i`, `%u` with `l`, `ll`, `h`, `z`
/// lengths (`%lld`), `%f` and `%.2f`, positions (`%1$@`, `%2$d`), names (`%(phone)s`, as
/// Python's gettext writes them), `%%`, and plural variables (`%#@minutes@`, ``PluralVariable``).
/// Flags and widths are accepted and ignored.
enum StringFormat {
    /// `text` with each specifier replaced by its argument; a reason when one has no argument
    /// or takes another kind. The specifiers of argument `countdown` (an index) are written
    /// `%d` instead, for a countdown that fills them itself as it ticks. Specifiers without a
    /// position take the arguments from `firstArgument` on; a variable `%#@name@` takes the
    /// next and is replaced by what `expand` makes of its name and that argument's index.
    static func format(_ text: String, _ arguments: StringArguments, countdown: Int? = nil, firstArgument: Int = 0,
                       expand: (_ name: String, _ argument: Int) -> Result<String, FormatFailure> = { name, _ in
                           .failure(FormatFailure("has the variable %#@\(name)@, which only a .stringsdict or a catalog's substitutions define"))
                       }) -> Result<String, FormatFailure> {
        filled(text, arguments, countdown: countdown, firstArgument: firstArgument, expand: expand).mapError { failure in
            var failure = failure
            failure.template = failure.template ?? text
            return failure
        }
    }

    private static func filled(_ text: String, _ arguments: StringArguments, countdown: Int?, firstArgument: Int,
                               expand: (_ name: String, _ argument: Int) -> Result<String, FormatFailure>) -> Result<String, FormatFailure> {
        var output = "", next = firstArgument
        var scalars = Substring(text).unicodeScalars[...]
        while let percent = scalars.firstIndex(of: "%") {
            output.unicodeScalars.append(contentsOf: scalars[..<percent])
            scalars = scalars[scalars.index(after: percent)...]
            guard let specifier = Specifier.read(&scalars) else {
                return .failure(FormatFailure("has a % that starts no specifier (write %% for a percent sign)"))
            }
            let rendered: Result<String, FormatFailure>
            switch specifier {
            case .percent:
                rendered = .success("%")
            case .variable(let position, let name):
                let index = position.map { $0 - 1 } ?? next
                next = index + 1
                rendered = expand(name, index)
            case .named(let name, let conversion, let precision):
                guard let argument = arguments.named[name] else {
                    return .failure(FormatFailure("has \(specifier), but no argument \(JSONValue.quoted(name)) is given (give it in args)"))
                }
                rendered = conversion.render(argument, precision: precision)
            case .value(let position, let conversion, let precision):
                let index = position.map { $0 - 1 } ?? next
                next = index + 1
                if index == countdown {
                    rendered = .success("%d")
                } else if arguments.positional.indices.contains(index) {
                    rendered = conversion.render(arguments.positional[index], precision: precision)
                } else {
                    let count = arguments.positional.count
                    return .failure(FormatFailure("has \(specifier) for argument \(index + 1), but \(count) \(count == 1 ? "is" : "are") given"))
                }
            }
            switch rendered {
            case .success(let text): output += text
            case .failure(let failure): return .failure(failure)
            }
        }
        output.unicodeScalars.append(contentsOf: scalars)
        return .success(output)
    }

    /// The names of `text`'s named specifiers that take a whole number (`count` of
    /// `%(count)d`), in order.
    static func countNames(in text: String) -> [String] {
        namedSpecifiers(in: text).filter { [.decimal, .integer, .unsigned].contains($0.conversion) }.map(\.name)
    }

    /// The names of `text`'s named specifiers (`phone` of `%(phone)s`), in order.
    static func argumentNames(in text: String) -> [String] {
        namedSpecifiers(in: text).map(\.name)
    }

    private static func namedSpecifiers(in text: String) -> [(name: String, conversion: Specifier.Conversion)] {
        pieces(of: text).compactMap { piece in
            var scalars = Substring(piece.text).unicodeScalars.dropFirst()[...]
            guard piece.isSpecifier, case .named(let name, let conversion, _)? = Specifier.read(&scalars) else { return nil }
            return (name, conversion)
        }
    }

    /// `text` cut into its literal runs and its specifiers (`%1$@`, `%d`, `%%`), in order.
    static func pieces(of text: String) -> [(text: String, isSpecifier: Bool)] {
        var pieces: [(text: String, isSpecifier: Bool)] = []
        var scalars = Substring(text).unicodeScalars[...]
        var literal = String.UnicodeScalarView()
        while let percent = scalars.firstIndex(of: "%") {
            literal.append(contentsOf: scalars[..<percent])
            var after = scalars[scalars.index(after: percent)...]
            guard Specifier.read(&after) != nil else {
                literal.append("%")
                scalars = scalars[scalars.index(after: percent)...]
                continue
            }
            if !literal.isEmpty { pieces.append((String(literal), false)) }
            literal = String.UnicodeScalarView()
            pieces.append((String(String.UnicodeScalarView(scalars[percent..<after.startIndex])), true))
            scalars = after
        }
        literal.append(contentsOf: scalars)
        if !literal.isEmpty { pieces.append((String(literal), false)) }
        return pieces
    }
}

/// Why a text could not be formatted, and the text (a template, or a form of it) that could
/// not.
struct FormatFailure: Error {
    let reason: String
    var template: String?
    /// For an i18next key that has neither the form its count takes nor a text of its own,
    /// the suffixes tried (`_few`, and "" for the key itself): the lookup goes on in the next
    /// language, as i18next's does.
    var triedSuffixes: [String]?
    init(_ reason: String) { self.reason = reason }
}

/// One `%…` specifier, read after its `%`.
private enum Specifier: CustomStringConvertible {
    case percent
    case value(position: Int?, conversion: Conversion, precision: Int?)
    /// `%(name)s`.
    case named(String, conversion: Conversion, precision: Int?)
    /// `%#@name@`.
    case variable(position: Int?, name: String)

    enum Conversion: Character {
        case object = "@", string = "s", decimal = "d", integer = "i", unsigned = "u", float = "f", floatUpper = "F"

        func render(_ argument: StringArgument, precision: Int?) -> Result<String, FormatFailure> {
            switch self {
            case .object, .string:
                return .success(argument.description)
            case .decimal, .integer, .unsigned:
                guard case .number(let number) = argument, number.rounded() == number, abs(number) <= StringArgument.largestWholeNumber else {
                    return .failure(FormatFailure("has %\(rawValue) for \"\(argument)\", which is not a whole number"))
                }
                return .success(String(Int(number)))
            case .float, .floatUpper:
                guard case .number(let number) = argument else {
                    return .failure(FormatFailure("has %\(rawValue) for \"\(argument)\", which is not a number"))
                }
                return .success(DecimalText.fixed(number, decimals: precision ?? 6))
            }
        }
    }

    var description: String {
        switch self {
        case .percent: return "%%"
        case .value(let position, let conversion, let precision):
            return "%" + (position.map { "\($0)$" } ?? "") + (precision.map { ".\($0)" } ?? "") + String(conversion.rawValue)
        case .named(let name, let conversion, let precision):
            return "%(\(name))" + (precision.map { ".\($0)" } ?? "") + String(conversion.rawValue)
        case .variable(let position, let name):
            return "%" + (position.map { "\($0)$" } ?? "") + "#@\(name)@"
        }
    }

    /// The specifier at the start of `scalars` (which it then follows), or nil.
    static func read(_ scalars: inout Substring.UnicodeScalarView.SubSequence) -> Specifier? {
        if scalars.first == "%" { scalars.removeFirst(); return .percent }
        var position: Int?, precision: Int?
        let digits = scalars.prefix { $0.properties.numericType == .decimal && $0.isASCII }
        if !digits.isEmpty, scalars.dropFirst(digits.count).first == "$" {
            position = Int(String(String.UnicodeScalarView(digits)))
            scalars.removeFirst(digits.count + 1)
            guard let number = position, number >= 1 else { return nil }
        }
        if scalars.first == "(" {
            let name = scalars.dropFirst().prefix { $0 != ")" && $0 != "%" && $0 != "\n" }
            guard position == nil, !name.isEmpty, scalars.dropFirst(name.count + 1).first == ")" else { return nil }
            scalars.removeFirst(name.count + 2)
            guard case .value(_, let conversion, let precision)? = read(&scalars) else { return nil }
            return .named(String(String.UnicodeScalarView(name)), conversion: conversion, precision: precision)
        }
        if scalars.starts(with: "#@".unicodeScalars) {
            let name = scalars.dropFirst(2).prefix { $0 != "@" && $0 != "%" && $0 != "\n" }
            guard !name.isEmpty, scalars.dropFirst(name.count + 2).first == "@" else { return nil }
            scalars.removeFirst(name.count + 3)
            return .variable(position: position, name: String(String.UnicodeScalarView(name)))
        }
        while let flag = scalars.first, "-+ 0#'".unicodeScalars.contains(flag) { scalars.removeFirst() }
        while let digit = scalars.first, digit.isASCII, digit.properties.numericType == .decimal { scalars.removeFirst() }
        if scalars.first == "." {
            scalars.removeFirst()
            let places = scalars.prefix { $0.isASCII && $0.properties.numericType == .decimal }
            precision = Int(String(String.UnicodeScalarView(places))) ?? 0
            scalars.removeFirst(places.count)
        }
        while let length = scalars.first, "hlqzjtL".unicodeScalars.contains(length) { scalars.removeFirst() }
        guard let letter = scalars.first, let conversion = Conversion(rawValue: Character(letter)) else { return nil }
        scalars.removeFirst()
        return .value(position: position, conversion: conversion, precision: precision)
    }
}
