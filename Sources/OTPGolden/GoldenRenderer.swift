import OTPRaster

/// What a golden run (``GoldenRun``) draws with: it reads a job's spec file and renders its
/// images. The run makes one per worker thread and keeps it from job to job, so a renderer
/// may keep caches and scratch memory; the spec format and the drawing are its own.
public protocol GoldenRenderer: SendableMetatype {
    /// A spec, as ``read(_:)`` decodes it.
    associatedtype Spec

    /// The spec of `job`, read from its file, and what it will draw.
    mutating func read(_ job: GoldenJob) throws -> (spec: Spec, plan: GoldenPlan)

    /// The image of `spec` (``GoldenJob/Kind/field`` or ``GoldenJob/Kind/sheet``), or of
    /// its animation's frame `frame` (from 0) for an animation.
    mutating func render(_ spec: Spec, frame: Int?, of job: GoldenJob) throws -> Pixmap

    /// The field spec `spec` audited as drawn, or `nil` when the renderer was not asked to
    /// audit. Called for ``GoldenJob/Kind/field`` jobs only, after their check.
    mutating func audit(_ spec: Spec, of job: GoldenJob) throws -> GoldenAudit?

    /// What is worth a warning about the field spec `spec` as drawn (a text that does not
    /// fit), one line each; none by default. Called for ``GoldenJob/Kind/field`` jobs only,
    /// after their check.
    mutating func warnings(_ spec: Spec, of job: GoldenJob) throws -> [String]

    /// The pixels of `spec`'s images to leave out of their comparison with the goldens (a
    /// field spec's `ignore`); none by default. Called before each check.
    mutating func ignored(_ spec: Spec, of job: GoldenJob) throws -> IgnoredPixels

    /// What `spec`'s images depend on, for a render cache's key: bytes that change with any
    /// input that changes an image, its warnings or its ignored pixels (the spec as decoded,
    /// the files it reads, the fonts, the renderer's build); a digest of them will do. The
    /// run adds an animation's frame. `nil`, the default, when the images are not to be cached.
    mutating func cacheInputs(_ spec: Spec, of job: GoldenJob) throws -> [UInt8]?

    /// Called after each job, whatever happened: lets go of what it held (memory reserved for
    /// its images, say).
    mutating func finishJob()
}

extension GoldenRenderer {
    public mutating func warnings(_ spec: Spec, of job: GoldenJob) throws -> [String] { [] }
    public mutating func ignored(_ spec: Spec, of job: GoldenJob) throws -> IgnoredPixels { IgnoredPixels() }
    public mutating func cacheInputs(_ spec: Spec, of job: GoldenJob) throws -> [UInt8]? { nil }
}

/// What a spec draws, as a golden run needs to know before drawing it: the scale of its
/// goldens and, for an animation, its frames.
public struct GoldenPlan: Hashable, Sendable {
    /// Pixels per point: the `@2x` of the golden's name.
    public var scale: Double
    /// An animation's frames' golden file names (`frame-0001.png`, …) in order; empty for
    /// one image.
    public var frameFileNames: [String]
    /// An animation's frame rate, for the animated PNGs of its frames.
    public var framesPerSecond: Int

    public init(scale: Double, frameFileNames: [String] = [], framesPerSecond: Int = 30) {
        (self.scale, self.frameFileNames, self.framesPerSecond) = (scale, frameFileNames, framesPerSecond)
    }
}
