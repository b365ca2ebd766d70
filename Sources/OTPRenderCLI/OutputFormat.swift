import ArgumentParser

/// What an image is written as: a PNG, or the same drawing as an SVG document. Given by
/// `--format`, else by the output file's extension (`-o field.svg`), else PNG.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case png, svg

    /// The format `flag` names, or the one `path`'s extension names, or PNG.
    static func of(_ path: String, flag: OutputFormat?) -> OutputFormat {
        if let flag { return flag }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .png }
        return OutputFormat(rawValue: name[name.index(after: dot)...].lowercased()) ?? .png
    }
}
