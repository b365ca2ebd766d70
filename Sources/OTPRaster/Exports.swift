// The values the rasterizer paints with are OTPPaint's: a user of OTPRaster names them
// without importing it too.
@_exported import OTPPaint
