import OTPSpec

/// The frames of an animation: frame `i` (from 0) is the spec with its `animation` at
/// `i / fps` seconds, for every `i` with `i / fps` before the duration, so there are
/// `⌈duration × fps⌉` frames; an animation that comes to rest
/// (``AnimationName/endsAtRest``) has one more, its end state. Times are exact ratios of
/// whole numbers, so frame `i`'s pixels do not depend on how many frames there are.
public struct FrameSequence: Hashable, Sendable {
    /// The most frames one sequence may have: 1000.
    public static let maximumFrames = 1000
    /// The highest frame rate: 240 fps.
    public static let maximumFramesPerSecond = 240

    /// The animation.
    public let animation: AnimationName
    /// Frames per second.
    public let framesPerSecond: Int
    /// Seconds covered: the animation's own duration (``AnimationName/duration(for:)``)
    /// unless another was asked for.
    public let duration: Double
    /// How many frames: `⌈duration × fps⌉`, at least 1, and the end state for an animation
    /// that comes to rest over its own duration.
    public let count: Int

    /// The frames of `animation` on `spec` at `framesPerSecond`, over `duration` seconds
    /// (default: the animation's duration for `spec`).
    ///
    /// - Throws: ``FrameSequenceError`` for a frame rate outside 1...240, a duration that is
    ///   not positive, or more than ``maximumFrames`` frames.
    public init(animation: AnimationName, framesPerSecond: Int, duration: Double? = nil,
                spec: FieldSpec) throws(FrameSequenceError) {
        guard (1...Self.maximumFramesPerSecond).contains(framesPerSecond) else {
            throw FrameSequenceError.framesPerSecond(framesPerSecond)
        }
        let seconds = duration ?? animation.duration(for: spec)
        guard seconds > 0, seconds.isFinite else { throw FrameSequenceError.duration(seconds) }
        let endState = animation.endsAtRest && duration == nil ? 1.0 : 0
        // The epsilon keeps 0.3 s × 10 fps (3.0000000000000004) at 3 frames.
        let frames = max(1, (seconds * Double(framesPerSecond) - 1e-9).rounded(.up)) + endState
        guard frames <= Double(Self.maximumFrames) else {
            throw FrameSequenceError.tooManyFrames(count: Int(min(frames, 1e9)), animation: animation,
                                            framesPerSecond: framesPerSecond, duration: seconds)
        }
        self.animation = animation
        self.framesPerSecond = framesPerSecond
        self.duration = seconds
        self.count = Int(frames)
    }

    /// The frames of the spec's own animation (its `animation` key), at `framesPerSecond`
    /// (default: ``defaultFramesPerSecond(for:)``), over `duration` seconds (default: the
    /// animation's duration).
    ///
    /// - Throws: ``FrameSequenceError/noAnimation`` when the spec names none, or as
    ///   ``init(animation:framesPerSecond:duration:spec:)``.
    public init(animationOf spec: FieldSpec, framesPerSecond: Int? = nil, duration: Double? = nil) throws(FrameSequenceError) {
        guard let name = spec.animation?.name else { throw .noAnimation }
        try self.init(animation: name, framesPerSecond: framesPerSecond ?? Self.defaultFramesPerSecond(for: name),
                      duration: duration, spec: spec)
    }

    /// The rate an animation is shown at unless another is asked for: 30 fps, and one frame
    /// a second for a countdown (whose text changes once a second).
    public static func defaultFramesPerSecond(for animation: AnimationName) -> Int {
        animation == .countdown ? 1 : 30
    }

    /// The time of frame `index` (from 0), in seconds: `index / fps`.
    public func time(ofFrame index: Int) -> Double {
        Double(index) / Double(framesPerSecond)
    }

    /// `spec` at frame `index`: its `animation` set to this sequence's at the frame's time
    /// (reduced motion as the spec's animation says).
    public func spec(_ spec: FieldSpec, frame index: Int) -> FieldSpec {
        var frame = spec
        frame.animation = AnimationSpec(name: animation, time: time(ofFrame: index),
                                        reducedMotion: spec.animation?.reducedMotion ?? false)
        return frame
    }

    /// The file name of frame `index` (from 0): `frame-0001.png` for the first (with
    /// `fileExtension` png), at least four digits, so names sort in order.
    public static func fileName(ofFrame index: Int, fileExtension: String = "png") -> String {
        let number = String(index + 1)
        return "frame-" + String(repeating: "0", count: max(0, 4 - number.count)) + number + "." + fileExtension
    }
}
