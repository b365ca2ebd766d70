// What the assertions take and return, so that a test target imports OTPRenderTesting alone:
// how images are compared (the method, its limits, the pixels left out, the diff image's
// colours), the record mode, the outcome with its verdict, comparison and errors, and the
// image itself.
@_exported import struct OTPGolden.DiffImageStyle
@_exported import struct OTPGolden.DiffLimits
@_exported import enum OTPGolden.DiffMethod
@_exported import enum OTPGolden.GoldenError
@_exported import struct OTPGolden.GoldenOutcome
@_exported import enum OTPGolden.GoldenVerdict
@_exported import struct OTPGolden.IgnoredPixels
@_exported import struct OTPGolden.ImageDiff
@_exported import enum OTPGolden.ImageDiffError
@_exported import struct OTPGolden.ImageDiffResult
@_exported import struct OTPGolden.ImageDigest
@_exported import struct OTPGolden.LockComparison
@_exported import struct OTPGolden.PerceptualOptions
@_exported import enum OTPGolden.RecordMode
@_exported import struct OTPRaster.Pixmap
