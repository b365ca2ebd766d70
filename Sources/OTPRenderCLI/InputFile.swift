import Foundation
import OTPFields
import OTPJSON
import OTPSpec

/// Reading a spec or a manifest named on the command line, without ever holding more than
/// the JSON limit (``JSONValue/defaultMaxBytes``, 4 MiB) in memory: a larger regular file is
/// refused by its size before it is read, and standard input is read only up to the limit.
enum InputFile {
    /// The bytes of the file at `path` (a link is followed).
    /// - Throws: ``SpecError`` (`the input is N bytes, more than the limit of 4194304`) for
    ///   a file over the limit; ``CommandLineError/cannotRead(path:reason:)`` when it is
    ///   missing or unreadable.
    static func read(_ path: String) throws -> [UInt8] {
        let limit = JSONValue.defaultMaxBytes
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > limit {
            throw SpecError(.json(.inputTooLarge(bytes: Int(info.st_size), limit: limit)), file: path)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file"
            throw CommandLineError.cannotRead(path: path, reason: reason)
        }
        return [UInt8](data)
    }

    /// Standard input, up to the limit.
    /// - Throws: ``CommandLineError/cannotRead(path:reason:)`` naming `<stdin>` when there is more.
    static func readStandardInput() throws -> [UInt8] {
        let limit = JSONValue.defaultMaxBytes
        var bytes: [UInt8] = []
        while bytes.count <= limit {
            let chunk = FileHandle.standardInput.readData(ofLength: 1 << 16)
            if chunk.isEmpty { return bytes }
            bytes += chunk
        }
        throw CommandLineError.cannotRead(path: "<stdin>", reason: "the input is more than the limit of \(limit) bytes")
    }
}
