# Sourced by Scripts/test, Scripts/test-example.sh, Scripts/release.sh and .ci/run: the one
# build of the package that the tests run and the release is linked from, in .build/release.
# It is the release configuration as it ships: optimized (the suite renders hundreds of
# images, several times faster than a debug build draws them), assertions compiled out, no
# testable imports (what a test reaches across modules is `package`), and no debug
# information (less to compile and link; a crash's backtrace still names its functions).
# Scripts/release.sh links its static otp-render from these very objects, so that what the
# tests ran is what ships, compiled once. (The fuzzers keep the assertions: .ci/fuzz.)
test_build_flags=(-c release -debug-info-format none)

# Builds the package and its tests: otp-render first, so that its dependencies' long chain of
# modules (SwiftNIO's) is compiled beside the libraries on the other core, then the tests.
# Arguments go to both `swift build` calls (e.g. --package-path, --scratch-path).
build_for_tests() {
    swift build "${test_build_flags[@]}" "$@" --product otp-render
    swift build "${test_build_flags[@]}" "$@" --build-tests
}
