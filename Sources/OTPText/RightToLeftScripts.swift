/// The right-to-left ranges of Unicode (the default bidi classes R and AL of
/// DerivedBidiClass.txt, by block), with the names of the common scripts.
enum RightToLeftScripts {
    /// Ranges and script names; `nil` for a range of several rarer scripts. Earlier
    /// entries win where ranges overlap.
    static let ranges: [(codes: ClosedRange<UInt32>, script: String?)] = [
        (0x0590...0x05FF, "Hebrew"), (0x0600...0x06FF, "Arabic"), (0x0700...0x074F, "Syriac"),
        (0x0750...0x077F, "Arabic"), (0x0780...0x07BF, "Thaana"), (0x07C0...0x07FF, "N'Ko"),
        (0x0800...0x083F, "Samaritan"), (0x0840...0x085F, "Mandaic"), (0x0860...0x086F, "Syriac"),
        (0x0870...0x08FF, "Arabic"), (0xFB1D...0xFB4F, "Hebrew"), (0xFB50...0xFDFF, "Arabic"),
        (0xFE70...0xFEFE, "Arabic"), (0x10EC0...0x10EFF, "Arabic"), (0x1EE00...0x1EEFF, "Arabic"),
        (0x10800...0x10FFF, nil), (0x1E800...0x1EFFF, nil),
    ]

    /// The range holding a right-to-left scalar, or `nil` for any other scalar.
    static func range(containing scalar: Unicode.Scalar) -> (codes: ClosedRange<UInt32>, script: String?)? {
        guard (0x0590...0x08FF).contains(scalar.value) || scalar.value >= 0xFB1D else { return nil }
        return ranges.first { $0.codes.contains(scalar.value) }
    }
}
