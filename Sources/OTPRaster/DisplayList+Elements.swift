extension DisplayList {
    /// A part of the image that a vector document names: the run of operations one element
    /// of the drawing drew (a cell, a character, the caret), with an id and attributes
    /// (`data-token-colors-border="color.border.default"`).
    public struct Element: Sendable, Hashable {
        /// Unique within the list: `cell-3`, `caret`.
        public let id: String
        /// The element's attributes, in order.
        public let attributes: [Attribute]
        /// The operations it drew: indices into ``DisplayList/operations``.
        public let operations: Range<Int>
    }

    /// One attribute of an ``Element``: a name and its value, as text.
    public struct Attribute: Sendable, Hashable {
        public let name: String
        public let value: String

        public init(name: String, value: String) {
            (self.name, self.value) = (name, value)
        }
    }
}

extension Canvas {
    /// The number of operations recorded so far; 0 on a canvas that draws pixels.
    public var recordedCount: Int { recording?.operations.count ?? 0 }

    /// Names the operations recorded since `start` (a ``recordedCount``) the element `id`;
    /// nothing when none were, or on a canvas that draws pixels. Elements do not nest: each
    /// names the operations after the one before it.
    public mutating func nameElement(_ id: String, attributes: [DisplayList.Attribute], since start: Int) {
        guard let count = recording?.operations.count, count > start else { return }
        recording?.elements.append(DisplayList.Element(id: id, attributes: attributes, operations: start..<count))
    }
}
