// One `import OTPRender` gives a user everything a render needs: the spec and its values
// (OTPSpec), pixmaps and colours (OTPRaster, which re-exports OTPPaint), PNG reading and
// writing (OTPPNG), the fonts (OTPText), and the reports of an audit (OTPAudit) and of a
// screenshot's conformance (OTPConform), with the errors each throws (OTPFields).
@_exported import OTPAudit
@_exported import OTPConform
@_exported import OTPFields
@_exported import OTPPNG
@_exported import OTPRaster
@_exported import OTPSpec
@_exported import OTPText
