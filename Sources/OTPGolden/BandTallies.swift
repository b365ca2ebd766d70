/// The tallies of the bands of one comparison (see ``RowBands``), one slot a band, filled
/// concurrently without a lock: each band stores only into its own slot, and the slots are
/// read only after every band is done. The unsafe code of the banding is all in this type.
///
/// Sendable by that contract rather than by the compiler's proof; the slots are valid only
/// inside `withSlots(count:_:)`.
struct BandTallies: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<DiffTally>

    private init(_ slots: UnsafeMutableBufferPointer<DiffTally>) { self.slots = slots }

    /// Calls `body` with `count` (at least 1) empty slots, freed when it returns.
    static func withSlots<Result>(count: Int, _ body: (BandTallies) -> Result) -> Result {
        assert(count > 0, "no bands")
        let slots = UnsafeMutableBufferPointer<DiffTally>.allocate(capacity: count)
        slots.initialize(repeating: DiffTally())
        defer { slots.deallocate() }
        return body(BandTallies(slots))
    }

    /// Stores the tally of band `band`, which must be one of the `count` slots' indices.
    @inline(__always)
    func store(_ tally: DiffTally, band: Int) {
        assert(slots.indices.contains(band), "band \(band) outside 0..<\(slots.count)")
        slots[band] = tally
    }

    /// The tallies merged in band order, so the result does not depend on scheduling; to be
    /// read once every band has stored its own.
    var merged: DiffTally {
        slots.reduce(into: DiffTally()) { $0.merge($1) }
    }
}
