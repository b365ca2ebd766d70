import OTPFields
import OTPFiles
import OTPPNG
import OTPSpec

/// One image of a batch.
package struct BatchWork: Sendable {
    package let item: Manifest.Item
    package let fileName: String
    package let format: ImageFormat
    /// How errors name the item: `manifest.json: item-name`.
    package let source: String

    /// `item`, written to `fileName` as `format`; errors name it as `source` says.
    package init(item: Manifest.Item, fileName: String, format: ImageFormat, source: String) {
        (self.item, self.fileName, self.format, self.source) = (item, fileName, format, source)
    }
}

/// Renders a batch on `jobs` threads (``WorkerThreads``). Each thread has its own renderer
/// (and so its own rasterizer scratch memory); fonts are shared. Each item's file depends
/// only on its spec, so the output is the same whatever the number of threads or their
/// timing.
package struct BatchRunner: Sendable {
    package let work: [BatchWork]
    package let jobs: Int
    /// Where the images go: opened once, written relative to (``OutputFolder``).
    package let outputFolder: OutputFolder
    package let resources: FieldResources
    /// Whether a string key no source has is drawn as the key, with a warning.
    package var allowsMissingStrings = false
    /// Whether each image's region map is written beside it (`NAME.regions.json`).
    package var writesRegions = false
    /// Where images already made are kept, and taken from when their inputs did not change;
    /// `nil` draws every image.
    package var cache: RenderCache?

    /// `work` drawn on `jobs` threads with `resources` into `outputFolder`.
    package init(work: [BatchWork], jobs: Int, outputFolder: OutputFolder, resources: FieldResources) {
        (self.work, self.jobs, self.outputFolder, self.resources) = (work, jobs, outputFolder, resources)
    }

    /// A failed item: `source` names the manifest and the item.
    package struct Failure: Sendable { package let source: String; package let message: String; package let code: Int32 }

    /// What one item came to: its failure, or the warnings of an image written (a text that
    /// does not fit, a string key drawn as itself), each starting with the item's source.
    package struct ItemResult: Sendable {
        package var failure: Failure?
        package var warnings: [String] = []
        /// Whether a text of the image does not fit.
        package var overflows = false
    }

    package struct Outcome {
        package let rendered: Int
        package let failures: [Failure]
        /// The warnings of the images written, in the items' order.
        package let warnings: [String]
        /// How many images were written with warnings.
        package let warnedImages: Int
        /// How many images were written with a text that does not fit.
        package let overflowingImages: Int
        /// Items not started because a stop signal came.
        package let skipped: Int
        /// The signal that stopped the batch early, if one did.
        package let interruption: Int32?

        /// nil when everything rendered; 128 + the signal when interrupted; 64 when every
        /// failure was bad input, else 70.
        package var exitCode: Int32? {
            if let interruption { return 128 + interruption }
            guard !failures.isEmpty else { return nil }
            return failures.allSatisfy { $0.code == ErrorReporting.usage } ? ErrorReporting.usage : ErrorReporting.internalError
        }
    }

    /// Renders everything, or until `stop` reports a signal; `progress` is called on the
    /// calling thread with the count done.
    package func run(stop: StopSignal, progress: (Int) -> Void) -> Outcome {
        let results = WorkerThreads(jobs: jobs).run(
            count: work.count, shouldStop: stop.isStopping, makeWorker: { RenderWorker(resources: resources) },
            task: { index, worker in render(work[index], with: &worker) }, progress: progress)
        let finished = results.count
        let failed = results.compactMap(\.failure)
        return Outcome(rendered: finished - failed.count, failures: failed, warnings: results.flatMap(\.warnings),
                       warnedImages: results.count { !$0.warnings.isEmpty }, overflowingImages: results.count(where: \.overflows), skipped: work.count - finished,
                       interruption: finished < work.count ? stop.receivedSignal : nil)
    }

    /// `boxed@2x.regions.json` for `boxed@2x.png`.
    package static func regionsFileName(of imageFileName: String) -> String {
        let stem = imageFileName.lastIndex(of: ".").map { String(imageFileName[..<$0]) } ?? imageFileName
        return stem + ".regions.json"
    }

    /// Decodes, renders and writes one item (and its region map when asked), and checks what
    /// does not fit.
    private func render(_ work: BatchWork, with worker: inout RenderWorker) -> ItemResult {
        do {
            let spec = try SpecWiring.decode(work.item.spec, folder: resources.baseDirectory, allowsMissingStrings: allowsMissingStrings)
            let output = try worker.output(of: spec, as: work.format, name: work.item.name, resources: resources, cache: cache)
            try outputFolder.write(output.bytes, named: work.fileName)
            if writesRegions {
                let map = try RegionMap(spec: spec, resources: resources).json.prettyPrinted() + "\n"
                try outputFolder.write(Array(map.utf8), named: Self.regionsFileName(of: work.fileName))
            }
            let warnings = spec.textUses.compactMap(\.warning) + output.overflows
            return ItemResult(failure: nil, warnings: warnings.map { work.source + ": " + $0 }, overflows: !output.overflows.isEmpty)
        } catch {
            let (message, code) = ErrorReporting.describe(error)
            return ItemResult(failure: Failure(source: work.source, message: message, code: code))
        }
    }
}
