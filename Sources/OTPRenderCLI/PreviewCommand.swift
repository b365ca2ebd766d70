import OTPCommandLine
import OTPFiles
import OTPRendering
import OTPServe
import OTPText

/// `otp-render preview SPEC.json`: the spec on a page, drawn again each time the file is saved.
package struct PreviewCommand {
    static let spec: Argument<String> = .positional("spec", help: "The spec JSON file to show.")
    static let port: Argument<UInt16?> = .option("port", help: "The port to serve on, on 127.0.0.1 (default: a free one).")
    static let sheet: Argument<Bool> = .flag("sheet", help: "Also show the spec's design-spec sheet.")
    static let animation: Argument<Bool> = .flag("animation", help: "Also show the spec's animation (its \"animation\" key) as an animated PNG at 30 fps (a countdown at 1).")
    static let fonts: Argument<String?> = .option("fonts", valueName: "dir", help: "The folder of bundled fonts.")

    package static let definition = CommandDefinition(
        name: "preview",
        abstract: "Show a spec on a page in your browser, drawn again each time you save the file.",
        discussion: """
            Serves a page on http://127.0.0.1:PORT/ (loopback only; a free port unless --port is \
            given; the address carries a token made for this run) showing the field at the spec's \
            scale, and with --sheet its design-spec sheet, with --animation its animation. The \
            file is watched (inotify, else looked at every 50 ms): within moments of a save the \
            page shows the new drawing, or the spec's error above the last good drawing, dimmed, without a reload. \
            Ctrl-C stops it.

            Examples:
              otp-render preview spec.json
              otp-render preview spec.json --sheet --port 8124
              otp-render preview Goldens/animations/boxed-shake-error.json --animation
            """,
        arguments: [spec, port, sheet, animation, fonts],
        run: { try PreviewCommand($0).run() }
    )

    let spec: String
    let port: UInt16
    let sheet: Bool
    let animation: Bool
    let fonts: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        spec = arguments[Self.spec]
        port = arguments[Self.port] ?? 0
        sheet = arguments[Self.sheet]
        animation = arguments[Self.animation]
        fonts = arguments[Self.fonts]
    }

    func run() throws {
        let renderer: PreviewRenderer
        do {
            try MemoryHeadroom.check(base: MemoryHeadroom.serving + (sheet ? MemoryHeadroom.sheetsAndReports : MemoryHeadroom.fields))
            _ = try InputFile.read(spec)
            let library = try FontLibrary(explicitFolder: fonts)
            try library.loadBundledFaces()
            renderer = PreviewRenderer(specPath: spec, fonts: library, showsSheet: sheet, showsAnimation: animation)
        } catch {
            throw ErrorReporting.report(error)
        }
        let stop = StopSignal()
        let session = PreviewSession(specPath: spec, render: renderer.render)
        let watcher = FileWatcher(path: spec) { session.refresh() }
        defer { watcher.stop() }
        let page = try ServedPage.start(port: port, routes: PreviewRoutes(session: session), stop: stop)
        page.announce("preview of \(spec) at \(page.server.address) (watching with \(watcher.method.rawValue); Ctrl-C to stop)")
        if let error = session.current.rendering.error { StandardError.write("otp-render: \(error)\n") }
        page.serve(until: { false }, stop: stop, beforeStopping: session.close)
        print("preview stopped")
    }
}
