import OTPFiles
import OTPSpec

/// `render --explain`: the keys of a spec that came from design tokens, one a line: the key,
/// the token, the value the key took; the mode first when the tokens have modes.
///
/// ```
/// mode dark
/// cell.cornerRadius  radius.md       8
/// colors.border      border.default  #424A53
/// ```
package enum TokenExplanation {
    package static func text(of spec: FieldSpec) -> String {
        guard !spec.tokenUses.isEmpty else { return "no key of the spec came from a design token\n" }
        let mode = spec.tokenUses.first?.mode.map { "mode \($0)\n" } ?? ""
        return mode + spec.tokenUses.map { [$0.keyPath, $0.token, $0.value] }.alignedColumns()
    }

    /// Prints the explanation on standard output, or standard error when the image goes there.
    package static func print(_ spec: FieldSpec, onStandardError: Bool) {
        let text = text(of: spec)
        if onStandardError { StandardError.write(text) } else { Swift.print(text, terminator: "") }
    }
}
