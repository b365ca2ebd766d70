import OTPFields
import OTPGeometry
import OTPSpec
import OTPText

/// Where the redlines of one annotated field go, as values: each ``Dimension`` with its
/// lane, line, ticks, extension lines and label, in the sheet's points.
///
/// ```
///                  top: width, spacing, group gap, corner radius
///                ─/────────/─  ─/──/─   ─/─/─
///                 ┆        ┆    ┆  ┆     ┆ ┆
///  left:      ┌───┆────────┆────┆──┆─────┆─┆───┐       right:
///  height,  ─/┤   ┌────────┐    ┌──┐     ┌─┐   ├/─     baseline (and the
///  cap      │ │┄┄┄│   1    │ …  │  │  …  │ │┄┄┄│ │     underlines' width)
///  height   ─/┤   └────────┘    └──┘     └─┘   ├/─
///             └───┆──────────────────────────┆─┘
///                ─/─/─ padding          border ─//─
///                  bottom: padding, border and focus border widths
/// ```
/// Which lengths each style gets is ``RedlineFeatures``'s; where they go is
/// ``RedlinePlacer``'s: on each side, shortest nearest the field, each in the innermost
/// lane and first label placement (centred, past the end, before the start) that breaks no
/// rule of ``RedlineConflict``. One that fits nowhere within ``RedlineStyle/maximumLanes``
/// is listed in ``omitted``. Lanes are a label's height apart on the top and bottom, the
/// side's widest label apart on the left and right. Lines are snapped to the pixels of
/// `scale`, so a layout is made for the scale it is drawn at; moving its origin by whole
/// device pixels moves every part by exactly as much.
///
/// Annotate a field without a button beside it: extension lines run from the cells.
package struct RedlineLayout: Hashable, Sendable {
    /// The annotated instance's whole image (padding included), in the sheet's points.
    package let instance: Rect
    /// The rectangle spanned by its cells.
    package let field: Rect
    /// The placed dimensions, in placing order.
    package let dimensions: [Dimension]
    /// What could not be placed without breaking a rule (empty for every bundled preset).
    package let omitted: [Dimension.Kind]
    /// A guide along the baseline of each line of the block's texts, as thin rectangles.
    package let baselines: [Rect]
    /// The width of every line, in points (whole device pixels).
    package let lineWidth: Double
    /// The sizes the layout was made with.
    package let style: RedlineStyle

    /// Lays out the redlines of `spec` drawn with its top-left corner at `origin`.
    ///
    /// - Parameters:
    ///   - spec: the annotated field (its `value` is what is shown; `input` is ignored).
    ///   - resources: the fonts the field is drawn with (cap height, baselines and the
    ///     block's texts come from them).
    ///   - labelFont: the labels' font.
    ///   - origin: where the instance's top-left corner is, in points. Default (0, 0).
    ///   - scale: device pixels per point that the layout is drawn at.
    ///   - style: sizes and colours. Default ``RedlineStyle/init()``.
    /// - Throws: ``FontError`` for a font of the spec that cannot be loaded.
    package init(spec: FieldSpec, resources: FieldResources, labelFont: Font, origin: Point = .zero, scale: Double,
         style: RedlineStyle = RedlineStyle()) throws {
        let layout = try FieldLayout(spec: spec, resources: resources, characters: spec.value.map(String.init))
        let content = FieldContent(spec: spec, text: spec.value)
        let features = RedlineFeatures(spec: spec, layout: layout, font: try resources.font(for: spec),
                                       focusIndex: content.focusIndex, gap: style.extensionGap)
        let offset = origin - Point.zero
        instance = features.instance.offsetBy(offset) ?? features.instance
        field = layout.field.offsetBy(offset) ?? layout.field
        let builder = DimensionBuilder(style: style, scale: scale, labelFont: labelFont)
        var placer = RedlinePlacer(builder: builder, instance: instance, field: field)
        placer.place(features.requests.map { request in
            var placed = request.offset(by: offset)
            placed.token = request.kind.specKey.flatMap(spec.token(forKey:))
            return placed
        })
        dimensions = placer.placed
        omitted = placer.omitted
        lineWidth = builder.lineWidth
        baselines = features.block.baselines.map { builder.guide(from: $0.from + offset, to: $0.to + offset) }
        self.style = style
    }

    /// Everything drawn: the instance and every dimension.
    package var bounds: Rect {
        dimensions.reduce(instance) { $0.union($1.bounds) }
    }

    /// The dimension of a kind, if placed.
    package func dimension(_ kind: Dimension.Kind) -> Dimension? {
        dimensions.first { $0.kind == kind }
    }

    /// Every rule the placed dimensions break (empty by construction; tests check it).
    package var conflicts: [RedlineConflict] {
        var result: [RedlineConflict] = []
        for (i, a) in dimensions.enumerated() {
            result += RedlineConflict.conflicts(of: a, instance: instance, field: field)
            for b in dimensions[(i + 1)...] {
                result += RedlineConflict.conflicts(between: a, and: b, lineWidth: lineWidth)
            }
        }
        return result
    }
}
