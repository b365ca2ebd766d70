/// Commands to print for a person to copy: each argument as is when it is plain, else in
/// single quotes (a quote inside as `'\''`), so the line pastes into any POSIX shell.
package enum ShellWords {
    package static func join(_ arguments: [String]) -> String {
        arguments.map(quote).joined(separator: " ")
    }

    package static func quote(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./=@:+,%".unicodeScalars.contains(scalar))
        }
        return plain ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
