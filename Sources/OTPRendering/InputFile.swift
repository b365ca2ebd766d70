import OTPFields
import OTPFiles
import OTPJSON
import OTPSpec
import OTPText

/// Reading a spec or a manifest named on the command line, without ever holding more than
/// the JSON limit (``JSONValue/defaultMaxBytes``, 4 MiB) in memory: a larger regular file is
/// refused by its size before it is read, and standard input is read only up to the limit.
package enum InputFile {
    /// The bytes of the file at `path` (a link is followed).
    /// - Throws: ``SpecError`` (`the input is N bytes, more than the limit of 4194304`) for
    ///   a file over the limit; ``ReadError`` when it is missing, a folder or unreadable.
    package static func read(_ path: String) throws -> [UInt8] {
        let limit = JSONValue.defaultMaxBytes
        do throws(ReadError) {
            return try FileContents.read(path, limit: limit)
        } catch {
            if case .tooLarge(_, let bytes?, _) = error {
                throw SpecError(.json(.inputTooLarge(bytes: bytes, limit: limit)), file: path)
            }
            throw error
        }
    }

    /// The spec file at `path`, decoded (presets, token references and string keys resolved).
    /// Tokens and strings come from the process's caches unless `fresh` (a preview, whose
    /// token files and catalogs may change).
    package static func spec(at path: String, fresh: Bool = false) throws -> FieldSpec {
        let bytes = try read(path)
        let object = try SpecError.readingJSON(file: path) { () throws(JSONError) in try JSONValue.parse(bytes) }
        do {
            return try SpecWiring.decode(object, file: path, folder: PathName.parent(of: path), fresh: fresh)
        } catch {
            throw error.located(in: bytes)
        }
    }

    /// Standard input, up to the limit.
    /// - Throws: ``CommandLineError/cannotRead(path:reason:)`` naming `<stdin>` when there is more.
    package static func readStandardInput() throws -> [UInt8] {
        let limit = JSONValue.defaultMaxBytes
        var bytes: [UInt8] = []
        while bytes.count <= limit {
            let chunk: [UInt8]
            do {
                chunk = try StandardInput.readSome()
            } catch {
                throw CommandLineError.cannotRead(path: "<stdin>", reason: error.reason)
            }
            if chunk.isEmpty { return bytes }
            bytes += chunk
        }
        throw CommandLineError.cannotRead(path: "<stdin>", reason: "the input is more than the limit of \(limit) bytes")
    }
}
