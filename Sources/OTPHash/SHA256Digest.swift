import CCrypto

/// A SHA-256 digest, computed by OpenSSL's libcrypto: what lock files and cache keys name
/// images, specs and fonts by.
///
/// ```swift
/// let digest = SHA256Digest(of: Array("abc".utf8))
/// digest.hex   // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
public struct SHA256Digest: Hashable, Sendable, CustomStringConvertible {
    /// The digest's 32 bytes.
    public let bytes: [UInt8]

    /// The digest of `data`.
    public init(of data: [UInt8]) {
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        var context = SHA256_CTX()
        let succeeded = unsafe data.withUnsafeBytes { input in
            unsafe digest.withUnsafeMutableBufferPointer { output in
                unsafe SHA256_Init(&context) == 1 && SHA256_Update(&context, input.baseAddress, input.count) == 1
                    && SHA256_Final(output.baseAddress, &context) == 1
            }
        }
        // SHA-256 over memory cannot fail short of libcrypto being unusable; the digest would
        // then be all zeros, which no input has, so nothing would ever match it.
        bytes = succeeded ? digest : [UInt8](repeating: 0, count: 32)
    }

    /// The digest of `text`'s UTF-8 bytes.
    public init(of text: String) {
        self.init(of: Array(text.utf8))
    }

    /// A digest given as its 32 bytes (as read back from a file); `nil` for any other count.
    public init?(validBytes bytes: [UInt8]) {
        guard bytes.count == 32 else { return nil }
        self.bytes = bytes
    }

    /// A digest written as 64 hexadecimal digits (either case); `nil` for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 64 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for index in stride(from: 0, to: 64, by: 2) {
            guard let high = Self.value(of: digits[index]), let low = Self.value(of: digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        self.bytes = bytes
    }

    /// The 64 lowercase hexadecimal digits.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    public var description: String { hex }

    private static func value(of digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
