import Foundation
import OTPFields
import OTPGeometry
import OTPPNG
import OTPRaster
import OTPSpec
import OTPTestSupport
import OTPVector
import Testing

/// PDF documents of fields: structure, opacity, gradients, shadows, dates, and the same
/// bytes every time.
@Suite struct PDFDocumentTests {
    static func document(_ spec: FieldSpec, pages: Int = 1, date: Int? = nil,
                         renderer: FieldRenderer = renderer()) throws -> [UInt8] {
        let list = try renderer.displayList(spec)
        return PDFDocument(pages: Array(repeating: list, count: pages), scale: spec.scale, title: "field: 12",
                           subject: "a spec", creationDate: date).bytes
    }

    static func renderer() -> FieldRenderer { FieldRenderer(resources: FieldResources(fonts: BundledFonts.library)) }

    /// The file as text (its streams are compressed; the dictionaries are plain).
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func theCrossReferenceTablePointsAtEveryObject() throws {
        var spec = FieldSpec()
        spec.value = "12"
        let bytes = try Self.document(spec, pages: 2)
        let text = Self.text(bytes)
        #expect(text.hasPrefix("%PDF-1.7\n%"))
        #expect(text.hasSuffix("%%EOF\n"))
        let startxref = try #require(text.range(of: "startxref\n", options: .backwards))
        let tableOffset = try #require(Int(text[startxref.upperBound...].prefix { $0.isNumber }))
        #expect(Array(bytes[tableOffset..<tableOffset + 5]) == Array("xref\n".utf8))
        let lines = Self.text(Array(bytes[tableOffset...])).split(separator: "\n")
        let count = try #require(Int(lines[1].split(separator: " ")[1]))
        for number in 1..<count {
            let offset = try #require(Int(lines[2 + number].prefix(10)))
            let header = Array("\(number) 0 obj\n".utf8)
            #expect(Array(bytes[offset..<offset + header.count]) == header, "object \(number) at \(offset)")
        }
        #expect(text.contains("/Type /Pages /Kids [") && text.contains("/Count 2 >>"))
        #expect(text.contains("/MediaBox [0 0 370 88]"), "the page is the image's size in points")
    }

    @Test func textIsUTF16AndDatesAreUTC() {
        #expect(PDFText.string("a€") == "<FEFF006120AC>")
        #expect(PDFText.string("𝄞") == "<FEFFD834DD1E>")
        #expect(PDFText.date(secondsSince1970: 0) == "(D:19700101000000Z)")
        #expect(PDFText.date(secondsSince1970: 1_700_000_000) == "(D:20231114221320Z)")
        #expect(PDFText.date(secondsSince1970: 951_825_600) == "(D:20000229120000Z)", "a leap day")
    }

    @Test func aCreationDateIsWrittenOnlyWhenGiven() throws {
        let spec = FieldSpec()
        #expect(!Self.text(try Self.document(spec)).contains("/CreationDate"))
        #expect(Self.text(try Self.document(spec, date: 0)).contains("/CreationDate (D:19700101000000Z)"))
    }

    @Test func theSameSpecGivesTheSameBytes() throws {
        var spec = try #require(Presets.named("ios"))
        spec.value = "12"
        spec.colors.focus = try #require(Fill(css: "linear-gradient(90deg, #6366F1CC, #EC4899)"))
        let first = try Self.document(spec)
        let warm = Self.renderer()
        _ = try warm.render(spec)
        #expect(try Self.document(spec, renderer: warm) == first, "a warm renderer writes the same file")
    }

    @Test func translucencyShadingsAndShadowsHaveTheirResources() throws {
        var spec = try #require(Presets.named("ios"))
        spec.value = "12"
        spec.colors.focus = try #require(Fill(css: "linear-gradient(90deg, #6366F100, #EC4899)"))
        spec.colors.cellFill = try #require(Fill(css: "radial-gradient(ellipse at center, #FFFFFF, #DDDDDD)"))
        spec.colors.text = try #require(Fill(css: "#00000080"))
        let text = Self.text(try Self.document(spec))
        #expect(text.contains("/ca 0.502"), "the half-transparent digits' opacity")
        #expect(text.contains("/ShadingType 2") && text.contains("/ShadingType 3"), "linear and radial gradients")
        #expect(text.contains("/SMask << /Type /Mask /S /Luminosity"), "the gradient fading to transparent")
        #expect(text.contains("/Subtype /Image") && text.contains("/SMask "), "the shadows' images with their alpha")
    }

    @Test func aPathIsWrittenWithItsOwnCoordinates() {
        var builder = PathBuilder()
        builder.move(to: Point(x: 0, y: 0))
        builder.quadratic(to: Point(x: 3, y: 0), control: Point(x: 1.5, y: 3))
        builder.close()
        var bytes: [UInt8] = []
        PDFPathData.append(builder.path, to: &bytes)
        // The quadratic raised to a cubic: controls two thirds of the way to its control point.
        #expect(Self.text(bytes) == "0 0 m 1 2 2 2 3 0 c h")
    }
}
