/// A text that does not fit where the spec draws it (``OverflowCheck``): clipped by its cell
/// or button, wider than the block, or over another part; or the field wider than the
/// `width` it was to fit in.
public struct TextOverflow: Hashable, Sendable, CustomStringConvertible {
    /// How a text fails to fit.
    public enum Problem: String, Hashable, Sendable {
        /// Its ink reaches past the inside of its cell or button, which clips it on a device.
        case clipped
        /// A line (a word that cannot wrap, a button's title) is wider than the block's column.
        case tooWide
        /// Its ink reaches over a neighbouring part (a separator over a cell).
        case overlaps
        /// The field is wider than the `width` that `fit: shrink` could not fit it into.
        case widerThanWidth
    }

    /// The part that draws it: `cell[2]`, `placeholder[0]`, `separator[0]`, `title`,
    /// `subtitle`, `message`, `button`, as the region map and SVG ids name them.
    public let element: String
    /// The text as drawn.
    public let text: String
    public let problem: Problem
    /// How far it reaches past where it should end, in points (> 0).
    public let amount: Double
    /// The width it should have fitted in, for ``Problem/widerThanWidth``.
    public var limit: Double?

    public init(element: String, text: String, problem: Problem, amount: Double, limit: Double? = nil) {
        self.element = element
        self.text = text
        self.problem = problem
        self.amount = amount
        self.limit = limit
    }

    /// `button "Erneut senden in 42 Sekunden" is 61.3 pt wider than the block`.
    public var description: String {
        let points = PointFormat.string(amount)
        let quoted = "\"" + text + "\""
        switch problem {
        case .clipped: return "\(element) \(quoted) is clipped: it reaches \(points) pt past the inside of its \(container)"
        case .tooWide: return "\(element) \(quoted) is \(points) pt wider than the block"
        case .overlaps: return "\(element) \(quoted) overlaps the cells beside it by \(points) pt"
        case .widerThanWidth:
            let width = limit.map { " \(PointFormat.string($0))" } ?? ""
            return "\(element) is \(points) pt wider than its width\(width), with its cells at cell.minWidth"
        }
    }

    /// What clips the text: its cell, or the button.
    private var container: String { element == "button" ? "button" : "cell" }
}
