import ExtrasBase64
import OTPFiles
import OTPMarkup

/// A ``GoldenReport`` as one self-contained HTML page a reviewer can open from a CI artifact:
/// no network access, every image inlined as a `data:` URI, a little inline CSS and script.
///
/// The page lists the failures first, each with its message, the command that accepts the
/// new image and three views of the images: side by side (Expected | Diff | Actual, works
/// without script), a slider that uncovers the new image over the golden, and a blink view
/// that alternates them. Animation goldens follow, each playing as an animated PNG (the new
/// frames, and the goldens' beside them when a frame differs) over a row of its frames'
/// results. With an audit, each failed spec's checks follow, then any stale goldens. A zoom
/// selector enlarges every image without smoothing. A table of every entry follows.
public enum HTMLReport {
    /// The page. `load` reads an artifact's bytes (from the file system when nil); an image
    /// that cannot be read is left out.
    public static func html(_ report: GoldenReport, load: ((String) -> [UInt8]?)? = nil) -> String {
        let load = load ?? { try? FileContents.read($0) }
        var page = head(report)
        page += "<header><h1>\(MarkupText.escaped(report.title))</h1>\n<p class=\"summary\">\(MarkupText.escaped(report.summary))</p>\n"
        if !report.failures.isEmpty, let accept = report.acceptCommand {
            page += "<p>Accept every new image: <code>\(MarkupText.escaped(accept))</code></p>\n"
        }
        page += "<p class=\"zoom\">Zoom <select id=\"zoom\"><option>1</option><option>2</option><option>4</option>"
            + "<option>8</option></select></p></header>\n<main>\n"
        for (index, entry) in report.failures.enumerated() {
            page += failure(entry, index: index, load: load)
        }
        if !report.animations.isEmpty { page += animations(report, load: load) }
        if !report.audits.isEmpty { page += audits(report.audits) }
        if !report.stale.isEmpty { page += stale(report.stale) }
        if !report.warnings.isEmpty { page += warnings(report.warnings) }
        page += table(report.entries)
        return page + "</main>\n<script>\n\(script)</script>\n</body>\n</html>\n"
    }

    private static func head(_ report: GoldenReport) -> String {
        let state = report.failures.isEmpty ? "passed" : "\(report.failures.count) failed"
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>Goldens \(MarkupText.escaped(state)): \(MarkupText.escaped(report.title))</title>\n<style>\n\(style)</style>\n</head>\n<body>\n"
    }

    /// One failure: heading, message, files, accept command and the three views.
    private static func failure(_ entry: GoldenReportEntry, index: Int, load: (String) -> [UInt8]?) -> String {
        let badge = entry.verdict?.rawValue ?? "error"
        var html = "<section class=\"failure\" id=\"failure-\(index)\">\n<h2>\(MarkupText.escaped(entry.name)) "
            + "<span class=\"badge \(badge)\">\(MarkupText.escaped(badge))</span></h2>\n<p>\(MarkupText.escaped(entry.message))</p>\n"
        let files = [("spec", entry.specPath), ("golden", entry.goldenPath)].compactMap { label, path in
            path.map { "\(label): <code>\(MarkupText.escaped($0))</code>" }
        }
        if !files.isEmpty { html += "<p class=\"files\">\(files.joined(separator: " "))</p>\n" }
        if let accept = entry.acceptCommand { html += "<p>Accept: <code>\(MarkupText.escaped(accept))</code></p>\n" }
        if let artifacts = entry.artifacts { html += views(artifacts, index: index, load: load) }
        return html + "</section>\n"
    }

    /// Side by side, slider and blink. The images are inlined once, in the side-by-side view;
    /// the other views copy them by id when the script runs.
    private static func views(_ artifacts: GoldenArtifacts, index: Int, load: (String) -> [UInt8]?) -> String {
        let id = "f\(index)"
        let images = [("Expected", "e", artifacts.expected), ("Diff", "d", artifacts.diff), ("Actual", "a", artifacts.actual)]
        var figures = ""
        for (caption, suffix, path) in images {
            guard let path, let bytes = load(path) else { continue }
            figures += "<figure><figcaption>\(caption)</figcaption><img class=\"px\" id=\"\(id)\(suffix)\" alt=\"\(caption)\" "
                + "src=\"data:image/png;base64,\(Base64.encodeToString(bytes: bytes))\"></figure>"
        }
        var html = "<div class=\"views\" data-view=\"sbs\">\n<div class=\"tabs\">"
            + "<button data-show=\"sbs\">Side by side</button>"
        guard artifacts.expected != nil else {
            return html + "</div>\n<div class=\"view sbs\">\(figures)</div>\n</div>\n"
        }
        html += "<button data-show=\"slider\">Slider</button><button data-show=\"blink\">Blink</button></div>\n"
        html += "<div class=\"view sbs\">\(figures)</div>\n"
        html += "<div class=\"view slider\"><div class=\"stack\"><img class=\"px\" alt=\"Expected\" data-from=\"\(id)e\">"
            + "<img class=\"px top\" alt=\"Actual\" data-from=\"\(id)a\"></div>"
            + "<p><input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Uncover the actual image\"> "
            + "left of the handle: actual, right: expected</p></div>\n"
        html += "<div class=\"view blink\"><p class=\"which\"><span class=\"on-a\">Actual</span>"
            + "<span class=\"on-e\">Expected</span></p><div class=\"stack\"><img class=\"px\" alt=\"Expected\" "
            + "data-from=\"\(id)e\"><img class=\"px top blinking\" alt=\"Actual\" data-from=\"\(id)a\"></div></div>\n"
        return html + "</div>\n"
    }

    /// Each animation golden: its animated PNGs, playing, and a badge per frame (a failed
    /// frame's links to its views above).
    private static func animations(_ report: GoldenReport, load: (String) -> [UInt8]?) -> String {
        let entries = Dictionary(report.entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let failures = Dictionary(report.failures.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var html = "<h2>Animations</h2>\n"
        for animation in report.animations {
            html += "<section class=\"animation\">\n<h2>\(MarkupText.escaped(animation.name))</h2>\n"
            for (caption, path) in [("Actual", animation.actual), ("Expected", animation.expected)] {
                guard let path, let bytes = load(path) else { continue }
                html += "<figure><figcaption>\(caption)</figcaption><img class=\"px\" alt=\"\(caption), playing\" "
                    + "src=\"data:image/png;base64,\(Base64.encodeToString(bytes: bytes))\"></figure>"
            }
            html += "\n<p class=\"frames\">"
            for (number, name) in animation.frames.enumerated() {
                let status = entries[name]?.status.rawValue ?? "missing"
                let label = "<span class=\"frame \(status)\" title=\"\(MarkupText.escaped(name)): \(status)\">\(number + 1)</span>"
                html += failures[name].map { "<a href=\"#failure-\($0)\">\(label)</a>" } ?? label
            }
            html += "</p>\n</section>\n"
        }
        return html
    }

    /// The accessibility audit: the failed specs first, each with its failed checks, then a
    /// line for those that pass.
    private static func audits(_ audits: [GoldenAudit]) -> String {
        let level = audits.first?.level ?? ""
        var html = "<h2>Accessibility audit (WCAG \(MarkupText.escaped(level)))</h2>\n"
        for audit in audits where !audit.passed {
            html += "<section class=\"audit\">\n<h3>\(MarkupText.escaped(audit.name)) <span class=\"badge different\">fails</span></h3>\n"
                + "<p>\(MarkupText.escaped(audit.summary)) · <code>\(MarkupText.escaped(audit.specPath))</code></p>\n<ul>\n"
            for line in audit.failures { html += "<li>\(MarkupText.escaped(line))</li>\n" }
            html += "</ul>\n</section>\n"
        }
        let passing = audits.filter(\.passed).map(\.name)
        if !passing.isEmpty {
            html += "<p class=\"audit-passed\">Pass: " + passing.map(MarkupText.escaped).joined(separator: ", ") + "</p>\n"
        }
        return html
    }

    /// The specs that drew with warnings, each with its lines.
    private static func warnings(_ warnings: [GoldenWarning]) -> String {
        var html = "<h2>Warnings</h2>\n"
        for warning in warnings {
            html += "<section class=\"warning\">\n<h3>\(MarkupText.escaped(warning.name))</h3>\n"
                + "<p><code>\(MarkupText.escaped(warning.specPath))</code></p>\n<ul>\n"
            for line in warning.lines { html += "<li>\(MarkupText.escaped(line))</li>\n" }
            html += "</ul>\n</section>\n"
        }
        return html
    }

    /// The goldens no spec produces, with the command that removes them.
    private static func stale(_ paths: [String]) -> String {
        var html = "<h2>Stale goldens</h2>\n<p>No spec produces these; <code>otp-render goldens prune</code> removes them.</p>\n<ul>\n"
        for path in paths { html += "<li><code>\(MarkupText.escaped(path))</code></li>\n" }
        return html + "</ul>\n"
    }

    /// Every entry: name, status and message.
    private static func table(_ entries: [GoldenReportEntry]) -> String {
        var html = "<h2>All images</h2>\n<table>\n<thead><tr><th>Image</th><th>Status</th><th>Result</th></tr></thead>\n<tbody>\n"
        for entry in entries {
            html += "<tr class=\"\(entry.status.rawValue)\"><td>\(MarkupText.escaped(entry.name))</td>"
                + "<td>\(entry.status.rawValue)</td><td>\(MarkupText.escaped(entry.message))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    private static let style = """
        body { font: 14px/1.45 system-ui, sans-serif; margin: 0; color: #18181b; background: #fafafa; }
        header, main { padding: 0 24px; }
        h1 { font-size: 20px; margin: 20px 0 4px; } h2 { font-size: 16px; margin: 0 0 6px; }
        code { background: #f0f0f2; padding: 1px 4px; border-radius: 3px; user-select: all; }
        .summary { font-weight: 600; }
        .failure { background: #fff; border: 1px solid #e4e4e7; border-radius: 6px; padding: 14px 16px; margin: 16px 0; }
        .badge { font-size: 12px; padding: 1px 6px; border-radius: 8px; background: #fee2e2; color: #991b1b; }
        .files { color: #52525b; }
        .tabs button { font: inherit; margin-right: 4px; padding: 2px 10px; border: 1px solid #d4d4d8; background: #fff;
          border-radius: 4px; cursor: pointer; }
        .views .view { display: none; margin-top: 10px; overflow: auto; }
        .views[data-view=sbs] .sbs, .views[data-view=slider] .slider, .views[data-view=blink] .blink { display: block; }
        .views[data-view=sbs] [data-show=sbs], .views[data-view=slider] [data-show=slider],
        .views[data-view=blink] [data-show=blink] { background: #18181b; color: #fff; }
        figure { display: inline-block; vertical-align: top; margin: 0 16px 8px 0; }
        figcaption { font-size: 12px; color: #52525b; }
        img.px { image-rendering: pixelated; display: block;
          background: repeating-conic-gradient(#d6d6d6 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
        .stack { position: relative; display: inline-block; }
        .stack .top { position: absolute; left: 0; top: 0; clip-path: inset(0 50% 0 0); }
        .stack .top.blinking { clip-path: none; animation: blink 1s steps(1) infinite; }
        .which { position: relative; height: 1.5em; margin: 0 0 4px; }
        .which span { position: absolute; left: 0; font-weight: 600; }
        .which .on-a { animation: blink 1s steps(1) infinite; }
        .which .on-e { animation: blink 1s steps(1) infinite reverse; }
        @keyframes blink { 0% { opacity: 1; } 50% { opacity: 0; } }
        table { border-collapse: collapse; margin-bottom: 32px; }
        td, th { text-align: left; padding: 2px 12px 2px 0; border-bottom: 1px solid #eee; vertical-align: top; }
        tr.failed td, tr.error td { color: #991b1b; } tr.recorded td { color: #92400e; }
        .animation { background: #fff; border: 1px solid #e4e4e7; border-radius: 6px; padding: 14px 16px; margin: 16px 0; }
        .frame { display: inline-block; min-width: 22px; margin: 0 3px 3px 0; padding: 1px 3px; border-radius: 3px;
          text-align: center; font-size: 12px; background: #dcfce7; color: #166534; }
        .frame.failed, .frame.error, .frame.missing { background: #fee2e2; color: #991b1b; }
        .frame.recorded { background: #fef3c7; color: #92400e; }

        """

    private static let script = """
        document.querySelectorAll('img[data-from]').forEach(function (img) {
          var source = document.getElementById(img.getAttribute('data-from'));
          if (source) { img.src = source.src; }
        });
        document.querySelectorAll('.views').forEach(function (views) {
          views.querySelectorAll('[data-show]').forEach(function (button) {
            button.addEventListener('click', function () { views.setAttribute('data-view', button.getAttribute('data-show')); });
          });
          var range = views.querySelector('input[type=range]'), top = views.querySelector('.slider .top');
          if (range && top) {
            range.addEventListener('input', function () { top.style.clipPath = 'inset(0 ' + (100 - range.value) + '% 0 0)'; });
          }
        });
        document.getElementById('zoom').addEventListener('change', function (event) {
          var zoom = Number(event.target.value);
          document.querySelectorAll('img.px').forEach(function (img) {
            img.style.width = img.naturalWidth ? (img.naturalWidth * zoom) + 'px' : '';
          });
        });

        """
}
