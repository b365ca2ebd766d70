import OTPFiles

/// The repository a folder is in, and its commits' files extracted into a scratch folder
/// (`git archive`, then `tar`), where their specs can be drawn as they were then.
package struct GitRepository {
    /// The repository's top folder, as git gives it (absolute, links resolved).
    private(set) var root: String
    /// Where git's output and the extracted trees go (removed by the caller).
    package let scratch: String
    /// What needs git, for the message when it is missing (`goldens diff`).
    package let purpose: String

    /// The folder given, relative to the repository's top folder (empty for the top itself).
    package private(set) var folderInRepository: String

    /// The repository holding the folder at `path`.
    /// - Throws: ``GitError``.
    package init(holding path: String, scratch: String, purpose: String) throws(GitError) {
        (self.scratch, self.purpose, root, folderInRepository) = (scratch, purpose, "", "")
        let (status, output, errors) = try git(["-C", path, "rev-parse", "--show-toplevel", "--show-prefix"])
        guard status == 0 else { throw .notARepository(path: path, reason: errors) }
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        root = lines.first ?? ""
        folderInRepository = PathName.withoutTrailingSeparators(lines.count > 1 ? lines[1] : "")
    }

    /// The files of `revision`, extracted under `scratch/name`; the folder.
    /// - Throws: ``GitError``.
    package func extract(_ revision: GitRevision, as name: String) throws(GitError) -> String {
        let (status, commit, _) = try git(["-C", root, "rev-parse", "--verify", "--quiet", "\(revision.ref)^{commit}"])
        guard status == 0, !commit.isEmpty else { throw .unknownRevision(revision, repository: root) }
        let archive = PathName.join(scratch, name + ".tar"), folder = PathName.join(scratch, name)
        let archived = try git(["-C", root, "archive", "--format=tar", "-o", archive, commit])
        guard archived.status == 0 else { throw .failed(command: "git archive \(revision.ref)", reason: archived.errors) }
        do { try FolderTree.create(folder) } catch {
            throw .failed(command: "mkdir \(folder)", reason: error.reason)
        }
        let untarred = try run(["tar", "-xf", archive, "-C", folder])
        guard untarred.status == 0 else { throw .failed(command: "tar -xf \(archive)", reason: untarred.errors) }
        FolderTree.remove(archive)
        return folder
    }

    private func git(_ arguments: [String]) throws(GitError) -> (status: Int32, output: String, errors: String) {
        try run(["git"] + arguments)
    }

    /// Runs a command, its output and errors read from files in the scratch folder, trimmed.
    private func run(_ arguments: [String]) throws(GitError) -> (status: Int32, output: String, errors: String) {
        let output = PathName.join(scratch, "output"), errors = PathName.join(scratch, "errors")
        let status: Int32
        do throws(SystemError) {
            status = try ChildProcess.run(arguments, standardOutput: output, standardError: errors)
        } catch {
            if error.isNoSuchFile { throw .notInstalled(needs: purpose) }
            throw .failed(command: arguments.joined(separator: " "), reason: error.reason)
        }
        func text(_ path: String) -> String {
            let bytes = (try? FileContents.read(path)) ?? []
            let text = String(decoding: bytes, as: UTF8.self)
            return String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }
        return (status, text(output), text(errors))
    }
}
