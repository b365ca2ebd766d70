import OTPGeometry

/// Places dimension requests in lanes (see ``RedlineLayout``).
///
/// Side by side (in the order their sides first appear), by tier (``DimensionRequest/tier``)
/// and shortest first on each side, so short dimensions sit nearest the field and the
/// extension lines of longer ones pass their ends, as in engineering drawings. Each
/// dimension's options are tried in order —
/// lane 0, 1, … and in each the label centred, past the end, before the start — and the
/// first choice for every dimension of a side that breaks no rule is taken: a depth-first
/// search, so a short dimension moves its label aside when that lets a longer one fit
/// (cap height's label past its end, so that the baseline's extension line clears it). A
/// side with no full solution within ``searchBudget`` tries falls back to placing each
/// dimension at its first fit, leaving out those that fit nowhere.
struct RedlinePlacer {
    let builder: DimensionBuilder
    let instance: Rect
    let field: Rect
    private(set) var placed: [Dimension] = []
    private(set) var omitted: [Dimension.Kind] = []

    /// The most candidates tried per side before falling back: 4000.
    static let searchBudget = 4000

    init(builder: DimensionBuilder, instance: Rect, field: Rect) {
        self.builder = builder
        self.instance = instance
        self.field = field
    }

    mutating func place(_ requests: [DimensionRequest]) {
        let sides = requests.map(\.side).reduce(into: [Dimension.Side]()) { if !$0.contains($1) { $0.append($1) } }
        for side in sides {
            let group = requests.enumerated().filter { $0.element.side == side }
                .sorted { ($0.element.tier, $0.element.value, $0.offset) < ($1.element.tier, $1.element.value, $1.offset) }
                .map(\.element)
            let options = Options(builder: builder, instance: instance, requests: group)
            var budget = Self.searchBudget
            if let solution = search(group[...], options: options, budget: &budget) {
                placed += solution
            } else {
                placeEach(group, options: options)
            }
        }
    }

    /// The first choices, in order, for every request that break no rule with what is
    /// placed and with each other; nil when there are none (or the budget runs out).
    private func search(_ requests: ArraySlice<DimensionRequest>, options: Options, chosen: [Dimension] = [],
                        budget: inout Int) -> [Dimension]? {
        guard let request = requests.first else { return chosen }
        for candidate in options.candidates(for: request) {
            budget -= 1
            if budget < 0 { return nil }
            guard fits(candidate, among: placed + chosen) else { continue }
            if let solution = search(requests.dropFirst(), options: options, chosen: chosen + [candidate], budget: &budget) {
                return solution
            }
        }
        return nil
    }

    /// Each request at its first fit, or left out.
    private mutating func placeEach(_ requests: [DimensionRequest], options: Options) {
        for request in requests {
            if let fit = options.candidates(for: request).first(where: { fits($0, among: placed) }) {
                placed.append(fit)
            } else {
                omitted.append(request.kind)
            }
        }
    }

    private func fits(_ candidate: Dimension, among others: [Dimension]) -> Bool {
        guard RedlineConflict.conflicts(of: candidate, instance: instance, field: field).isEmpty else { return false }
        return others.allSatisfy {
            RedlineConflict.conflicts(between: candidate, and: $0, lineWidth: builder.lineWidth).isEmpty
        }
    }
}

/// The candidate placements of one side's requests: every lane and label placement, in
/// order, with lanes a fixed step apart.
private struct Options {
    let builder: DimensionBuilder
    let instance: Rect
    let step: Double
    let labelWidths: [DimensionRequest: Double]

    init(builder: DimensionBuilder, instance: Rect, requests: [DimensionRequest]) {
        self.builder = builder
        self.instance = instance
        let widths = Dictionary(requests.map { ($0, builder.labelWidth(for: $0)) }, uniquingKeysWith: { a, _ in a })
        labelWidths = widths
        // Room for a tick, the gap and a label (its height on the top and bottom, the side's
        // widest label on the left and right), and the spacing.
        let style = builder.style
        let isHorizontal = requests.first?.side.isHorizontal ?? true
        let label = isHorizontal ? builder.labelHeight : widths.values.max() ?? 0
        step = style.tickSize / 2 + style.labelGap + label + style.laneSpacing
    }

    /// Lane 0, 1, … and in each the label centred, past the end, before the start.
    func candidates(for request: DimensionRequest) -> [Dimension] {
        (0..<builder.style.maximumLanes).flatMap { lane in
            Dimension.LabelPlacement.allCases.map { placement in
                builder.dimension(request, lane: lane, position: position(of: request.side, lane: lane),
                                  placement: placement, labelWidth: labelWidths[request] ?? 0)
            }
        }
    }

    /// The line position of `lane` on `side`, across the side's axis.
    private func position(of side: Dimension.Side, lane: Int) -> Double {
        let distance = builder.style.laneMargin + Double(lane) * step
        switch side {
        case .top: return instance.minY - distance
        case .bottom: return instance.maxY + distance
        case .left: return instance.minX - distance
        case .right: return instance.maxX + distance
        }
    }
}
