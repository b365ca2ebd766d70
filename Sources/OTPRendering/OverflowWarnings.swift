import OTPFields
import OTPFiles
import OTPSpec

/// The overflow check of a rendered spec on the command line: one warning line on standard
/// error for each text that does not fit (``OverflowCheck``), naming the spec, the element,
/// the amount, and the locale and text scale it was drawn at; with `--strict`, exit 1.
package enum OverflowWarnings {
    /// Prints the overflows of `spec`; whether there were any.
    package static func report(_ spec: FieldSpec, resources: FieldResources, fileName: String?) throws -> Bool {
        let lines = try lines(spec, resources: resources)
        for line in lines { StandardError.write("otp-render: warning: " + (fileName.map { $0 + ": " } ?? "") + line + "\n") }
        return !lines.isEmpty
    }

    /// Each overflow of `spec` as a warning says it, with the locale and text scale.
    package static func lines(_ spec: FieldSpec, resources: FieldResources) throws -> [String] {
        let context = contextNote(spec)
        return try OverflowCheck.overflows(of: spec, resources: resources).map { $0.description + context }
    }

    /// ` (locale de, text scale 1.88)`, of what the spec gives.
    package static func contextNote(_ spec: FieldSpec) -> String {
        var parts: [String] = []
        if let locale = spec.locale { parts.append("locale " + locale) }
        if spec.appliedTextScale != 1 { parts.append("text scale " + PointFormat.string(spec.appliedTextScale)) }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }
}
