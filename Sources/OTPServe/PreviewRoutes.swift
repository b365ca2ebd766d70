import OTPJSON

/// The preview page's routes (every one behind the ``RequestGuard``):
///
/// ```
/// GET /                    the page
/// GET /next?after=N        waits (up to 20 s) for a rendering after number N; its state as JSON:
///                          {"number": 3, "error": null, "images": ["Field", "Sheet"], "lastGood": null}
///                          (with an error, lastGood is the number of the rendering whose images
///                          are kept beside it)
/// GET /image?index=I&n=N   image I of the current rendering (n only makes the address new)
/// ```
package struct PreviewRoutes: ServerRoutes {
    package let session: PreviewSession

    package init(session: PreviewSession) {
        self.session = session
    }

    package func respond(to request: ServerRequest) async -> ServerResponse {
        switch (request.method, request.path) {
        case ("GET", "/"):
            return .html(PreviewPage.html(specPath: session.specPath, token: request.query["token"] ?? ""))
        case ("GET", "/next"):
            let seen = request.query["after"].flatMap { Int($0) } ?? 0
            return .json(Self.state(await session.next(after: seen)))
        case ("GET", "/image"):
            let images = session.current.rendering.images
            guard let index = request.query["index"].flatMap({ Int($0) }), images.indices.contains(index) else {
                return .refusal(404, "no such image")
            }
            return .png(images[index].png)
        case (_, "/"), (_, "/next"), (_, "/image"):
            return .refusal(405, "\(request.method) is not allowed on \(request.path)")
        default:
            return .refusal(404, "no such page: \(request.path)")
        }
    }

    private static func state(_ current: (number: Int, rendering: PreviewSession.Rendering)) -> JSONValue {
        .object([
            "number": .number(JSONNumber(current.number)),
            "error": current.rendering.error.map(JSONValue.string) ?? .null,
            "images": .array(current.rendering.images.map { .string($0.title) }),
            "lastGood": current.rendering.lastGood.map { .number(JSONNumber($0)) } ?? .null,
        ])
    }
}
