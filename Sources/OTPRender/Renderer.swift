import OTPAudit
import OTPConform
import OTPFields
import OTPFiles
import OTPPNG
import OTPRaster
import OTPSpec
import OTPText
import OTPVector

/// Draws specs with the bundled fonts: as pixels, PNG, SVG or PDF, as an animation's
/// frames, or written to a file whose extension names the format. It also audits a spec's
/// accessibility and measures a screenshot against a spec.
///
/// ```swift
/// import OTPRender
///
/// let renderer = try Renderer()
/// var spec = try FieldSpec.preset("boxed")
/// spec.value = "1234"
/// try renderer.write(spec, to: "code.png")
/// ```
///
/// A renderer keeps scratch memory warm from image to image: use one per thread.
public final class Renderer {
    private let resources: FieldResources
    private let renderer: FieldRenderer

    /// A renderer over the bundled fonts, whose images and fonts a spec names by a relative
    /// path are read from `baseDirectory`.
    ///
    /// - Parameters:
    ///   - fontsFolder: the bundled fonts' folder. Default `nil`: `OTP_RENDER_FONTS`, else
    ///     `Fonts` beside the program or the package.
    ///   - baseDirectory: where a spec's relative paths start. Default: the current folder.
    /// - Throws: `FontError` when the fonts are not found.
    public init(fontsFolder: String? = nil, baseDirectory: String = ".") throws {
        resources = FieldResources(fonts: try FontLibrary(explicitFolder: fontsFolder), baseDirectory: baseDirectory)
        renderer = FieldRenderer(resources: resources)
    }

    /// The field `spec` describes, at the spec's scale.
    ///
    /// - Throws: `SpecFontError` or `UndrawableTextError` when its text cannot be drawn,
    ///   `PNGError` when its background image cannot be read.
    public func image(of spec: FieldSpec) throws -> Pixmap {
        try renderer.render(spec)
    }

    /// The field as a PNG file's bytes: 8-bit RGBA, or RGB when every pixel is opaque.
    public func png(of spec: FieldSpec) throws -> [UInt8] {
        try image(of: spec).pngData()
    }

    /// The field as an SVG document: its outlines as paths, titled with the spec's preset
    /// and what the field shows, and the spec itself as the document's description.
    public func svg(of spec: FieldSpec) throws -> String {
        String(decoding: try document(of: spec, as: .svg), as: UTF8.self)
    }

    /// The field as a one-page PDF document, titled as ``svg(of:)`` titles it.
    ///
    /// - Parameters:
    ///   - spec: the field.
    ///   - creationDate: the document's date in seconds since 1970. Default `nil`: none, so
    ///     that the same spec gives the same bytes.
    public func pdf(of spec: FieldSpec, creationDate: Int? = nil) throws -> [UInt8] {
        try document(of: spec, as: .pdf, creationDate: creationDate)
    }

    /// The field at each frame of its animation (the spec's `animation`).
    ///
    /// - Parameters:
    ///   - spec: the field, naming its animation.
    ///   - framesPerSecond: frames per second. Default `nil`: the animation's own rate.
    ///   - duration: seconds. Default `nil`: the animation's own length.
    /// - Throws: `FrameSequenceError` when the spec names no animation or the frames would
    ///   be too many; what ``image(of:)`` throws.
    public func frames(of spec: FieldSpec, framesPerSecond: Int? = nil, duration: Double? = nil) throws -> [Pixmap] {
        let sequence = try FrameSequence(animationOf: spec, framesPerSecond: framesPerSecond, duration: duration)
        return try (0..<sequence.count).map { try renderer.render(sequence.spec(spec, frame: $0)) }
    }

    /// The animation as an animated PNG: each frame shown for 1/fps s, looping.
    public func animatedPNG(of spec: FieldSpec, framesPerSecond: Int? = nil, duration: Double? = nil) throws -> [UInt8] {
        let sequence = try FrameSequence(animationOf: spec, framesPerSecond: framesPerSecond, duration: duration)
        let encoder = AnimatedPNGEncoder(frameCount: sequence.count, framesPerSecond: sequence.framesPerSecond)
        for index in 0..<sequence.count {
            try renderer.render(sequence.spec(spec, frame: index)) { try encoder.add($0) }
        }
        return try encoder.finish()
    }

    /// Writes the field to `path` in the format its extension names (`.png`, `.svg`, `.pdf`,
    /// or `.apng` for the spec's animation), whole or not at all: the file appears only once
    /// every byte is written.
    ///
    /// - Throws: ``RenderFileError`` for another extension or when the file cannot be
    ///   written; what drawing the spec throws.
    public func write(_ spec: FieldSpec, to path: String) throws {
        guard let format = RenderFileFormat(path: path) else {
            throw RenderFileError(path: path, reason: "has no image format's extension (.png, .svg, .pdf or .apng)")
        }
        let bytes = try bytes(of: spec, as: format)
        do {
            try OutputFile.write(bytes, to: path)
        } catch {
            throw RenderFileError(path: path, reason: error.reason)
        }
    }

    /// The accessibility findings for `spec` at `level` (WCAG 2.2) in every state it can be
    /// in: contrast, focus, target sizes, resizing and reflow.
    public func audit(_ spec: FieldSpec, level: AuditLevel = .AA) throws -> [AuditFinding] {
        try FieldAudit(resources: resources).audit(spec, level: level)
    }

    /// Finds the field `spec` describes in `screenshot` and measures it against the spec.
    ///
    /// - Parameters:
    ///   - screenshot: the app's or page's screenshot.
    ///   - spec: the spec the field was built from.
    ///   - scale: the screenshot's pixels per point. Default `nil`: inferred (1x to 4x).
    ///   - tolerances: how far a measurement may be from the spec.
    /// - Throws: `ConformError` when the field is not found.
    public func conform(_ screenshot: Pixmap, to spec: FieldSpec, scale: Double? = nil,
                        tolerances: ConformTolerances = ConformTolerances()) throws -> ConformResult {
        try Conformance(spec: spec, resources: resources).check(screenshot, scale: scale, tolerances: tolerances)
    }

    /// The bytes of a file in `format`.
    private func bytes(of spec: FieldSpec, as format: RenderFileFormat) throws -> [UInt8] {
        switch format {
        case .png: try png(of: spec)
        case .svg: try document(of: spec, as: .svg)
        case .pdf: try document(of: spec, as: .pdf)
        case .animatedPNG: try animatedPNG(of: spec)
        }
    }

    /// The vector document of `spec`, named after its preset.
    private func document(of spec: FieldSpec, as format: ImageFormat, creationDate: Int? = nil) throws -> [UInt8] {
        try FieldDocument.bytes(of: spec, as: format, name: FieldDocument.name(ofFile: nil, spec: spec), renderer: renderer,
                                creationDate: creationDate)
    }
}
