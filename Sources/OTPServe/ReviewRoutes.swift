import OTPFiles
import OTPJSON

/// The review page's routes (every one behind the ``RequestGuard``):
///
/// ```
/// GET  /                    the page
/// GET  /image?name=N&kind=K an item's expected, actual or diff image (K), and nothing else
/// GET  /state               every item's decision, as JSON
/// POST /accept  {"name": N} write N's new image as its golden
/// POST /reject  {"name": N} keep (or put back) N's golden
/// POST /accept-all          accept every undecided item
/// POST /done                finish the review
/// ```
///
/// A decision answers `{"name": N, "decision": "accepted"}`; a refusal answers
/// `{"error": "…"}` with its status (400 a bad body, 403 outside the folder, 404 no such item).
package struct ReviewRoutes: ServerRoutes {
    package let session: ReviewSession
    /// The page's title, e.g. `otp-render goldens review Goldens`.
    package let title: String
    /// Failures that cannot be accepted here (invalid specs, Git LFS pointers), one line each.
    package let notReviewable: [String]

    package init(session: ReviewSession, title: String, notReviewable: [String] = []) {
        (self.session, self.title, self.notReviewable) = (session, title, notReviewable)
    }

    package func respond(to request: ServerRequest) async -> ServerResponse {
        switch (request.method, request.path) {
        case ("GET", "/"):
            return .html(ReviewPage.html(title: title, items: session.items, decisions: session.items.map { session.decision(on: $0.name) },
                                         notReviewable: notReviewable, token: request.query["token"] ?? ""))
        case ("GET", "/image"): return image(request.query)
        case ("GET", "/state"): return .json(state())
        case ("POST", "/accept"): return decide(request.body) { name throws(ReviewError) in try session.accept(name) }
        case ("POST", "/reject"): return decide(request.body) { name throws(ReviewError) in try session.reject(name) }
        case ("POST", "/accept-all"):
            do { _ = try session.acceptUndecided() } catch { return Self.error(error.status, error.description) }
            return .json(state())
        case ("POST", "/done"):
            session.finish()
            return .json(state())
        case (_, "/"), (_, "/image"), (_, "/state"), (_, "/accept"), (_, "/reject"), (_, "/accept-all"), (_, "/done"):
            return .refusal(405, "\(request.method) is not allowed on \(request.path)")
        default:
            return .refusal(404, "no such page: \(request.path)")
        }
    }

    /// One of an item's images, read from the report's artifacts.
    private func image(_ query: [String: String]) -> ServerResponse {
        guard let name = query["name"], let item = try? session.item(named: name) else {
            return .refusal(404, "no image of that name is under review")
        }
        let path: String?
        switch query["kind"] {
        case "actual": path = item.actualPath
        case "expected": path = item.expectedPath
        case "diff": path = item.diffPath
        default: return .refusal(400, "kind must be expected, actual or diff")
        }
        guard let path, let bytes = try? FileContents.read(path, regularFileOnly: true) else {
            return .refusal(404, "\(name) has no such image")
        }
        return .png(bytes)
    }

    /// Accepts or rejects the item named in a `{"name": …}` body.
    private func decide(_ body: [UInt8], _ action: (String) throws(ReviewError) -> Void) -> ServerResponse {
        let document = try? JSONValue.parse(body, maxBytes: LoopbackServer.bodyLimit)
        guard case .string(let name)? = document?["name"] else {
            return Self.error(400, "the body must be a JSON object with the image's \"name\"")
        }
        do throws(ReviewError) { try action(name) } catch { return Self.error(error.status, error.description) }
        return .json(.object(["name": .string(name), "decision": decision(on: name)]))
    }

    /// `{"finished": false, "items": [{"name": …, "golden": …, "decision": "accepted" | null}, …]}`.
    private func state() -> JSONValue {
        let items = session.items.map { item -> JSONValue in
            .object(["name": .string(item.name), "golden": .string(item.goldenPath), "decision": decision(on: item.name)])
        }
        return .object(["finished": .bool(session.isFinished), "items": .array(items)])
    }

    /// The decision on `name` in JSON: `"accepted"`, `"rejected"` or `null`.
    private func decision(on name: String) -> JSONValue {
        session.decision(on: name).map { .string($0.rawValue) } ?? .null
    }

    private static func error(_ status: Int, _ message: String) -> ServerResponse {
        .json(.object(["error": .string(message)]), status: status)
    }
}
