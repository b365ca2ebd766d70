import FoundationEssentials
import OTPFiles

/// The files of a goldens folder, as every command that walks one sees them.
public enum GoldenFolder {
    /// The paths under `folder` (relative to it), sorted, leaving out hidden files and
    /// folders and anything under `excluded` (a report folder inside the goldens folder).
    public static func relativePaths(in folder: String, excluding excluded: String? = nil) -> [String] {
        let excludedPrefix = excluded.map { URL(fileURLWithPath: $0).standardizedFileURL.path + "/" }
        let relativePaths = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
        return relativePaths.sorted().filter { relative in
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
            guard let excludedPrefix else { return true }
            return !URL(fileURLWithPath: PathName.join(folder, relative)).standardizedFileURL.path.hasPrefix(excludedPrefix)
        }
    }
}
