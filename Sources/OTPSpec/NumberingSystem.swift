import Synchronization

/// A system of decimal digits, by its CLDR name (`latn`, `arab`, `arabext`, `deva`, `beng`,
/// `thai`, `hanidec`, …), in which the renderer shows numbers: each ASCII digit of a drawn
/// text becomes the system's digit of the same value. Its digits come from locale data the
/// caller wires in (`SpecLocales`).
///
/// Every spec holds one and specs are copied on every render, so a value is only its place
/// among the systems the process has met (a few dozen at most, each kept once).
public struct NumberingSystem: Sendable, Hashable, CustomStringConvertible {
    /// A system's name and digits, kept once per process.
    private struct Known {
        let name: String
        let digits: [String]
    }

    /// Every system met so far, `latn` first.
    private static let known = Mutex([Known(name: "latn", digits: (0...9).map(String.init))])

    /// Its place in ``known``.
    @usableFromInline let index: Int

    /// ASCII digits, which leave every text as it is.
    public static let latin = NumberingSystem(index: 0)

    private init(index: Int) {
        self.index = index
    }

    /// The system named `name` with `digits`, zero to nine. A name is kept with the digits
    /// it was first given.
    public init(name: String, digits: [String]) {
        precondition(digits.count == 10, "a numbering system has ten digits")
        self.init(index: Self.known.withLock { known in
            if let index = known.firstIndex(where: { $0.name == name }) { return index }
            known.append(Known(name: name, digits: digits))
            return known.count - 1
        })
    }

    /// The system named `name` that this process has met (``latin``, or one a
    /// ``SpecLocales`` gave); nil for any other.
    package static func met(named name: String) -> NumberingSystem? {
        Self.known.withLock { $0.firstIndex { $0.name == name } }.map(NumberingSystem.init(index:))
    }

    /// The CLDR name: `arab`.
    public var name: String { Self.known.withLock { $0[index].name } }

    /// The digits zero to nine.
    public var digits: [String] { Self.known.withLock { $0[index].digits } }

    /// Whether it is ``latin``, which changes no text.
    @inlinable public var isLatin: Bool { index == 0 }

    /// `text` with each ASCII digit replaced by this system's digit of the same value.
    @inlinable public func displaying(_ text: String) -> String {
        isLatin ? text : replacingDigits(in: text)
    }

    /// ``displaying(_:)`` for a system other than ``latin``.
    @usableFromInline func replacingDigits(in text: String) -> String {
        guard text.utf8.contains(where: { (0x30...0x39).contains($0) }) else { return text }
        let digits = self.digits
        var result = ""
        result.reserveCapacity(text.utf8.count * 3)
        for scalar in text.unicodeScalars {
            if (0x30...0x39).contains(scalar.value) {
                result += digits[Int(scalar.value - 0x30)]
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// ``name``.
    public var description: String { name }
}
