/// Whether this build checks `assert`: debug builds (`swift test`) and the fuzzers' do; the
/// release build that Scripts/test runs and the release is linked from does not. Tests of
/// what an assertion stops run only where it is checked.
public let assertionsAreChecked: Bool = {
    var checked = false
    assert({ checked = true; return true }())
    return checked
}()
