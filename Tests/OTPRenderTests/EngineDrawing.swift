import OTPFields
import OTPPNG
import OTPRaster
import OTPSpec
import OTPTestSupport

/// What the package's own engine draws for a spec, as the command line calls it, for the
/// tests of ``Renderer`` to compare with. Its own file, so that the other files of this target
/// see only what `import OTPRender` gives a user.
enum EngineDrawing {
    /// The image the command line's renderer draws, with the bundled fonts.
    static func image(of spec: FieldSpec) throws -> Pixmap {
        try FieldRenderer(resources: FieldResources(fonts: BundledFonts.library)).render(spec)
    }

    /// The spec of each frame of `spec`'s animation.
    static func frameSpecs(of spec: FieldSpec, framesPerSecond: Int? = nil, duration: Double? = nil) throws -> [FieldSpec] {
        let sequence = try FrameSequence(animationOf: spec, framesPerSecond: framesPerSecond, duration: duration)
        return (0..<sequence.count).map { sequence.spec(spec, frame: $0) }
    }

    /// How many frames the animated PNG `data` holds.
    static func animatedPNGFrameCount(_ data: [UInt8]) throws -> Int {
        try AnimatedPNG(data: data).frames.count
    }
}
