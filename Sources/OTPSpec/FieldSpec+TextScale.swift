extension FieldSpec {
    /// This spec drawn at its ``textScale``: every text's size times the scale (the cells',
    /// and so the button's, the title's, subtitle's and message's, the dot mask's radius), and
    /// the cells grown as ``CellSpec/grow`` says by the scale when it is above 1; then
    /// ``textScale`` is 1 and ``appliedTextScale`` records the scale. The decoder returns specs
    /// so, which the encoder then writes as drawn.
    package func applyingTextScale() -> FieldSpec {
        let scale = textScale
        guard scale != 1 else { return self }
        var spec = self
        spec.font.size *= scale
        spec.title?.font.size *= scale
        spec.subtitle?.font.size *= scale
        spec.message?.font.size *= scale
        spec.secure.dotRadius *= scale
        let growth = max(1, scale)
        switch cell.grow {
        case .none: break
        case .height: spec.cell.height *= growth
        case .both: (spec.cell.height, spec.cell.width) = (cell.height * growth, cell.width * growth)
        }
        spec.textScale = 1
        spec.appliedTextScale = scale * appliedTextScale
        return spec
    }
}
