/// `git:REF`: a commit of the repository a goldens folder is in, as `goldens diff` names one.
package struct GitRevision: CustomStringConvertible {
    /// What git resolves: a branch, a tag, `HEAD~1`, a commit's hash.
    package let ref: String

    /// `git:REF`; `nil` for anything else.
    package init?(argument: String) {
        guard argument.hasPrefix("git:"), argument.count > 4 else { return nil }
        ref = String(argument.dropFirst(4))
    }

    package var description: String { "git:\(ref)" }
}
