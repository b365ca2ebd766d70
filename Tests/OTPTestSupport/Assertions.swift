/// Whether this build checks `assert`: debug builds do, and so does an optimized build with
/// `-assert-config Debug` (Scripts/test's); a plain release build does not. Tests of what an
/// assertion stops run only where it is checked.
public let assertionsAreChecked: Bool = {
    var checked = false
    assert({ checked = true; return true }())
    return checked
}()
