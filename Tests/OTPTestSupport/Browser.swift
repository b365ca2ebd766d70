import Foundation

/// Headless Chromium (Debian's, or the one `OTP_RENDER_CHROMIUM` names) driven by Playwright
/// for Python, for the checks only a real browser can make. `Scripts/install-browser.sh`
/// installs both; `.ci/run` runs it.
public enum Browser {
    /// The browser's path.
    public static let path = ProcessInfo.processInfo.environment["OTP_RENDER_CHROMIUM"] ?? "/usr/bin/chromium"

    /// Whether the browser and Playwright are here.
    public static let isAvailable: Bool = FileManager.default.isExecutableFile(atPath: path)
        && (try? Pillow.run("import playwright.sync_api")) != nil

    /// Why the browser tests skip.
    public static let missing = "Chromium or Playwright is not installed (Scripts/install-browser.sh installs both; .ci/run runs it)"

    /// Runs the Python script `Tests/Browser/<name>` with `arguments`; its exit status and
    /// everything it printed.
    public static func runScript(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", RepositoryFiles.root.appendingPathComponent("Tests/Browser/" + name).path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self))
    }
}
