import OTPSpec

extension FieldLayout {
    /// The layout the renderer draws `spec` in, with its fonts (the cells' and the block's)
    /// from `resources`: the image size and every part's place, without drawing.
    ///
    /// - Parameter characters: the cell contents to measure (see ``init(spec:font:characters:blockFonts:)``);
    ///   default none.
    /// - Throws: ``FontError`` for a font the spec names that cannot be loaded.
    public init(spec: FieldSpec, resources: FieldResources, characters: [String] = []) throws {
        self.init(spec: spec, font: try resources.font(for: spec), characters: characters,
                  blockFonts: try BlockFonts(spec: spec, resources: resources))
    }
}
