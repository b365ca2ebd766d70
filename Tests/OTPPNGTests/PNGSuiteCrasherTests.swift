import OTPPNG
import OTPRaster
import Testing

/// Probe (temporary): prints what each crasher does.
@Suite("PngSuite: crashers", .needsPNGSuiteCrashers)
struct PNGSuiteCrasherTests {
    static let fileNames = PNGSuite.fileNames(in: PNGSuite.crashers)

    @Test(arguments: fileNames)
    func probe(name: String) throws {
        let png = try PNGSuite.bytes(of: name, in: PNGSuite.crashers)
        do {
            let p = try Pixmap(pngData: png)
            print("PROBE \(name): decodes \(p.width)x\(p.height) \(p.bytes)")
        } catch {
            print("PROBE \(name): \(error)")
        }
    }
}
