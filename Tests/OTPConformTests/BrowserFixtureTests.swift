import Foundation
import OTPConform
import OTPJSON
import OTPPNG
import OTPRaster
import OTPTestSupport
import Testing

/// Screenshots of HTML/CSS builds drawn by headless Chromium (its own text engine, hinting and
/// anti-aliasing), kept by `Tests/Browser/conform_builds.py --fixtures`: the measuring tested
/// without a browser. Each faithful build conforms; each changed one is reported with the
/// element and property changed, and nothing else.
@Suite struct BrowserFixtureTests {
    static let folder = RepositoryFiles.root.appendingPathComponent("Tests/OTPConformTests/Fixtures")

    struct Fixture: CustomStringConvertible, Sendable {
        let screenshot: String, spec: String, scale: Double?, deviations: [String]
        var description: String { screenshot }
    }

    static let fixtures: [Fixture] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("fixtures.json")),
              case .array(let entries) = (try? JSONValue.parse(Array(data))) ?? .null else { return [] }
        return entries.compactMap { entry in
            guard case .string(let screenshot)? = entry["screenshot"], let spec = entry["spec"], case .string(let scale)? = entry["scale"],
                  case .array(let pairs)? = entry["deviations"] else { return nil }
            let deviations = pairs.compactMap { pair -> String? in
                guard case .array(let parts) = pair, parts.count == 2, case .string(let element) = parts[0], case .string(let property) = parts[1] else { return nil }
                return element + " " + property
            }
            return Fixture(screenshot: screenshot, spec: spec.description, scale: Double(scale), deviations: deviations)
        }
    }()

    @Test func theFixturesAreThere() {
        #expect(Self.fixtures.count == 8)
    }

    @Test(arguments: fixtures)
    func eachBuildIsMeasuredAsChanged(_ fixture: Fixture) throws {
        let screenshot = try Pixmap(contentsOfPNGFile: Self.folder.appendingPathComponent(fixture.screenshot).path)
        let spec = try Screenshots.spec(fixture.spec)
        let result = try Conformance(spec: spec, resources: Screenshots.resources).check(screenshot, scale: fixture.scale)
        #expect(result.deviations.map { "\($0.element) \($0.property)" } == fixture.deviations, "\(result.lines)")
        if let scale = fixture.scale { #expect(result.scale == scale) }
    }
}
