import OTPRaster

extension Pixmap {
    /// The image at the top left of a transparent `width` × `height` pixmap (cropped where
    /// it is larger); `nil` when that size is not allowed.
    func padded(toWidth width: Int, height: Int) -> Pixmap? {
        guard width != self.width || height != self.height else { return self }
        guard Pixmap.isAllowed(width: width, height: height) else { return nil }
        var output = [UInt8](repeating: 0, count: width * height * 4)
        let rowBytes = min(width, self.width) * 4
        for y in 0..<min(height, self.height) {
            let source = y * self.width * 4, target = y * width * 4
            output[target..<target + rowBytes] = bytes[source..<source + rowBytes]
        }
        return Pixmap(width: width, height: height, premultipliedBytes: output)
    }
}
