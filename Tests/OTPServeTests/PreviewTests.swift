import Foundation
import OTPServe
import OTPTestSupport
import Synchronization
import Testing

/// Watching a file, waiting for the next rendering, and the server with its guards.
@Suite struct PreviewTests {
    @Test(arguments: [FileWatcher.Method.inotify, .polling])
    func aSaveIsNoticedWhetherWrittenOrRenamedIntoPlace(method: FileWatcher.Method) throws {
        let folder = RepositoryFiles.temporaryFolder("otp-watch")
        let path = folder + "/spec.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        let saves = Atomic<Int>(0)
        let watcher = FileWatcher(path: path, preferring: method) { saves.add(1, ordering: .relaxed) }
        defer { watcher.stop() }
        #expect(watcher.method == method)
        Thread.sleep(forTimeInterval: 0.1)
        try Data("{\"a\": 1}".utf8).write(to: URL(fileURLWithPath: path))  // written through a temporary file and renamed
        #expect(wait { saves.load(ordering: .relaxed) >= 1 })
        let seen = saves.load(ordering: .relaxed)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: Data("{\"a\": 22}".utf8))
        try handle.close()
        #expect(wait { saves.load(ordering: .relaxed) > seen })
        try Data("other".utf8).write(to: URL(fileURLWithPath: folder + "/other.json"))
        if method == .inotify {
            Thread.sleep(forTimeInterval: 0.2)
            #expect(saves.load(ordering: .relaxed) == seen + 1, "another file in the folder is not the spec")
        }
    }

    private func wait(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while !condition(), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return condition()
    }

    @Test func thePageWaitsForTheNextRendering() async throws {
        let count = Atomic<Int>(0)
        let session = PreviewSession(specPath: "spec.json") {
            let n = count.add(1, ordering: .relaxed).newValue
            return n == 2 ? PreviewSession.Rendering(error: "spec.json: bad") : PreviewSession.Rendering(images: [("Field", [UInt8(n)])])
        }
        #expect(session.current.number == 1)
        let quick = await session.next(after: 1, timeout: .milliseconds(30))
        #expect(quick.number == 1, "nothing new: the current one after the timeout")
        async let next = session.next(after: 1)
        try await Task.sleep(for: .milliseconds(50))
        session.refresh()
        let second = await next
        #expect(second.number == 2 && second.rendering.error == "spec.json: bad")
        let routes = PreviewRoutes(session: session)
        let state = await routes.respond(to: ServerRequest(method: "GET", path: "/next", query: ["after": "1"]))
        #expect(String(decoding: state.body, as: UTF8.self) == #"{"number": 2, "error": "spec.json: bad", "images": ["Field"], "lastGood": 1}"#,
                "the last good images stay beside the error")
        let kept = await routes.respond(to: ServerRequest(method: "GET", path: "/image", query: ["index": "0"]))
        #expect(kept.body == [1])
        session.refresh()
        let image = await routes.respond(to: ServerRequest(method: "GET", path: "/image", query: ["index": "0"]))
        #expect(image.body == [3])
        #expect(session.current.rendering.lastGood == nil)
    }

    @Test func theServerAnswersOnlyThroughItsGuards() async throws {
        let session = PreviewSession(specPath: "spec.json") { PreviewSession.Rendering(images: [("Field", [1, 2, 3])]) }
        let server = try await LoopbackServer.start(port: 0, routes: PreviewRoutes(session: session))
        let port = server.port, token = server.token
        #expect(server.address == "http://127.0.0.1:\(port)/?token=\(token)")
        let page = try RawHTTP.send("GET", "/?token=\(token)", port: port)
        #expect(page.status == 200 && page.body.contains("<title>Preview: spec.json</title>"))
        #expect(try RawHTTP.send("GET", "/image?token=\(token)&index=0", port: port).status == 200)
        #expect(try RawHTTP.send("GET", "/image?token=nope&index=0", port: port).status == 403)
        #expect(try RawHTTP.send("GET", "/?token=\(token)", port: port, headers: ["Host": "attacker.example"]).status == 403)
        let big = try RawHTTP.send("POST", "/?token=\(token)", port: port, body: [UInt8](repeating: 65, count: LoopbackServer.bodyLimit + 1))
        #expect(big.status == 413)
        #expect(try RawHTTP.send("GET", "/image?token=\(token)&index=0", port: port, headers: ["Content-Length": "", "Transfer-Encoding": "chunked"]).status == 411)
        let percentEncoded = { (text: String) in text.map { "%" + String($0.asciiValue!, radix: 16) }.joined() }
        #expect(try RawHTTP.send("GET", "/image?token=\(percentEncoded(token))&index=0", port: port).status == 200)
        #expect(try RawHTTP.send("GET", "/image?token=\(token.uppercased())&index=0", port: port).status == 403)

        // Keep-alive: two requests on one connection, both answered; a request HTTP cannot
        // parse is answered 400 and the connection closed.
        let host = "Host: 127.0.0.1:\(port)\r\n"
        let twice = "GET /?token=\(token) HTTP/1.1\r\n\(host)\r\nGET /image?token=\(token)&index=0 HTTP/1.1\r\n\(host)Connection: close\r\n\r\n"
        let answers = String(decoding: try RawHTTP.exchange(Array(twice.utf8), port: port), as: UTF8.self)
        #expect(answers.components(separatedBy: "HTTP/1.1 200 OK\r\n").count == 3, "\(answers.prefix(300))")
        let garbage = String(decoding: try RawHTTP.exchange(Array("NOT HTTP AT ALL\r\n\r\n".utf8), port: port), as: UTF8.self)
        #expect(garbage.hasPrefix("HTTP/1.1 400"), "\(garbage)")
        await server.stop()

        let taken = try await LoopbackServer.start(port: 0, routes: PreviewRoutes(session: session))
        defer { Task { await taken.stop() } }
        await #expect(throws: ServerError.self) { try await LoopbackServer.start(port: taken.port, routes: PreviewRoutes(session: session)) }
    }

    /// A last response (`Connection: close`) of many megabytes arrives whole: the connection
    /// is closed only once it has gone out, even to a reader slower than the server.
    @Test func aLargeLastResponseArrivesWhole() async throws {
        let image = [UInt8](repeating: 65, count: 8 << 20)
        let session = PreviewSession(specPath: "spec.json") { PreviewSession.Rendering(images: [("Field", image)]) }
        let server = try await LoopbackServer.start(port: 0, routes: PreviewRoutes(session: session))
        let response = try RawHTTP.send("GET", "/image?token=\(server.token)&index=0", port: server.port)
        await server.stop()
        #expect(response.status == 200)
        #expect(response.body.utf8.count == image.count)
    }
}
