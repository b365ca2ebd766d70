import OTPCache
import OTPFields
import OTPFiles
import OTPHash
import OTPSpec
import OTPText

/// An open render cache, with what every key of it starts with: the renderer's build and
/// the fonts' digest.
package struct RenderCache: Sendable {
    package let cache: OutputCache
    /// ``RendererBuild/digest``.
    package let build: SHA256Digest
    /// The font files' digest (``GoldensLockFile/fontsDigest(_:)``).
    package let fonts: SHA256Digest

    /// The cache at `path`, opened, for images drawn with `fonts`; `nil` for none, or when
    /// this program's own file cannot be read to key it by.
    /// - Throws: ``OutputError`` for a folder that is a link or a file, or cannot be created;
    ///   ``ReadError`` when a font file cannot be read.
    package static func open(_ path: String?, fonts: FontLibrary) throws -> RenderCache? {
        guard let path, let build = RendererBuild.digest else { return nil }
        return RenderCache(cache: try OutputCache(folder: path), build: build, fonts: try GoldensLockFile.fontsDigest(fonts))
    }

    /// The key of an output of `kind` made from `spec`: the build, the fonts, the spec as
    /// decoded (its tokens and strings resolved), the contents of each file it reads, and
    /// what `details` adds (the format, a title). `nil` when a file it reads cannot be read
    /// (drawing it will say why).
    package func key(_ kind: String, of spec: FieldSpec, resources: FieldResources,
             details: (inout CacheKey.Builder) -> Void = { _ in }) -> CacheKey? {
        var key = CacheKey.Builder(kind: kind)
        key.add("build", build)
        key.add("fonts", fonts)
        key.add("spec", SpecEncoder.jsonValue(for: spec).description)
        for path in spec.referencedFiles {
            guard let contents = try? FileContents.read(resources.resolve(path)) else { return nil }
            key.add("file", path)
            key.add("contents", SHA256Digest(of: contents))
        }
        details(&key)
        return key.key
    }

    /// The key of `spec`'s image as `format`: a vector document's title (`name`) and a
    /// PDF's creation date (`SOURCE_DATE_EPOCH`) are inputs too.
    package func outputKey(of spec: FieldSpec, as format: ImageFormat, name: String, resources: FieldResources) throws -> CacheKey? {
        outputKey(of: spec, as: format, name: name, resources: resources, creationDate: format == .pdf ? try SourceDateEpoch.seconds() : nil)
    }

    /// The key of `spec`'s image as `format`, for a PDF created at `creationDate`.
    package func outputKey(of spec: FieldSpec, as format: ImageFormat, name: String, resources: FieldResources, creationDate: Int?) -> CacheKey? {
        key("rendered output", of: spec, resources: resources) { key in
            key.add("format", format.rawValue)
            key.add("title", format == .png ? "" : name)
            key.add("creation date", creationDate.map(String.init) ?? "")
        }
    }

    /// The output stored under `key`; `nil` for a miss or an entry that does not read back.
    package func output(under key: CacheKey) -> RenderedOutput? {
        guard let payload = cache.entry(for: key) else { return nil }
        do throws(CacheRecord.Reader.Malformed) {
            return try RenderedOutput(payload: payload)
        } catch {
            cache.noteUnusable()
            return nil
        }
    }

    /// The summary line (`cache: 170 hits, 4 misses`), and a warning on stderr when entries
    /// could not be stored.
    package func report(quiet: Bool) {
        let tally = cache.tally
        if tally.unstored > 0, let reason = tally.firstStoreError {
            StandardError.write("otp-render: warning: \(tally.unstored) cache \(tally.unstored == 1 ? "entry" : "entries") not stored: \(reason)\n")
        }
        if !quiet { print(tally) }
    }
}
