import OTPFiles

/// A ``GoldenReport`` as Markdown for a pull request or a CI job's summary (GitHub's
/// `$GITHUB_STEP_SUMMARY`): the summary line, then a table of the goldens that need a look
/// (changed, new, failed, stale, and those that could not be drawn) with their pixel counts
/// and links to their artifacts.
///
/// ```markdown
/// ### otp-render goldens verify Goldens
///
/// 88 goldens: 86 passed, 2 failed in 0.52 s; 1 stale
///
/// | Golden | Change | Pixels | Artifacts |
/// |---|---|---:|---|
/// | `boxed/boxed-error@2x` | changed | 412 of 35,840 | [side by side](artifacts/boxed/boxed-error@2x.side-by-side.png) · [diff](…) |
/// | `boxed/boxed-tiny@2x` | new | | [actual](artifacts/boxed/boxed-tiny@2x.actual.png) |
/// | `old/gone@2x.png` | stale | | |
/// ```
public enum MarkdownReport {
    /// The most rows listed; the rest are counted.
    public static let maximumRows = 200

    /// The report's Markdown. Artifact links are their paths, with `linkBase` in place of
    /// `reportFolder` when given (the URL where CI keeps the report folder).
    public static func markdown(_ report: GoldenReport, reportFolder: String, linkBase: String? = nil) -> String {
        var text = "### \(cell(report.title))\n\n\(report.summary)\n"
        let rows = report.entries.filter { $0.status != .passed || $0.verdict?.isOneSided == true }.map { row($0, reportFolder: reportFolder, linkBase: linkBase) }
            + report.stale.map { "| `\(cell($0))` | stale | | |" }
        guard !rows.isEmpty else { return text + "\nEvery golden matches.\n" }
        text += "\n| Golden | Change | Pixels | Artifacts |\n|---|---|---:|---|\n"
        text += rows.prefix(maximumRows).joined(separator: "\n") + "\n"
        if rows.count > maximumRows { text += "\nand \(rows.count - maximumRows) more: see the report.\n" }
        return text
    }

    /// One entry's row.
    private static func row(_ entry: GoldenReportEntry, reportFolder: String, linkBase: String?) -> String {
        let links = entry.artifacts.map { artifacts in
            [("side by side", artifacts.sideBySide), ("diff", artifacts.diff), ("expected", artifacts.expected), ("actual", artifacts.actual)]
                .compactMap { label, path in path.map { "[\(label)](\(link($0, reportFolder: reportFolder, linkBase: linkBase)))" } }
                .joined(separator: " · ")
        } ?? ""
        return "| `\(cell(entry.name))` | \(change(entry)) | \(pixels(entry)) | \(links) |"
    }

    /// What happened to the golden, in a word or two.
    private static func change(_ entry: GoldenReportEntry) -> String {
        let recorded = entry.status == .recorded ? " (recorded)" : ""
        switch entry.verdict {
        case .different?: return "changed" + recorded
        case .sizeMismatch?: return "size changed" + recorded
        case .missing?: return "new" + recorded
        case .unreadable?: return "unreadable: " + cell(entry.message)
        case .added?: return "added"
        case .removed?: return "removed"
        case .matched?: return "matched" + recorded
        case nil: return "error: " + cell(entry.message)
        }
    }

    /// `412 of 35,840` pixels that differ, or the new image's size.
    private static func pixels(_ entry: GoldenReportEntry) -> String {
        guard let comparison = entry.comparison, entry.verdict == .different else { return "" }
        return "\(grouped(comparison.differentPixelCount)) of \(grouped(comparison.pixelCount))"
    }

    private static func link(_ path: String, reportFolder: String, linkBase: String?) -> String {
        guard let linkBase else { return escapedSpaces(path) }
        let folder = PathName.withoutTrailingSeparators(reportFolder) + "/"
        let relative = path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
        return PathName.withoutTrailingSeparators(linkBase) + "/" + escapedSpaces(relative)
    }

    /// A path with its spaces as `%20`, so that a Markdown link holds it whole.
    private static func escapedSpaces(_ path: String) -> String {
        path.split(separator: " ", omittingEmptySubsequences: false).joined(separator: "%20")
    }

    /// Text safe in a table cell: no line breaks, `|` escaped.
    private static func cell(_ text: String) -> String {
        String(text.flatMap { character -> [Character] in
            switch character {
            case "\n", "\r": [" "]
            case "|": ["\\", "|"]
            default: [character]
            }
        })
    }

    /// `35,840`.
    private static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }
}
