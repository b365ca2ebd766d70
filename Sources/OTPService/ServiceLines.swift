/// The service's input cut into lines: each line without its newline (and without a
/// carriage return before it), blank lines left out. A line longer than `maxBytes` is given
/// once as ``Line/tooLong`` and the rest of it is skipped up to its newline, so that one
/// oversized request cannot take the memory of the process.
package struct ServiceLines {
    package enum Line: Equatable {
        case text([UInt8])
        case tooLong
    }

    package let maxBytes: Int
    private var pending: [UInt8] = []
    private var skipping = false

    package init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    /// The lines that `chunk` completes.
    package mutating func add(_ chunk: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = chunk.startIndex
        while let newline = chunk[start...].firstIndex(of: 0x0A) {
            append(chunk[start..<newline], into: &lines)
            if let line = takeLine() { lines.append(line) }
            start = newline + 1
        }
        append(chunk[start...], into: &lines)
        return lines
    }

    /// The last line, when the input ends without a newline.
    package mutating func finish() -> [Line] {
        takeLine().map { [$0] } ?? []
    }

    private mutating func append(_ bytes: ArraySlice<UInt8>, into lines: inout [Line]) {
        guard !skipping else { return }
        if pending.count + bytes.count > maxBytes {
            lines.append(.tooLong)
            pending.removeAll()
            skipping = true
        } else {
            pending += bytes
        }
    }

    private mutating func takeLine() -> Line? {
        defer {
            pending.removeAll(keepingCapacity: pending.count < 1 << 20)
            skipping = false
        }
        guard !skipping else { return nil }
        if pending.last == 0x0D { pending.removeLast() }
        guard pending.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return nil }
        return .text(pending)
    }
}
