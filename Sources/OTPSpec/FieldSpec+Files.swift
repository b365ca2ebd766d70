extension FieldSpec {
    /// The files the spec draws from, as it names them (relative to its folder unless
    /// absolute): its fonts' files and its background image. What a render cache hashes
    /// besides the spec itself.
    package var referencedFiles: [String] {
        [font.file, title?.font.file, subtitle?.font.file, message?.font.file, backgroundImage].compactMap { $0 }
    }
}
