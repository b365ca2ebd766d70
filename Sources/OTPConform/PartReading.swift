/// A small part (a character, the caret, a dot, a line of text) read in the reference and in
/// the screenshot, each over the colour around it.
struct PartReading: Sendable {
    let reference: Ink
    /// `nil` when the screenshot shows nothing there.
    let shot: Ink?
    /// The reference's and the screenshot's boxes the part was read in, in their own pixels.
    let referenceBox: PixelBox, shotBox: PixelBox

    /// The part in `referenceBox` of `reference` and in `shotBox` of `shot`; `nil` when the
    /// reference draws nothing there.
    init?(reference: ShotImage, in referenceBox: PixelBox, shot: ShotImage, in shotBox: PixelBox) {
        guard let referenceBackground = reference.surroundingColor(of: referenceBox),
              let referenceInk = Ink(reference, region: referenceBox, background: referenceBackground) else { return nil }
        self.reference = referenceInk
        (self.referenceBox, self.shotBox) = (referenceBox, shotBox)
        let found = shot.surroundingColor(of: shotBox).flatMap { Ink(shot, region: shotBox, background: $0) }
        self.shot = found.flatMap { $0.mass >= 0.2 * referenceInk.mass ? $0 : nil }
    }

    /// How far the screenshot's ink centre lies from where the reference's does, each from
    /// its box's centre, in pixels.
    var centroidShift: (x: Double, y: Double)? {
        guard let shot else { return nil }
        return (shot.centroidX - shotBox.midX - (reference.centroidX - referenceBox.midX),
                shot.centroidY - shotBox.midY - (reference.centroidY - referenceBox.midY))
    }

    /// The reference's ink centre from its box's centre, in pixels.
    var referenceOffset: (x: Double, y: Double) {
        (reference.centroidX - referenceBox.midX, reference.centroidY - referenceBox.midY)
    }

    /// The solid colour of both.
    var color: MeasuredColor? {
        shot.map { MeasuredColor(reference: reference.color, shot: $0.color) }
    }
}
