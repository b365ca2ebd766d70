import OTPFiles

/// The files of a goldens folder, as every command that walks one sees them.
public enum GoldenFolder {
    /// The paths under `folder` (relative to it), sorted, leaving out hidden files and
    /// folders and anything under `excluded` (a report folder inside the goldens folder).
    public static func relativePaths(in folder: String, excluding excluded: String? = nil) -> [String] {
        let excludedPrefix = excluded.map { PathName.standardized($0) + "/" }
        return FolderTree.subpaths(of: folder).sorted().filter { relative in
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
            guard let excludedPrefix else { return true }
            return !PathName.standardized(PathName.join(folder, relative)).hasPrefix(excludedPrefix)
        }
    }
}
