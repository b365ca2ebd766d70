import OTPFiles
import OTPJSON

/// Progress of a batch on stderr: a redrawn bar with count, rate and time left on a
/// terminal; a plain line every two seconds otherwise (logs stay readable); nothing when quiet.
package struct BatchProgress {
    package enum Mode { case bar, lines, quiet }

    package let total: Int
    package let mode: Mode
    package let start = ContinuousClock.now
    private var lastLine = ContinuousClock.now

    package init(total: Int, quiet: Bool) {
        self.total = total
        mode = quiet ? .quiet : (StandardError.isTerminal ? .bar : .lines)
    }

    package var elapsedSeconds: Double { start.secondsUntilNow }

    /// Shows `done` of ``total``.
    package mutating func update(done: Int) {
        switch mode {
        case .quiet: return
        case .bar: write("\r\u{1B}[2K" + bar(done) + "  " + figures(done))
        case .lines:
            guard ContinuousClock.now - lastLine >= .seconds(2) else { return }
            lastLine = .now
            write("rendered \(done)/\(total), " + figures(done) + "\n")
        }
    }

    /// Clears the bar before the closing lines.
    package func finish() {
        if mode == .bar { write("\r\u{1B}[2K") }
    }

    private func bar(_ done: Int) -> String {
        let width = 30
        let filled = total == 0 ? width : width * done / total
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] \(done)/\(total)"
    }

    private func figures(_ done: Int) -> String {
        let seconds = elapsedSeconds
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        return "\(DecimalText.fixed(rate, decimals: 0)) images/s, \(DecimalText.fixed(left, decimals: 1)) s left"
    }

    private func write(_ text: String) {
        StandardError.write(text)
    }
}
