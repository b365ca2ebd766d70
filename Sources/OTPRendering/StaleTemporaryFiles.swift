import OTPFiles

/// The temporary files a killed run left in an output folder (`.NAME.XXXXXXXX.tmp`, older
/// than an hour): removed by the next run that writes there, each listed on stderr.
package enum StaleTemporaryFiles {
    /// Removes them from `folder` and lists each.
    package static func remove(in folder: OutputFolder) {
        for path in folder.removeStaleTemporaryFiles() {
            StandardError.write("otp-render: removed \(path), a temporary file left by an interrupted run\n")
        }
    }
}
