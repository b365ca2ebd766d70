import Foundation
import OTPGeometry
import Testing

/// The blur's normal distribution, made with arithmetic only, against the C library's.
@Suite struct DeterministicGaussianTests {
    @Test func expMatchesLibmToAFewUlps() {
        for i in -7000...7000 {
            let x = Double(i) / 10
            let ours = DeterministicGaussian.exp(x), libm = Foundation.exp(x)
            #expect(abs(ours - libm) <= 4 * libm.ulp, "exp(\(x)): \(ours) vs \(libm)")
        }
        #expect(DeterministicGaussian.exp(-800) == 0 && DeterministicGaussian.exp(800) == .infinity)
    }

    @Test func theCumulativeDistributionMatchesErfc() {
        for i in -4000...1000 {
            let x = Double(i) / 100
            let expected = 0.5 * Foundation.erfc(-x / 2.0.squareRoot())
            let ours = DeterministicGaussian.cumulative(x)
            // Absolute 1e-13 near the middle, relative 1e-11 in the far left tail.
            #expect(abs(ours - expected) <= max(1e-13, 1e-11 * expected), "Φ(\(x)): \(ours) vs \(expected)")
        }
        #expect(DeterministicGaussian.cumulative(9) == 1 && DeterministicGaussian.cumulative(-40) == 0)
        #expect(DeterministicGaussian.cumulative(0) == 0.5)
    }

    @Test func theDensityIsTheDerivativeOfTheDistribution() {
        for x in stride(from: -6.0, through: 6.0, by: 0.37) {
            let h = 1e-5
            let slope = (DeterministicGaussian.cumulative(x + h) - DeterministicGaussian.cumulative(x - h)) / (2 * h)
            #expect(abs(slope - DeterministicGaussian.density(x)) < 1e-9)
        }
    }
}
