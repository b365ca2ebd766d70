import Foundation
import OTPAudit
import OTPDesign
import OTPFields
import OTPJSON
import OTPSpec
import OTPTestSupport
import Testing

/// A sheet in several locales: a group of rows per locale, each the spec decoded for it,
/// captioned with the locale, audited row by row.
@Suite struct SheetLocaleTests {
    static let folder = RepositoryFiles.root.appendingPathComponent("Goldens/locales").path

    /// `Goldens/locales/signin-en.json` decoded for `locale`.
    private func spec(_ locale: String) throws -> FieldSpec {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.folder + "/signin-en.json")))
        let object = try JSONValue.parse(bytes).setting(keyPath: "locale", to: .string(locale))
        return try SpecDecoder.decode(object: object, file: "signin-en.json", presetNames: Presets.names, presets: Presets.named,
                                      strings: SpecStringLoader.reading(from: Self.folder), locales: SpecTestSupport.locales)
    }

    @Test func eachLocaleHasItsRowsInOrder() throws {
        var sheet = DesignSheet(spec: try spec("en"), title: "signin")
        sheet.states = [.partial, .error]
        sheet.styles = [.boxed]
        sheet.locales = try ["de", "ar"].map { SheetLocale(locale: $0, spec: try spec($0)) }
        #expect(sheet.rows.map(\.name) == ["partial · de", "error · de", "partial · ar", "error · ar"])
        #expect(sheet.rows[2].spec.direction == .rightToLeft && sheet.rows[2].spec.title?.text == "أدخل الرمز")
        #expect(sheet.rows[1].spec.state == .error && sheet.rows[1].spec.title?.text == "Code eingeben")
        let resources = FieldResources(fonts: BundledFonts.library)
        let layout = try SheetRenderer(resources: resources).layout(of: try sheet.audited(resources: resources))
        #expect(layout.cells.map(\.caption) == ["boxed · partial · de", "boxed · error · de", "boxed · partial · ar", "boxed · error · ar"])
        #expect(layout.auditRows.map(\.caption) == sheet.rows.map { "WCAG AA · " + $0.name })
    }

    @Test func withoutLocalesTheRowsAreTheSpecsOwnStates() throws {
        let sheet = DesignSheet(spec: try spec("en"), title: "signin")
        #expect(sheet.rows.map(\.state) == SheetState.defaults && sheet.rows.allSatisfy { $0.locale == nil })
        #expect(sheet.rows.map(\.name) == SheetState.defaults.map(\.rawValue))
    }
}
