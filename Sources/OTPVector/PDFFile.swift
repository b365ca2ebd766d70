import OTPPNG

/// The objects of a PDF file, numbered in the order they are added, and the file they make:
/// header, objects, cross-reference table and trailer. Nothing depends on the clock or
/// the memory, so the same objects give the same bytes.
struct PDFFile {
    /// Object `n`'s body (without `n 0 obj` and `endobj`) at index `n - 1`.
    private var objects: [[UInt8]] = []
    /// Compresses every stream of the file, keeping its memory between them.
    private let zlib = ZlibStream()

    /// A number for an object whose body is set later with ``set(_:_:)``.
    mutating func reserve() -> Int {
        objects.append([])
        return objects.count
    }

    mutating func set(_ number: Int, _ body: String) {
        objects[number - 1] = Array(body.utf8)
    }

    /// Adds an object; returns its number.
    mutating func add(_ body: String) -> Int {
        objects.append(Array(body.utf8))
        return objects.count
    }

    /// Adds a stream compressed with `FlateDecode`: `dictionary` holds the entries other
    /// than the filter and the length (without `<<` and `>>`).
    mutating func addStream(_ dictionary: String, data: [UInt8]) -> Int {
        let compressed = zlib.compress(data)
        var body = Array("<< \(dictionary) /Filter /FlateDecode /Length \(compressed.count) >>\nstream\n".utf8)
        body += compressed
        body += "\nendstream".utf8
        objects.append(body)
        return objects.count
    }

    /// The file, its trailer naming `root` (the catalogue) and `info` (the document
    /// information dictionary).
    func bytes(root: Int, info: Int) -> [UInt8] {
        // The second line's high bytes mark the file as binary for transfer programs.
        var file = Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A]
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(file.count)
            file += "\(index + 1) 0 obj\n".utf8
            file += body
            file += "\nendobj\n".utf8
        }
        let table = file.count
        file += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n".utf8
        for offset in offsets { file += (Self.tenDigits(offset) + " 00000 n \n").utf8 }
        file += "trailer\n<< /Size \(objects.count + 1) /Root \(root) 0 R /Info \(info) 0 R >>\nstartxref\n\(table)\n%%EOF\n".utf8
        return file
    }

    private static func tenDigits(_ n: Int) -> String {
        let digits = String(n)
        return String(repeating: "0", count: max(0, 10 - digits.count)) + digits
    }
}
