import OTPFields
import OTPSpec

/// Why a sheet or an animation's frames cannot be made from what was asked; each message
/// names the option and the value.
public enum DesignError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A name in a `--states` list that is not a ``SheetState``.
    case unknownState(String)
    /// A name in a `--styles` list that is not a ``FieldStyle``.
    case unknownStyle(String)
    /// A `--states` or `--styles` list with no names.
    case emptySelection(option: String)
    /// Frames were asked for without an animation, from the options or the spec.
    case noAnimation
    /// A frame rate outside 1...``FrameSequence/maximumFramesPerSecond``.
    case framesPerSecond(Int)
    /// A duration that is not a positive number of seconds.
    case duration(Double)
    /// More frames than ``FrameSequence/maximumFrames``.
    case tooManyFrames(count: Int, animation: AnimationName, framesPerSecond: Int, duration: Double)

    public var description: String {
        switch self {
        case .unknownState(let name):
            return "--states: \"\(name)\" is not one of " + SheetState.allCases.map(\.rawValue).joined(separator: ", ")
        case .unknownStyle(let name):
            return "--styles: \"\(name)\" is not one of " + FieldStyle.allCases.map(\.rawValue).joined(separator: ", ")
        case .emptySelection(let option):
            return "\(option): give at least one name, separated by commas"
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
