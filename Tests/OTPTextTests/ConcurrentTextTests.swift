import Dispatch
import OTPGeometry
import OTPRaster
import OTPText
import Synchronization
import Testing

@Suite struct ConcurrentTextTests {
    @Test func textRenderedOnSeveralThreadsAtOnceIsIdentical() throws {
        // A fresh library, so the threads race to load faces and fill the outline caches.
        let shared = FontLibrary(folder: library.folder)
        let texts = ["123456", "获取验证码", "59秒", "Resend in 42s", "0987654321"]
        @Sendable func draw(_ text: String) throws -> Pixmap {
            let font = try shared.font(weight: 600, size: 28)
            return render(text, font: font, width: 220, height: 40, baseline: Point(x: 3.25, y: 31.5))
        }
        let results = Mutex<[Int: [Pixmap]]>([:])
        DispatchQueue.concurrentPerform(iterations: 16) { i in
            let pixmap = try? draw(texts[i % texts.count])
            results.withLock { $0[i % texts.count, default: []].append(pixmap ?? Pixmap(width: 1, height: 1)!) }
        }
        let rendered = results.withLock { $0 }
        for (index, text) in texts.enumerated() {
            let expected = try render(text, font: library.font(weight: 600, size: 28), width: 220, height: 40,
                                      baseline: Point(x: 3.25, y: 31.5))
            #expect(rendered[index]?.count == 16 / texts.count + (index < 16 % texts.count ? 1 : 0))
            #expect(rendered[index]?.allSatisfy { $0 == expected } == true, "\(text) differs between threads")
        }
    }
}
