/// How the decoder gets the string sources a spec's `strings` key names: from its caller,
/// who knows the folder the spec's paths start from and keeps parsed catalogs across specs
/// (a batch reads each catalog once). OTPStrings makes one that reads the files
/// (`SpecStringLoader.reading(from:files:)`).
public struct SpecStringLoader: Sendable {
    /// The sources of `paths`, in order.
    public let load: @Sendable (_ paths: [String]) throws(SpecStringsError) -> any SpecStringSource
    /// Whether a key none of the sources has is drawn as the key itself, with a warning
    /// (``SpecTextUse/warning``), instead of refusing the spec. Default false.
    public var allowsMissing = false

    public init(load: @escaping @Sendable (_ paths: [String]) throws(SpecStringsError) -> any SpecStringSource) {
        self.load = load
    }
}
