# Sourced by Scripts/test, Scripts/test-example.sh and .ci/run: the one build of the package
# and its tests that they share, in .build/release. Optimized (the suite renders hundreds of
# images, several times faster than a debug build draws them), with assertions kept on and
# testable imports, and without debug information (less to compile and link; a crash's
# backtrace still names its functions).
test_build_flags=(-c release -Xswiftc -enable-testing -Xswiftc -assert-config -Xswiftc Debug -debug-info-format none)

# Builds the package and its tests: otp-render first, so that its dependencies' long chain of
# modules (SwiftNIO's) is compiled beside the libraries on the other core, then the tests.
# Arguments go to both `swift build` calls (e.g. --package-path, --scratch-path).
build_for_tests() {
    swift build "${test_build_flags[@]}" "$@" --product otp-render
    swift build "${test_build_flags[@]}" "$@" --build-tests
}
