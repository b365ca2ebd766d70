import Foundation

/// Python with Pillow, a second implementation of image formats to check ours against.
public enum Pillow {
    /// Whether `python3` can import Pillow here.
    public static let isAvailable: Bool = (try? run("import PIL")) != nil

    /// Runs `script` with `python3 -c`, its `sys.argv[1...]` being `arguments`; throws when it fails.
    public static func run(_ script: String, _ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
    }
}
