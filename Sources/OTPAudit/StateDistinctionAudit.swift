import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec

extension FieldAudit {
    /// Whether an error, warning or success state differs from the same field in its normal state by
    /// more than colour (1.4.1): both drawn with every colour made black or white (text, lines
    /// and marks black; background, card and cell fills white; shadows one grey), so that
    /// only a change of shape shows: a message of its own, a thicker border, a glow that
    /// spreads further. Where the shapes differ is named.
    func distinctionFindings(_ state: AuditedState) throws -> [AuditFinding] {
        let shapes = try state.render(Self.paintShapes)
        let normalShapes = try state.renderNormal(Self.paintShapes)
        let changed = Self.changedPixels(shapes, normalShapes)
        let scale = state.spec.scale
        let area = Double(changed.count) / (scale * scale)
        var places = Self.places(of: changed.bounds, in: state)
        if shapes.width != normalShapes.width || shapes.height != normalShapes.height { places += " and in its size" }
        return [AuditFinding(
            state: state.name, part: "state shown by more than colour", criterion: .useOfColor, measured: area,
            threshold: 1, unit: .squarePoints,
            note: area >= 1 ? "its shape differs from normal in " + places
                : "differs from normal by colour only: add a message text, an icon or a thicker border")]
    }

    /// `spec` with every colour black or white, shadows a translucent grey.
    private static func paintShapes(_ spec: inout FieldSpec) {
        let (ink, paper) = (Color.black, Color.white)
        for keyPath in [\ColorSpec.border, \.focus, \.hover, \.filled, \.text, \.buttonText, \.buttonFill] {
            spec.colors[keyPath: keyPath] = .color(ink)
        }
        for keyPath in [\ColorSpec.caret, \.mask, \.placeholder, \.error, \.warning, \.success, \.disabled, \.title, \.message] {
            spec.colors[keyPath: keyPath] = ink
        }
        for keyPath in [\ColorSpec.background, \.cellFill, \.card] { spec.colors[keyPath: keyPath] = .color(paper) }
        spec.colors.buttonFilledText = paper
        spec.title?.color = ink
        spec.subtitle?.color = ink
        if spec.cell.focusRing != nil { spec.cell.focusRing?.color = ink }
        let grey = Color(red: 0, green: 0, blue: 0, alpha: 128)
        func greyed(_ shadows: [Shadow]) -> [Shadow] { shadows.map { var s = $0; s.color = grey; return s } }
        spec.shadow = greyed(spec.shadow)
        spec.cell.shadow = greyed(spec.cell.shadow)
        spec.cell.focusShadow = spec.cell.focusShadow.map(greyed)
        spec.cell.errorFocusShadow = spec.cell.errorFocusShadow.map(greyed)
        if let shadows = spec.button?.shadow { spec.button?.shadow = greyed(shadows) }
    }

    /// The pixels where two renders differ by more than 32 levels in a channel, where both
    /// have pixels (from the top left), as a count and their bounding box.
    private static func changedPixels(_ a: Pixmap, _ b: Pixmap) -> (count: Int, bounds: PixelRect?) {
        var count = 0
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                let difference = max(abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)),
                                     abs(Int(p.blue) - Int(q.blue)), abs(Int(p.alpha) - Int(q.alpha)))
                guard difference > 32 else { continue }
                count += 1
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        return (count, count == 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
    }

    /// Which parts `bounds` meets: "the message", "the cells", "the button", or "the image".
    private static func places(of bounds: PixelRect?, in state: AuditedState) -> String {
        guard let bounds else { return "nothing" }
        let layout = state.layout
        var parts: [(String, [Rect])] = [("the cells", layout.cells)]
        if let button = layout.button { parts.append(("the button", [button])) }
        var names = parts.filter { $0.1.contains { !state.pixels($0, grow: 4).intersection(bounds).isEmpty } }.map(\.0)
        if !layout.message.compactMap(state.pixels).allSatisfy({ $0.intersection(bounds).isEmpty }) {
            names.insert("the message", at: 0)
        }
        return names.isEmpty ? "the image" : names.joined(separator: " and ")
    }
}
