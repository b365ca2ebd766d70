// What the assertions take and return, so that a test target imports OTPRenderTesting alone:
// how images are compared, the record mode, the outcome, and the image itself.
@_exported import struct OTPGolden.GoldenOutcome
@_exported import struct OTPGolden.ImageDiff
@_exported import enum OTPGolden.RecordMode
@_exported import struct OTPRaster.Pixmap
