import OTPCommandLine
import OTPFields
import OTPFiles
import OTPJSON
import OTPPNG
import OTPRendering
import OTPSpec
import OTPText

/// `otp-render batch`: many images from a manifest, on all cores.
struct BatchCommand {
    static let manifest: Argument<String> = .positional("manifest", help: "The manifest JSON file.")
    static let output: Argument<String> = .option("output", short: "o",
                    help: "The folder to write the images into (created if missing; not a symbolic link).")
    static let format: Argument<ImageFormat?> = .option("format", help: "png, svg or pdf for every image; by default the manifest's format, else png.")
    static let shard: Argument<ShardOption?> = .option("shard", valueName: "K/N|auto", help: """
                Render only the K-th of N equal shares of the work (1-based), e.g. 2/4; or auto, to read \
                them from the environment: OTP_RENDER_SHARD=K/N, Bazel's test sharding (TEST_SHARD_INDEX, \
                TEST_TOTAL_SHARDS; TEST_SHARD_STATUS_FILE is touched), a Kubernetes indexed job \
                (JOB_COMPLETION_INDEX with OTP_RENDER_SHARD_COUNT=N), Buildkite, CircleCI or GitLab \
                parallel jobs. The shard run is printed.
                """)
    static let quiet: Argument<Bool> = .flag("quiet", help: "Print no progress and no summary (failures and warnings are still reported).")
    static let allowMissing: Argument<Bool> = .flag("allow-missing", help: "Draw a string key the sources lack as the key itself, with a warning, instead of failing the item.")
    static let regions: Argument<Bool> = .flag("regions", help: "Also write each image's region map beside it, NAME.regions.json (see render --regions).")
    static let fonts: Argument<String?> = .option("fonts", valueName: "dir", help: "The folder of bundled fonts.")

    static let definition = CommandDefinition(
        name: "batch",
        abstract: "Render every image a manifest describes, on all cores.",
        discussion: """
            A manifest is a JSON object with a "base" spec, a "matrix" of key paths to vary and/or \
            explicit "items" ({"name": ..., "spec": {...}}); see docs/batches-and-ci.md. Output files are named \
            after the item names or the varied values, made safe to use as file names, and are the \
            same whatever --jobs is. One failing item is reported and the others still render; the \
            exit code is then 64 (invalid input) or 70 (internal error). Each text that does not fit \
            is a warning naming the item (exit 1 with --strict, once every image is written). \
            SIGINT or SIGTERM stops the \
            batch after the images being written (never leaving a partial file), prints what was \
            done and exits with 130 or 143.

            Links are never written through: an output folder that is a symbolic link is refused \
            (exit 64; give the folder it points to), and an image whose file name is already taken \
            by a symbolic link, a folder, a device or a pipe fails (exit 70) and leaves it as it is. \
            Existing regular files are replaced atomically (a hidden temporary file in the folder, \
            then a rename).

            Examples:
              otp-render batch manifest.json -o out/
              otp-render batch manifest.json -o out/ --jobs 2 --shard 1/4   # a quarter of the work
              OTP_RENDER_SHARD=3/4 otp-render batch manifest.json -o out/ --shard auto
            """,
        arguments: [
            manifest,
            output,
            format,
            JobsOption.argument,
            shard,
            quiet,
            allowMissing,
            CommandOutput.strictFlag,
            regions,
            fonts,
            RenderCacheOption.argument,
        ],
        run: { try BatchCommand($0).run() }
    )

    let manifest: String
    let output: String
    let format: ImageFormat?
    let jobs: Int
    let shard: ShardOption?
    let quiet: Bool
    let fonts: String?
    let allowMissing: Bool
    let strict: Bool
    let regions: Bool
    /// The render cache's folder; `nil` for none.
    let cache: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        manifest = arguments[Self.manifest]
        output = arguments[Self.output]
        format = arguments[Self.format]
        jobs = try JobsOption.value(in: arguments)
        shard = arguments[Self.shard]
        quiet = arguments[Self.quiet]
        fonts = arguments[Self.fonts]
        allowMissing = arguments[Self.allowMissing]
        strict = arguments[CommandOutput.strictFlag]
        regions = arguments[Self.regions]
        cache = RenderCacheOption.path(in: arguments)
    }

    func run() throws {
        let work: [BatchWork]
        let fontLibrary: FontLibrary
        let folder: OutputFolder
        let renderCache: RenderCache?
        do {
            let shard = try shard?.resolve(environment: ProcessEnvironment.variables)
            try shard?.acknowledge()
            if let shard, !quiet { print("shard \(shard)") }
            work = try loadWork(shard: shard?.shard)
            try MemoryHeadroom.check(base: MemoryHeadroom.fields, jobs: min(jobs, work.count))
            fontLibrary = try FontLibrary(explicitFolder: fonts)
            try fontLibrary.loadBundledFaces()
            folder = try OutputFolder(outputFolder: output)
            renderCache = try RenderCache.open(cache, fonts: fontLibrary)
        } catch {
            throw ErrorReporting.report(error)
        }
        StaleTemporaryFiles.remove(in: folder)
        let baseDirectory = PathName.absoluteParent(of: manifest)
        var runner = BatchRunner(work: work, jobs: jobs, outputFolder: folder,
                                 resources: FieldResources(fonts: fontLibrary, baseDirectory: baseDirectory))
        runner.allowsMissingStrings = allowMissing
        runner.writesRegions = regions
        runner.cache = renderCache
        var progress = BatchProgress(total: work.count, quiet: quiet)
        let outcome = runner.run(stop: StopSignal()) { done in progress.update(done: done) }
        progress.finish()
        for warning in outcome.warnings {
            StandardError.write("otp-render: warning: \(warning)\n")
        }
        for failure in outcome.failures {
            StandardError.write("otp-render: \(failure.source): \(failure.message)\n")
        }
        if !quiet || outcome.interruption != nil {
            let seconds = progress.elapsedSeconds
            let rate = seconds > 0 ? Double(outcome.rendered) / seconds : 0
            let warned = outcome.warnedImages > 0 ? "; \(outcome.warnedImages) with warnings" : ""
            print("rendered \(outcome.rendered), failed \(outcome.failures.count), skipped \(outcome.skipped), "
                + "in \(DecimalText.fixed(seconds, decimals: 2)) s (\(DecimalText.fixed(rate, decimals: 0)) images/s)" + warned)
        }
        renderCache?.report(quiet: quiet)
        if let signal = outcome.interruption {
            throw StopSignal.stopped(by: signal, "\(outcome.skipped) of \(work.count) images not rendered")
        }
        if let code = outcome.exitCode { throw ExitCode(code) }
        if strict && outcome.overflowingImages > 0 { throw ExitCode(1) }
    }

    /// The manifest's items in this shard, with their file names; duplicate names are errors.
    private func loadWork(shard: Shard?) throws -> [BatchWork] {
        let parsed = try Manifest.parse(json: try InputFile.read(manifest), file: manifest)
        let format = self.format ?? parsed.format ?? .png
        var seen: [String: String] = [:]
        var work: [BatchWork] = []
        for (index, item) in parsed.items.enumerated() where shard?.contains(index) ?? true {
            let fileName = Manifest.fileName(for: item.name, format: format)
            if let other = seen[fileName] {
                throw CommandLineError.duplicateOutput(manifest: manifest, fileName: fileName, first: other, second: item.name)
            }
            seen[fileName] = item.name
            work.append(BatchWork(item: item, fileName: fileName, format: format, source: "\(manifest): \(item.name)"))
        }
        return work
    }
}
