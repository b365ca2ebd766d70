import OTPSpec

/// Why an animation's frames cannot be made from what was asked; each message names the
/// option and the value.
public enum FrameSequenceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Frames were asked for without an animation, from the options or the spec.
    case noAnimation
    /// A frame rate outside 1...`FrameSequence.maximumFramesPerSecond`.
    case framesPerSecond(Int)
    /// A duration that is not a positive number of seconds.
    case duration(Double)
    /// More frames than `FrameSequence.maximumFrames`.
    case tooManyFrames(count: Int, animation: AnimationName, framesPerSecond: Int, duration: Double)

    public var description: String {
        switch self {
        case .noAnimation:
            return "no animation: use --animation " + AnimationName.allCases.map(\.rawValue).joined(separator: "|")
                + " (or an \"animation\" key in the spec)"
        case .framesPerSecond(let fps):
            return "--fps \(fps) must be between 1 and \(FrameSequence.maximumFramesPerSecond)"
        case .duration(let seconds):
            return "--duration \(PointFormat.string(seconds)) must be more than 0 seconds"
        case .tooManyFrames(let count, let animation, let fps, let duration):
            return "\(animation.rawValue) for \(PointFormat.string(duration)) s at \(fps) fps is \(count) frames, "
                + "more than \(FrameSequence.maximumFrames); lower --fps or --duration"
        }
    }
}
