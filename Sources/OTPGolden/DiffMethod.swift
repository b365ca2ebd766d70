/// How two pixels are compared.
///
/// ```
/// exact                  any byte differs            -> the pixel differs
/// perChannel(tolerance)  some channel differs by more than `tolerance` levels
/// perceptual(options)    YIQ distance over the threshold, anti-aliasing aside (pixelmatch)
/// ```
///
/// `exact` and `perChannel` compare the stored premultiplied channels: for opaque pixels that
/// is the straight colour, and for translucent ones it weighs a change by how much of it
/// shows, so an invisible pixel cannot fail a comparison. `perceptual` works on straight
/// colour, as pixelmatch does (see ``ImageDiff``).
public enum DiffMethod: Hashable, Sendable {
    /// Every byte must match. The default.
    case exact
    /// Each of R, G, B and A (premultiplied) may differ by up to `tolerance` levels.
    case perChannel(tolerance: UInt8)
    /// pixelmatch 7.2.0's perceptual comparison.
    case perceptual(PerceptualOptions)
}
