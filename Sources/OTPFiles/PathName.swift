/// File and folder names as text, the way the user typed them: no file system access (but
/// for the working folder that relative paths start from), no normalisation beyond what
/// each function says. (Foundation's `NSString` path methods stop
/// the process on some one-component names in debug builds, so the package uses these.)
package enum PathName {
    /// `out` for `out/`, `out//`, `out/.` and `out/./`; `/` stays `/`, `.` stays `.`.
    package static func withoutTrailingSeparators(_ path: String) -> String {
        var path = path
        while true {
            if path.count > 1 && path.hasSuffix("/") {
                path.removeLast()
            } else if path.count > 2 && path.hasSuffix("/.") {
                path.removeLast(2)
            } else {
                return path
            }
        }
    }

    /// The folder part of a file path: `a/b` for `a/b/c.png`, `.` for `c.png`, `/` for `/c.png`.
    package static func parent(of filePath: String) -> String {
        guard let slash = filePath.lastIndex(of: "/") else { return "." }
        let parent = String(filePath[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    /// The last component: `c.png` for `a/b/c.png` and for `c.png`.
    package static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` with its last component replaced: `a/b/d.png` for (`a/b/c.json`, `d.png`),
    /// `d.png` for (`c.json`, `d.png`).
    package static func replacingLastComponent(of path: String, with name: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return name }
        return String(path[...slash]) + name
    }

    /// `name` without its extension: `boxed@2x` for `boxed@2x.png`; a leading dot is not an
    /// extension (`.hidden` stays).
    package static func removingExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, !name[dot...].contains("/") else { return name }
        return String(name[..<dot])
    }

    /// `folder/name`, without doubling a slash.
    package static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` made absolute from `folder` (the working folder unless given), with `.`, `..` and
    /// doubled slashes taken out by their text, links not resolved: `/a/c` for `/a/b/../c`,
    /// `/w/c.json` for `c.json` in `/w`; `..` stops at `/`.
    package static func standardized(_ path: String, from folder: String = ProcessEnvironment.workingFolder) -> String {
        var components: [Substring] = []
        for component in (path.hasPrefix("/") ? path : join(folder, path)).split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The absolute folder of a file path, from the working folder: `/w/a` for `a/c.json` in `/w`.
    package static func absoluteParent(of filePath: String) -> String {
        parent(of: standardized(filePath))
    }

    /// `path` as it is when absolute, else inside `folder` (a spec's own folder, for the files
    /// it names).
    package static func resolved(_ path: String, from folder: String) -> String {
        path.hasPrefix("/") || folder.isEmpty || folder == "." ? path : join(folder, path)
    }
}
