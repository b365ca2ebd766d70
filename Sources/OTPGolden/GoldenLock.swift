import OTPFiles
import OTPHash
import OTPJSON

/// A goldens folder's lock file, `goldens.lock`: for every golden image, the spec that draws
/// it and the SHA-256 of its pixels, so that goldens can be checked without their PNGs
/// (a renderer that draws the same pixels on every machine can be held to a hash).
///
/// ```json
/// {
///   "fonts": "3f1c…",
///   "format": 1,
///   "goldens": {
///     "boxed/boxed-empty@2x.png": {
///       "height": 112,
///       "scale": 2,
///       "sha256": "9a0b…",
///       "spec": "boxed/boxed-empty.json",
///       "width": 320
///     }
///   },
///   "renderer": "otp-render 0.1.0"
/// }
/// ```
///
/// Paths are relative to the lock's folder, with `/`; an animation frame's entry also has
/// its `frame` (1 for `frame-0001.png`). Keys are sorted and the file is written the same
/// way every time, so that a change of one golden is a change of its lines alone.
public struct GoldenLock: Hashable, Sendable {
    /// The lock file's name in its goldens folder.
    public static let fileName = "goldens.lock"
    /// The version of the file's layout this build reads and writes.
    public static let format = 1

    /// One golden image's line of the lock.
    public struct Entry: Hashable, Sendable {
        /// The spec that draws the image, relative to the lock's folder.
        public var spec: String
        public var scale: Double
        /// The frame's number (from 1) of an animation's frame; `nil` for a still image.
        public var frame: Int?
        public var digest: ImageDigest

        public init(spec: String, scale: Double, frame: Int? = nil, digest: ImageDigest) {
            (self.spec, self.scale, self.frame, self.digest) = (spec, scale, frame, digest)
        }
    }

    /// The renderer that drew the images, e.g. `otp-render 0.1.0`: a lock made by another is
    /// not checked against (its images may differ without anything being wrong).
    public var renderer: String
    /// The digest of the fonts the images were drawn with (see ``fontsDigest(of:)``).
    public var fonts: SHA256Digest
    /// The entries by the golden's path relative to the lock's folder (`boxed/boxed-empty@2x.png`).
    public var goldens: [String: Entry]

    public init(renderer: String, fonts: SHA256Digest, goldens: [String: Entry] = [:]) {
        (self.renderer, self.fonts, self.goldens) = (renderer, fonts, goldens)
    }

    /// Whether the lock was made by `renderer` with fonts of digest `fonts`, so that its
    /// hashes can be checked.
    public func isMade(by renderer: String, fonts: SHA256Digest) -> Bool {
        self.renderer == renderer && self.fonts == fonts
    }

    /// The digest of a set of font files, given as their names and contents: the SHA-256 of
    /// each file's name and digest, one per line, in the order of the names.
    public static func fontsDigest(of files: [(name: String, contents: [UInt8])]) -> SHA256Digest {
        let lines = files.sorted { $0.name < $1.name }.map { "\($0.name) \(SHA256Digest(of: $0.contents).hex)\n" }
        return SHA256Digest(of: lines.joined())
    }

    /// The file's text: indented JSON with sorted keys, ending in a newline.
    public var text: String {
        var entries = JSONObject()
        for path in goldens.keys.sorted() {
            guard let entry = goldens[path] else { continue }
            var object = JSONObject()
            if let frame = entry.frame { object["frame"] = .number(JSONNumber(frame)) }
            object["height"] = .number(JSONNumber(entry.digest.height))
            object["scale"] = JSONNumber(entry.scale).map(JSONValue.number) ?? .null
            object["sha256"] = .string(entry.digest.sha256.hex)
            object["spec"] = .string(entry.spec)
            object["width"] = .number(JSONNumber(entry.digest.width))
            entries.appendUnchecked(key: path, value: .object(object))  // a dictionary's keys: unique
        }
        let document: JSONObject = [
            "fonts": .string(fonts.hex), "format": .number(JSONNumber(Self.format)), "goldens": .object(entries),
            "renderer": .string(renderer),
        ]
        return JSONValue.object(document).prettyPrinted()
    }

    /// Writes the lock to `path` atomically, unless the file already holds exactly this text.
    /// Returns whether it was written.
    ///
    /// - Throws: ``GoldenError/cannotWrite(path:reason:)``.
    @discardableResult
    public func write(to path: String) throws(GoldenError) -> Bool {
        let bytes = Array(text.utf8)
        if let existing = try? FileContents.read(path, regularFileOnly: true), existing == bytes { return false }
        do throws(OutputError) {
            try OutputFile.write(bytes, to: path)
        } catch {
            throw GoldenError(error)
        }
        return true
    }
}
