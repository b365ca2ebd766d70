import OTPFields
import OTPJSON
import OTPSpec
import OTPTestSupport
import Testing

/// The region map: every part the layout draws, with the layout's own boxes, in points and
/// pixels, and the spec's properties for it.
@Suite struct RegionMapTests {
    private let resources = FieldResources(fonts: BundledFonts.library)

    private func map(_ json: String) throws -> (RegionMap, FieldLayout) {
        let spec = try SpecDecoder.decode(json: Array(json.utf8), file: "spec.json", presetNames: Presets.names, presets: Presets.named)
        return (try RegionMap(spec: spec, resources: resources), try FieldLayout(spec: spec, resources: resources))
    }

    @Test func everyPartIsListedWithTheLayoutsBoxes() throws {
        let (map, layout) = try map(#"""
            {"preset": "signin-block", "length": 6, "value": "12", "placeholder": "0", "groups": [3, 3], "separator": {"text": "-"}}
            """#)
        let elements = map.regions.map(\.element)
        #expect(elements.prefix(7) == ["field", "cell[0]", "cell[1]", "cell[2]", "cell[3]", "cell[4]", "cell[5]"])
        #expect(elements.contains("character[1]") && elements.contains("placeholder[5]") && !elements.contains("placeholder[2]"),
                "the caret's cell shows no placeholder")
        #expect(["caret", "separator[0]", "button", "title[0]", "subtitle[0]", "message[0]"].allSatisfy(elements.contains))
        #expect(map.regions.filter { $0.kind == "cell" }.map(\.box) == layout.cells)
        #expect(map.size == layout.canvas && map.scale == 2)
        let cell = try #require(map.regions.first { $0.element == "cell[2]" })
        #expect(cell.properties["state"] == .string("focused") && cell.properties["borderColor"] == .string("#1E90FF"))
        #expect(map.regions.first { $0.element == "cell[0]" }?.properties["state"] == .string("filled"))
    }

    @Test func theButtonsColoursAndTheCellsInsideAreThoseDrawn() throws {
        let (countdown, _) = try map(#"{"preset": "countdown", "value": "1"}"#)
        let button = try #require(countdown.regions.first { $0.element == "button" })
        #expect(button.properties["style"] == .string("outlined") && button.properties["borderColor"] == .string("#1E90FF"))
        #expect(button.properties["color"] == .string("#1E90FF") && button.properties["borderWidth"] == .number(JSONNumber(1)))
        let (counting, _) = try map(#"{"preset": "countdown", "button": {"remaining": 30}}"#)
        #expect(counting.regions.first { $0.element == "button" }?.properties["color"] == .string("#BDBDBD"), "the disabled colour while counting")
        let cell = try #require(countdown.regions.first { $0.element == "cell[1]" })
        guard case .object(let inner)? = cell.properties["innerBox"], case .number(let x)? = inner["x"], case .number(let width)? = inner["width"] else {
            Issue.record("no inner box")
            return
        }
        #expect(x.doubleValue == cell.box.minX + 1 && width.doubleValue == cell.box.width - 2)
    }

    @Test func aCharactersInkLiesInsideItsAdvanceAndPixelsAreScaled() throws {
        let (map, _) = try map(#"{"value": "7", "scale": 3}"#)
        let character = try #require(map.regions.first { $0.element == "character[0]" })
        guard case .object(let ink)? = character.properties["inkBox"], case .number(let x)? = ink["x"], case .number(let width)? = ink["width"] else {
            Issue.record("no ink box")
            return
        }
        #expect(x.doubleValue >= character.box.minX && x.doubleValue + width.doubleValue <= character.box.maxX + 0.01)
        guard case .object(let root) = map.json, case .array(let regions)? = root["regions"], case .object(let first)? = regions.first,
              case .object(let pixels)? = first["pixels"], case .object(let box)? = first["box"],
              case .number(let boxWidth)? = box["width"], case .number(let pixelWidth)? = pixels["width"] else {
            Issue.record("unexpected JSON \(map.json)")
            return
        }
        #expect(pixelWidth.doubleValue == 3 * boxWidth.doubleValue)
    }

    @Test func secureDotsAreCirclesOfTheDotRadius() throws {
        let (map, layout) = try map(#"{"value": "12", "secure": {"enabled": true, "dotRadius": 6}}"#)
        let dot = try #require(map.regions.first { $0.element == "dot[1]" })
        #expect(dot.box.width == 12 && dot.box.center == layout.cells[1].center)
    }
}
