// What one `import OTPRender` gives a user: the spec and the values of its keys, the pixels,
// colours and PNG options of a render, the reports of an audit and of a conformance check, and
// the errors each call throws. Only these declarations are re-exported, each by name, so that
// the modules' other public declarations (the renderer's internals, which the package's
// command line, service, fuzzers and benchmarks share) are no part of the API users depend on.
// Scripts/api-baseline.py checks that every type these declarations name is re-exported too.

// An audit's findings (`Renderer.audit(_:level:)`).
@_exported import enum OTPAudit.AuditCriterion
@_exported import struct OTPAudit.AuditFinding
@_exported import enum OTPAudit.AuditLevel

// A screenshot's conformance (`Renderer.conform(_:to:scale:tolerances:)`).
@_exported import enum OTPConform.ConformError
@_exported import struct OTPConform.ConformResult
@_exported import struct OTPConform.ConformTolerances
@_exported import struct OTPConform.Deviation

// What drawing a spec throws.
@_exported import enum OTPFields.FrameSequenceError
@_exported import enum OTPFields.RenderError
@_exported import struct OTPFields.SpecFontError
@_exported import struct OTPFields.UndrawableTextError

// PNG reading, its options and errors (`Pixmap(contentsOfPNGFile:)`, `pngData`).
@_exported import struct OTPPNG.PNGEncodingOptions
@_exported import enum OTPPNG.PNGError

// Colours and gradients, as a spec's values hold them.
@_exported import struct OTPPaint.Color
@_exported import struct OTPPaint.Gradient
@_exported import enum OTPPaint.GradientLength
@_exported import struct OTPPaint.GradientStop
@_exported import struct OTPPaint.PremultipliedColor
@_exported import enum OTPPaint.LinearDirection
@_exported import struct OTPPaint.RadialShape
@_exported import enum OTPPaint.RadialSize

// The pixels a render gives.
@_exported import struct OTPRaster.PixelRect
@_exported import struct OTPRaster.Pixmap

// The spec: every key of a JSON spec file, as a Swift value, and its errors.
@_exported import enum OTPSpec.AnimationName
@_exported import struct OTPSpec.AnimationSpec
@_exported import enum OTPSpec.BlockAlignment
@_exported import struct OTPSpec.BlockText
@_exported import enum OTPSpec.ButtonPhase
@_exported import enum OTPSpec.ButtonPlacement
@_exported import struct OTPSpec.ButtonSpec
@_exported import enum OTPSpec.ButtonState
@_exported import enum OTPSpec.ButtonStyle
@_exported import struct OTPSpec.CardSpec
@_exported import enum OTPSpec.CaretPlacement
@_exported import enum OTPSpec.CaretShape
@_exported import struct OTPSpec.CaretSpec
@_exported import enum OTPSpec.CellGrowth
@_exported import struct OTPSpec.CellSpec
@_exported import enum OTPSpec.Charset
@_exported import struct OTPSpec.ColorSpec
@_exported import protocol OTPSpec.CountdownForms
@_exported import struct OTPSpec.CountdownTexts
@_exported import enum OTPSpec.FieldFit
@_exported import struct OTPSpec.FieldSpec
@_exported import enum OTPSpec.FieldState
@_exported import enum OTPSpec.FieldStyle
@_exported import enum OTPSpec.Fill
@_exported import struct OTPSpec.FocusRing
@_exported import struct OTPSpec.FontSpec
@_exported import enum OTPSpec.GradientSpace
@_exported import enum OTPSpec.InputEventError
@_exported import enum OTPSpec.InputRule
@_exported import enum OTPSpec.LayoutDirection
@_exported import struct OTPSpec.MessageSpec
@_exported import struct OTPSpec.NumberingSystem
@_exported import struct OTPSpec.SecureSpec
@_exported import struct OTPSpec.SeparatorSpec
@_exported import struct OTPSpec.Shadow
@_exported import struct OTPSpec.SpecError
@_exported import struct OTPSpec.SpecStringsError
@_exported import struct OTPSpec.StateStyles

// A spec's JSON and token problems (`SpecError.Problem`).
@_exported import enum OTPJSON.JSONError

// What the fonts throw.
@_exported import enum OTPText.FontError
@_exported import enum OTPText.UnsupportedCharacter

// A spec's token files (`FieldSpec.tokens`), and what reading them throws.
@_exported import enum OTPTokens.AliasPlace
@_exported import struct OTPTokens.TokenError
@_exported import enum OTPTokens.TokenSourceList
