extension DeflateEncoder {
    /// Codes the collected tokens as one dynamic Huffman block (RFC 1951 §3.2.7), or, for a
    /// final block with no tokens, an empty fixed-code block.
    mutating func writeBlock(final: Bool, into writer: inout BitWriter) {
        guard tokens.count > 0 else {
            // BFINAL, BTYPE 01 (fixed codes), and end of block, whose fixed code is 7 zeros.
            if final { writer.withCursor(reserving: 4) { $0.write(0b011, count: 3 + 7) } }
            return
        }
        tokens.literalFrequencies[DeflateAlphabet.endOfBlock] = 1
        if (0..<DeflateAlphabet.distanceCount).allSatisfy({ tokens.distanceFrequencies[$0] == 0 }) {
            tokens.distanceFrequencies[0] = 1  // inflate wants at least one distance code
        }
        literalCode.build(frequencies: tokens.literalFrequencies, limit: HuffmanCode.maximumLength)
        distanceCode.build(frequencies: tokens.distanceFrequencies, limit: HuffmanCode.maximumLength)
        let literalLengthCount = max(257, (literalCode.lengths.lastIndex { $0 != 0 } ?? 0) + 1)
        let distanceCount = max(1, (distanceCode.lengths.lastIndex { $0 != 0 } ?? 0) + 1)
        runLengthCodeLengths(literalLengthCount: literalLengthCount, distanceCount: distanceCount)
        codeLengthCode.build(frequencies: codeLengthFrequencies, limit: 7)
        let order = DeflateAlphabet.codeLengthOrder
        let codeLengthCount = max(4, (order.lastIndex { codeLengthCode.lengths[$0] != 0 } ?? 0) + 1)

        // Room for the header (under 600 bytes) and at most 48 bits a token.
        writer.withCursor(reserving: 1024 + tokens.count * 6) { cursor in
            cursor.write(final ? 1 : 0, count: 1)
            cursor.write(0b10, count: 2)
            cursor.write(UInt32(literalLengthCount - 257), count: 5)
            cursor.write(UInt32(distanceCount - 1), count: 5)
            cursor.write(UInt32(codeLengthCount - 4), count: 4)
            for symbol in order.prefix(codeLengthCount) {
                cursor.write(UInt32(codeLengthCode.lengths[symbol]), count: 3)
            }
            writeCodeLengthSymbols(into: &cursor)
            writeTokens(into: &cursor)
            cursor.write(code: literalCode.codes[DeflateAlphabet.endOfBlock])
        }
        tokens.removeAll()
    }

    /// The code lengths of both alphabets as one list, runs shortened with symbols 16
    /// (repeat the previous length 3-6 times), 17 (3-10 zeros) and 18 (11-138 zeros).
    private mutating func runLengthCodeLengths(literalLengthCount: Int, distanceCount: Int) {
        codeLengthSymbols.removeAll(keepingCapacity: true)
        for i in codeLengthFrequencies.indices { codeLengthFrequencies[i] = 0 }
        let total = literalLengthCount + distanceCount
        func length(at i: Int) -> UInt8 {
            i < literalLengthCount ? literalCode.lengths[i] : distanceCode.lengths[i - literalLengthCount]
        }
        func add(_ symbol: Int, extra: Int = 0) {
            codeLengthSymbols.append(UInt16(symbol | extra << 5))
            codeLengthFrequencies[symbol] += 1
        }
        var i = 0
        while i < total {
            let value = length(at: i)
            var run = 1
            while i + run < total && length(at: i + run) == value { run += 1 }
            i += run
            if value == 0 {
                while run >= 11 {
                    let n = min(run, 138)
                    add(18, extra: n - 11)
                    run -= n
                }
                if run >= 3 {
                    add(17, extra: run - 3)
                    run = 0
                }
            } else {
                add(Int(value))
                run -= 1
                while run >= 3 {
                    let n = min(run, 6)
                    add(16, extra: n - 3)
                    run -= n
                }
            }
            for _ in 0..<run { add(Int(value)) }
        }
    }

    private func writeCodeLengthSymbols(into cursor: inout BitCursor) {
        for entry in codeLengthSymbols {
            let symbol = Int(entry & 0x1F), extra = UInt32(entry >> 5)
            let extraBits = symbol == 16 ? 2 : symbol == 17 ? 3 : symbol == 18 ? 7 : 0
            cursor.write(code: codeLengthCode.codes[symbol], extra: extra, extraBits: extraBits)
        }
    }

    /// Works on local copies of the cursor and the tokens, so that they stay in registers.
    private func writeTokens(into cursor: inout BitCursor) {
        let literalCodes = literalCode.codes, distanceCodes = distanceCode.codes
        let lengthCodes = DeflateAlphabet.lengthCodes
        let tokens = self.tokens
        var local = cursor
        defer { cursor = local }
        for index in 0..<tokens.count {
            let token = tokens[index]
            guard token & 1 << 31 != 0 else {
                local.write(code: literalCodes[Int(token)])
                continue
            }
            let length = lengthCodes[Int(token >> 15 & 0xFF)]
            local.write(code: literalCodes[Int(length & 0xFFFF)], extra: length >> 24, extraBits: Int(length >> 16 & 0xFF))
            let distance = DeflateAlphabet.distanceCode(Int(token & 0x7FFF) + 1)
            local.write(code: distanceCodes[distance.symbol], extra: UInt32(distance.extraValue), extraBits: distance.extraBits)
        }
    }
}
