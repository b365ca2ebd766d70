import OTPFiles

/// Finds the folder of bundled fonts.
///
/// Searched in order: an explicit folder (the CLI's `--fonts`), the `OTP_RENDER_FONTS`
/// environment variable, `Fonts/` beside the running executable and in `../share/otp-render/`
/// from it (an installed tool), `Fonts/` at the root of this package's sources (a build from
/// a checkout, `swift run`, `swift test`), and `Fonts/` in the working directory. A folder
/// counts when it holds Inter-Regular.otf. When an explicit folder or the variable is given,
/// only it is tried, so a mistake is reported instead of silently falling back.
package enum FontsFolder {
    /// The environment variable naming the fonts folder.
    package static let environmentVariable = "OTP_RENDER_FONTS"

    /// The fonts folder's path.
    package static func locate(explicit: String? = nil,
                              environment: [String: String] = ProcessEnvironment.variables) throws -> String {
        let candidates = searchPaths(explicit: explicit, environment: environment)
        for candidate in candidates where isFontsFolder(candidate) {
            return candidate
        }
        throw FontError.fontsFolderNotFound(searched: candidates)
    }

    /// The folders tried, in order, each once.
    package static func searchPaths(explicit: String?, environment: [String: String]) -> [String] {
        if let explicit { return [explicit] }
        if let variable = environment[environmentVariable], !variable.isEmpty { return [variable] }
        var paths: [String] = []
        if let executable = PathName.runningExecutable {
            let folder = PathName.parent(of: executable)
            paths.append(PathName.join(folder, "Fonts"))
            paths.append(PathName.join(PathName.parent(of: folder), "share/otp-render/Fonts"))
        }
        let packageRoot = PathName.parent(of: PathName.parent(of: PathName.parent(of: #filePath)))
        paths.append(PathName.join(packageRoot, "Fonts"))
        paths.append(PathName.join(ProcessEnvironment.workingFolder, "Fonts"))
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    package static func isFontsFolder(_ path: String) -> Bool {
        PathName.exists(PathName.join(path, "Inter-Regular.otf"))
    }
}
