import Foundation
import Glibc

/// A minimal HTTP/1.1 client over a TCP socket to 127.0.0.1, for tests that must send what
/// a browser never would: a forged Host header, a wrong token, an oversized body.
public enum RawHTTP {
    /// A response: the status code and the body.
    public struct Response: Sendable {
        public let status: Int
        public let body: String
    }

    /// Sends `method path` to 127.0.0.1:`port` with `headers` (Host defaults to the loopback
    /// address) and `body`, and reads the response until the server closes the connection.
    public static func send(_ method: String, _ path: String, port: UInt16, headers: [String: String] = [:],
                            body: [UInt8] = []) throws -> Response {
        var head = "\(method) \(path) HTTP/1.1\r\n"
        var allHeaders = ["Host": "127.0.0.1:\(port)", "Connection": "close", "Content-Length": String(body.count)]
        for (name, value) in headers { allHeaders[name] = value }
        for (name, value) in allHeaders.sorted(by: { $0.key < $1.key }) where !value.isEmpty { head += "\(name): \(value)\r\n" }
        return try parse(exchange(Array((head + "\r\n").utf8) + body, port: port))
    }

    /// Sends `request` as it is (one request or several, well formed or not) to
    /// 127.0.0.1:`port` and returns every byte received until the server closes the connection.
    public static func exchange(_ request: [UInt8], port: UInt16) throws -> [UInt8] {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure("socket: \(String(cString: strerror(errno)))") }
        defer { close(socket) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure("connect: \(String(cString: strerror(errno)))") }
        _ = request.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return received
    }

    private static func parse(_ bytes: [UInt8]) throws -> Response {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let statusLine = text.split(separator: "\r\n").first, statusLine.hasPrefix("HTTP/1.1 "),
              let status = Int(statusLine.dropFirst(9).prefix(3)) else { throw Failure("no HTTP response: \(text.prefix(80))") }
        let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
        return Response(status: status, body: body)
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
