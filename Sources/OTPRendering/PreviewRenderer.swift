import OTPDesign
import OTPFields
import OTPFiles
import OTPPNG
import OTPServe
import OTPSpec
import OTPText

/// What `otp-render preview` shows of a spec file, read afresh each time: the field at the
/// spec's scale and, when asked for, its design-spec sheet and its animation (an animated
/// PNG at 30 fps, a countdown at 1); or the error that stops them, as `render` would print it.
package struct PreviewRenderer: Sendable {
    package let specPath: String
    package let fonts: FontLibrary
    package let showsSheet: Bool
    package let showsAnimation: Bool

    /// Draws `specPath` with `fonts`; its sheet and its animation when asked.
    package init(specPath: String, fonts: FontLibrary, showsSheet: Bool, showsAnimation: Bool) {
        (self.specPath, self.fonts, self.showsSheet, self.showsAnimation) = (specPath, fonts, showsSheet, showsAnimation)
    }

    /// The images, or the error; under an address-space limit each image is drawn only when
    /// there is room for it (else that is the error shown).
    package func render() -> PreviewSession.Rendering {
        let memory = ImageMemory(bytesPerPixel: ImageMemory.field)
        defer { memory.release() }
        do {
            let spec = try InputFile.spec(at: specPath, fresh: true)
            let resources = FieldResources(fonts: fonts, baseDirectory: PathName.parent(of: specPath))
            let field = FieldRenderer(resources: resources)
            field.admitImage = memory.admission
            var images = [(title: "Field at \(PointFormat.string(spec.scale))x", png: try field.render(spec).pngData())]
            if showsSheet { images.append((title: "Design-spec sheet", png: try sheet(of: spec, resources: resources, memory: memory))) }
            if showsAnimation { images.append(try animation(of: spec, renderer: field)) }
            return PreviewSession.Rendering(images: images)
        } catch {
            return PreviewSession.Rendering(error: ErrorReporting.describe(error, specFile: specPath).0)
        }
    }

    /// The sheet `otp-render sheet` draws, titled with the file's name, with its audit column.
    private func sheet(of spec: FieldSpec, resources: FieldResources, memory: ImageMemory) throws -> [UInt8] {
        let title = PathName.removingExtension(PathName.lastComponent(of: specPath))
        var renderer = SheetRenderer(resources: resources)
        renderer.admitImage = memory.admission
        return try renderer.render(try DesignSheet(spec: spec, title: title).audited(resources: resources)).pngData()
    }

    /// The spec's animation as an animated PNG, at the rate `frames` and the goldens use.
    private func animation(of spec: FieldSpec, renderer: FieldRenderer) throws -> (title: String, png: [UInt8]) {
        let sequence = try FrameSequence(animationOf: spec)
        let encoder = AnimatedPNGEncoder(frameCount: sequence.count, framesPerSecond: sequence.framesPerSecond)
        for index in 0..<sequence.count { try encoder.add(try renderer.render(sequence.spec(spec, frame: index))) }
        let title = "Animation: \(sequence.animation.rawValue), \(sequence.count) frames at \(sequence.framesPerSecond) fps"
        return (title: title, png: try encoder.finish())
    }
}
