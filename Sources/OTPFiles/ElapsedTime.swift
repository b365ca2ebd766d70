extension ContinuousClock.Instant {
    /// The seconds from this instant until now, as reports and progress lines give them.
    package var secondsUntilNow: Double {
        let elapsed = ContinuousClock.now - self
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
