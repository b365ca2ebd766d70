import OTPCommandLine
import OTPFiles
import OTPPNG
import OTPRendering
import OTPText

/// `otp-render doctor`: what ran, for a bug report: the version, the system, the C libraries
/// loaded, where the fonts were found and whether each bundled font loads.
struct DoctorCommand {
    static let fonts: Argument<String?> = .option("fonts", valueName: "folder", help: "The fonts folder to check instead of the one otp-render finds.")

    static let definition = CommandDefinition(
        name: "doctor",
        abstract: "Say what runs: the version, the C libraries loaded, the fonts folder, and whether each bundled font loads.",
        discussion: """
            Paste its output into a bug report. Exit 0 when every bundled font loads, 70 when the \
            fonts folder is not found or a font does not load.

            Examples:
              otp-render doctor
              otp-render doctor --fonts ./Fonts
            """,
        arguments: [fonts],
        run: { try DoctorCommand($0).run() }
    )

    let fonts: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        fonts = arguments[Self.fonts]
    }

    func run() throws {
        print("otp-render \(BuildStamp.description)")
        print("executable: \(PathName.runningExecutable ?? "unknown")")
        print("system: \(SystemDescription.uname)")
        print("libraries: libpng \(PNGLibraries.libpng), zlib \(PNGLibraries.zlib), "
              + "FreeType \(TextLibraries.freeType ?? "cannot start"), HarfBuzz \(TextLibraries.harfBuzz), ICU \(TextLibraries.icu)")
        let sharedObjects = SystemDescription.sharedObjects
        print(sharedObjects.isEmpty ? "shared objects loaded: none (a static executable)" : "shared objects loaded:")
        for path in sharedObjects { print("  \(path)") }
        guard checkFonts() else { throw ExitCode(ErrorReporting.internalError) }
    }

    /// Prints the folders searched, the one used and each bundled font's state; returns
    /// whether every font loads.
    private func checkFonts() -> Bool {
        let candidates = FontsFolder.searchPaths(explicit: fonts, environment: ProcessEnvironment.variables)
        let holdingFonts = Set(candidates.filter(FontsFolder.isFontsFolder))
        let folder = candidates.first(where: holdingFonts.contains)
        print("fonts: \(folder ?? "not found")")
        for candidate in candidates {
            print("  searched \(candidate)\(candidate == folder ? " (used)" : holdingFonts.contains(candidate) ? "" : " (no fonts)")")
        }
        guard let folder else { return false }
        let width = BundledFont.all.map(\.label.count).max() ?? 0
        var allLoad = true
        for font in BundledFont.all {
            let state: String
            do {
                let face = try FontFace(contentsOfFile: PathName.join(folder, font.fileName))
                state = "loads (\(face.familyName) \(face.styleName))"
            } catch {
                state = "does not load: \(ErrorReporting.describe(error).0)"
                allLoad = false
            }
            print("  \(font.label.leftAligned(width: width))  \(font.fileName): \(state)")
        }
        return allLoad
    }
}
