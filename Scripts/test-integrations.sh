#!/usr/bin/env bash
# Tests the GitHub Action (action.yml, Scripts/action/run.sh) and the pre-commit hooks
# (.pre-commit-hooks.yaml, Scripts/pre-commit/goldens.sh) on scratch repositories holding small
# goldens folders made with the CLI. No network is needed except to install pre-commit once.
#
# The action's script runs as Actions runs it (GITHUB_STEP_SUMMARY, GITHUB_OUTPUT, GITHUB_PATH,
# GITHUB_WORKSPACE, RUNNER_TEMP, GITHUB_ACTIONS=true, CI=true): a passing and a failing check,
# a bundle given as a folder and as a .tar.gz, a release downloaded from a file:// URL and
# checked against its .sha256 (and one refused), the default release URL, the command's words.
# The hooks run through `pre-commit try-repo` and `pre-commit run` on a scratch repository
# that uses a scratch copy of the hook files, committed there: verify on good and changed
# goldens, a folder in args, the files pattern, and the lock hook updating goldens.lock.
#
# pre-commit is installed from PyPI in a virtual environment under
# ${XDG_CACHE_HOME:-~/.cache}/otp-render-ci/pre-commit-venv, once.
#
# Usage: OTP_RENDER=path/to/otp-render Scripts/test-integrations.sh
#        (default .build/release/otp-render; KEEP_SCRATCH=1 keeps the scratch folder)
set -euo pipefail
repository=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cli=${OTP_RENDER:-$repository/.build/release/otp-render}
[[ -x $cli ]] || { echo "test-integrations: no otp-render at $cli (set OTP_RENDER)" >&2; exit 2; }
cli=$(cd "$(dirname "$cli")" && pwd)/$(basename "$cli")
cd "$repository"
for tool in git curl tar xz gzip sha256sum python3; do
    command -v "$tool" > /dev/null || { echo "test-integrations: $tool is missing" >&2; exit 2; }
done

# Only what each test sets: nothing of an enclosing CI job or of the caller's otp-render settings.
while read -r variable; do unset "$variable"; done < <(compgen -e | grep -E '^(CI|GITHUB_.*|RUNNER_.*|INPUT_.*|OTP_RENDER_.*|ACTION_REPOSITORY|PRE_COMMIT.*)$' || true)

scratch=$(mktemp -d "${TMPDIR:-/tmp}/otp-render-integrations.XXXXXX")
failures=0
finish() {
    local status=$?
    if ((failures > 0 || status != 0)) || [[ -n ${KEEP_SCRATCH:-} ]]; then
        echo "scratch folder kept: $scratch"
    else
        rm -rf "$scratch"
    fi
}
trap finish EXIT

export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=$scratch/gitconfig
git config --global user.name "otp-render tests"
git config --global user.email "tests@example.com"
git config --global init.defaultBranch main
git config --global advice.detachedHead false

# otp-render on PATH, as users install it, for the hooks and the action's PATH mode.
mkdir -p "$scratch/bin"
ln -s "$cli" "$scratch/bin/otp-render"
plain_path=$PATH
with_cli=$scratch/bin:$PATH

# ---- the checks ---------------------------------------------------------------------------

log=""
case_failed=false
begin() {  # begin TITLE LOG: a test case, whose LOG is shown if one of its checks fails
    echo "== $1"
    log=$2
    case_failed=false
}
check() {  # check DESCRIPTION COMMAND...: one check of the case, passing when COMMAND succeeds
    local what=$1
    shift
    if "$@"; then
        echo "   ok    $what"
    else
        echo "   FAIL  $what"
        failures=$((failures + 1))
        if ! $case_failed && [[ -f $log ]]; then
            case_failed=true
            sed 's/^/         | /' "$log"
        fi
    fi
}
has() { grep -qE -- "$2" "$1"; }                  # has FILE REGEX
lacks() { ! grep -qE -- "$2" "$1"; }              # lacks FILE REGEX
is() { [[ $1 == "$2" ]]; }                        # is ACTUAL EXPECTED
exists() { [[ -e $1 ]]; }
absent() { [[ ! -e $1 ]]; }

# ---- scratch goldens ----------------------------------------------------------------------

# A repository with a goldens folder of two specs and their goldens, recorded by the CLI, and
# a second folder, Design/Goldens, of one.
consumer=$scratch/consumer
mkdir -p "$consumer/Goldens/boxed" "$consumer/Design/Goldens"
echo '{"preset": "boxed", "value": "12"}' > "$consumer/Goldens/boxed/two.json"
echo '{"preset": "underlined", "value": "345"}' > "$consumer/Goldens/boxed/three.json"
echo '{"preset": "grid", "value": "9"}' > "$consumer/Design/Goldens/nine.json"
echo "a repository with goldens" > "$consumer/README.md"
(
    cd "$consumer"
    "$cli" goldens record Goldens --quiet --report "$scratch/record-report"
    "$cli" goldens record Design/Goldens --quiet --report "$scratch/record-report"
    printf 'goldens-report/\nhook-report/\n' > .gitignore
    git init -q && git add -A && git commit -q -m goldens
) > "$scratch/consumer.log" 2>&1 || { cat "$scratch/consumer.log"; echo "test-integrations: could not make the scratch goldens" >&2; exit 1; }
[[ -f $consumer/Goldens/boxed/two@2x.png ]] || { echo "test-integrations: goldens record wrote no two@2x.png" >&2; exit 1; }

# A golden that no longer matches its spec: the image of another value.
change_golden() {  # change_golden REPOSITORY
    "$cli" render --preset boxed --value 13 --scale 2 -o "$1/Goldens/boxed/two@2x.png" > /dev/null
}

# ---- the action ---------------------------------------------------------------------------

# new_workspace NAME: a clone of the consumer, as actions/checkout leaves it, in
# $scratch/action/NAME/workspace, beside Actions' files (summary.md, output, path, temp/).
new_workspace() {
    run=$scratch/action/$1
    workspace=$run/workspace
    mkdir -p "$run/temp"
    git clone -q "$consumer" "$workspace"
    : > "$run/summary.md"
    : > "$run/output"
    : > "$run/path"
}

# run_action [VARIABLE=VALUE...]: Scripts/action/run.sh in $workspace, with Actions'
# variables and the inputs given; its exit status in status, its output in $run/log.
run_action() {
    status=0
    (
        cd "$workspace"
        env GITHUB_ACTIONS=true CI=true GITHUB_WORKSPACE="$workspace" RUNNER_TEMP="$run/temp" \
            GITHUB_STEP_SUMMARY="$run/summary.md" GITHUB_OUTPUT="$run/output" GITHUB_PATH="$run/path" \
            GITHUB_ACTION_PATH="$repository" "$@" "$repository/Scripts/action/run.sh"
    ) > "$run/log" 2>&1 || status=$?
}

new_workspace pass
run_action PATH="$with_cli"
begin "action: goldens that match (otp-render from PATH)" "$run/log"
check "exits 0" is "$status" 0
check "runs goldens verify Goldens with --report and --summary added" \
    has "$run/log" "^otp-render goldens verify Goldens --report otp-render-report --summary otp-render-report/summary.md$"
check "the step summary says every golden matches" has "$run/summary.md" "Every golden matches"
check "the step summary has the summary once" is "$(grep -c '^### ' "$run/summary.md")" 1
check "the report folder holds report.json" exists "$workspace/otp-render-report/report.json"
check "the report folder holds report.html" exists "$workspace/otp-render-report/report.html"
check "the report folder holds summary.md" exists "$workspace/otp-render-report/summary.md"
check "output report is the folder's path" has "$run/output" "^report=$workspace/otp-render-report$"
check "output exit-code is 0" has "$run/output" "^exit-code=0$"
check "no error annotation" lacks "$run/log" "::error::"

new_workspace fail
change_golden "$workspace"
run_action PATH="$with_cli" INPUT_REPORT=goldens-out
begin "action: a changed golden" "$run/log"
check "exits 1, as goldens verify does" is "$status" 1
check "an error annotation says the images differ" has "$run/log" "^::error::otp-render goldens verify Goldens .*some images differ"
check "the step summary names the changed golden" has "$run/summary.md" '`boxed/two@2x` \| changed'
check "the step summary counts the failure" has "$run/summary.md" "2 goldens: 1 passed, 1 failed"
check "the report input names the folder" has "$run/output" "^report=$workspace/goldens-out$"
check "the failure's side-by-side is in the report folder" exists "$workspace/goldens-out/artifacts/boxed/two@2x.side-by-side.png"
check "output exit-code is 1" has "$run/output" "^exit-code=1$"
check "CI set: nothing written to the goldens" is "$(git -C "$workspace" status --porcelain Goldens)" " M Goldens/boxed/two@2x.png"

# An unpacked bundle whose otp-render writes no step summary of its own (as an older one
# might): the action adds the report's summary.md.
bundle_folder=$scratch/bundle-folder
mkdir -p "$bundle_folder/bin"
printf '#!/usr/bin/env bash\nexec env -u GITHUB_STEP_SUMMARY "%s" "$@"\n' "$cli" > "$bundle_folder/bin/otp-render"
chmod +x "$bundle_folder/bin/otp-render"
new_workspace folder
run_action PATH="$plain_path" INPUT_BUNDLE="$bundle_folder"
begin "action: a bundle given as a folder" "$run/log"
check "exits 0" is "$status" 0
check "runs the bundle's otp-render" has "$run/log" "^otp-render: $bundle_folder/bin/otp-render, version "
check "puts the bundle's bin on the job's PATH" has "$run/path" "^$bundle_folder/bin$"
check "the step summary is the report's summary.md" cmp -s "$run/summary.md" "$workspace/otp-render-report/summary.md"

# One that writes no Markdown at all: the action makes the summary from report.json.
bundle_json=$scratch/bundle-json
mkdir -p "$bundle_json/bin"
cat > "$bundle_json/bin/otp-render" <<END
#!/usr/bin/env bash
arguments=()
while ((\$# > 0)); do
    if [[ \$1 == --summary ]]; then shift 2; else arguments+=("\$1"); shift; fi
done
exec env -u GITHUB_STEP_SUMMARY "$cli" "\${arguments[@]}"
END
chmod +x "$bundle_json/bin/otp-render"
new_workspace json
change_golden "$workspace"
run_action PATH="$plain_path" INPUT_BUNDLE="$bundle_json"
begin "action: an otp-render that writes no Markdown (summary from report.json)" "$run/log"
check "exits 1" is "$status" 1
check "no summary.md in the report" absent "$workspace/otp-render-report/summary.md"
check "the step summary counts the goldens" has "$run/summary.md" "2 goldens: 1 passed, 1 failed"
check "the step summary names the changed golden and why" has "$run/summary.md" '`boxed/two@2x` \| different \| .*pixels differ'

# A release bundle as Scripts/release.sh lays it out and packs it, with its .sha256.
version=$("$cli" --version | cut -d' ' -f1)
name=otp-render-$version-linux-$(uname -m)
release=$scratch/release/$name
mkdir -p "$release/bin" "$release/share/otp-render"
cp "$cli" "$release/bin/otp-render"
ln -s "$repository/Fonts" "$release/share/otp-render/Fonts"
echo "otp-render $version, for the tests" > "$release/README"
mkdir -p "$scratch/releases/v$version" "$scratch/releases/bad" "$scratch/local"
tar -C "$scratch/release" -cf - "$name" | xz -0 -T0 > "$scratch/releases/v$version/$name.tar.xz"
(cd "$scratch/releases/v$version" && sha256sum "$name.tar.xz" > "$name.tar.xz.sha256")
ln -s "../v$version/$name.tar.xz" "$scratch/releases/bad/$name.tar.xz"
(cd "$scratch/release" && sha256sum "$name/README" | sed "s|$name/README|$name.tar.xz|") > "$scratch/releases/bad/$name.tar.xz.sha256"
tar -C "$scratch/release" -cf - "$name" | gzip -1 > "$scratch/local/$name.tar.gz"
(cd "$scratch/local" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")

new_workspace download
run_action PATH="$plain_path" INPUT_VERSION="$version" INPUT_URL="file://$scratch/releases/v{version}"
begin "action: a release downloaded (file:// URL) that matches its .sha256" "$run/log"
check "exits 0" is "$status" 0
check "downloads the version's archive" has "$run/log" "^downloading file://$scratch/releases/v$version/$name.tar.xz$"
check "checks its SHA-256" has "$run/log" "^$name.tar.xz: SHA-256 [0-9a-f]{64}, as file://.*\.sha256 says$"
check "runs the unpacked bundle's otp-render" has "$run/log" "^otp-render: $run/temp/otp-render-action/unpacked/$name.tar.xz/$name/bin/otp-render, version $version"
check "puts its bin on the job's PATH" has "$run/path" "/$name/bin$"
check "the step summary says every golden matches" has "$run/summary.md" "Every golden matches"
check "the report folder is there" exists "$workspace/otp-render-report/report.json"

new_workspace refused
run_action PATH="$plain_path" INPUT_VERSION="$version" INPUT_URL="file://$scratch/releases/bad/$name.tar.xz"
begin "action: a release whose .sha256 does not match" "$run/log"
check "exits 1" is "$status" 1
check "an error annotation refuses it" \
    has "$run/log" "^::error::otp-render: $name.tar.xz does not match its SHA-256 \(file://$scratch/releases/bad/$name.tar.xz.sha256 says [0-9a-f]{64}, the archive is [0-9a-f]{64}\); refusing to install it$"
check "nothing unpacked" absent "$run/temp/otp-render-action/unpacked"
check "nothing run: no report folder" absent "$workspace/otp-render-report"
check "nothing added to PATH" is "$(wc -c < "$run/path")" 0
check "output report is set all the same, for an upload step" has "$run/output" "^report=$workspace/otp-render-report$"
check "no output exit-code" lacks "$run/output" "^exit-code="

new_workspace local
run_action PATH="$plain_path" INPUT_BUNDLE="$scratch/local/$name.tar.gz"
begin "action: a bundle given as a .tar.gz with its .sha256" "$run/log"
check "exits 0" is "$status" 0
check "checks its SHA-256" has "$run/log" "^$name.tar.gz: SHA-256 [0-9a-f]{64}, as $scratch/local/$name.tar.gz.sha256 says$"
check "runs the unpacked bundle's otp-render" has "$run/log" "^otp-render: .*/unpacked/$name.tar.gz/$name/bin/otp-render, version"

# The default URL: the GitHub release of the action's repository, as the action's path names
# it (a stand-in curl records the URL and fails, so nothing is fetched).
mkdir -p "$scratch/no-network"
printf '#!/usr/bin/env bash\necho "curl $*" >&2\nexit 22\n' > "$scratch/no-network/curl"
chmod +x "$scratch/no-network/curl"
new_workspace default-url
run_action PATH="$scratch/no-network:$plain_path" INPUT_VERSION=1.2.3 GITHUB_ACTION_PATH=/home/runner/work/_actions/acme/otp-render/v1
begin "action: a version without url" "$run/log"
check "exits 1" is "$status" 1
check "downloads from the action's repository's release v1.2.3" \
    has "$run/log" "^downloading https://github.com/acme/otp-render/releases/download/v1.2.3/otp-render-1.2.3-linux-$(uname -m).tar.xz$"
check "an error annotation says the download failed" has "$run/log" "^::error::otp-render: could not download https://github.com/acme/"
run_action PATH="$plain_path" INPUT_VERSION=1.2.3 GITHUB_ACTION_PATH="$repository"
check "a local action without url: an error asks for url" has "$run/log" "^::error::otp-render: version 1.2.3: give the input url"

new_workspace words
cp -R "$workspace/Goldens" "$workspace/My Goldens"
run_action PATH="$with_cli" INPUT_COMMAND="otp-render goldens verify 'My Goldens' --report=custom-report --jobs 1"
begin "action: a command with a quoted folder and its own --report" "$run/log"
check "exits 0" is "$status" 0
check "runs the quoted folder as one word" has "$workspace/custom-report/report.json" '"title": "otp-render goldens verify My Goldens"'
check "output report is the command's --report" has "$run/output" "^report=$workspace/custom-report$"
check "the default report folder is not made" absent "$workspace/otp-render-report"
run_action PATH="$with_cli" INPUT_COMMAND='render --preset boxed --value 12 -o "$(touch expanded).png"'
check "a command that is not goldens: exits 0" is "$status" 0
check "nothing in the command is expanded" exists "$workspace/\$(touch expanded).png"
check "nothing in the command is run" absent "$workspace/expanded"
check "no report: output report is empty" has "$run/output" "^report=$"
run_action PATH="$with_cli" INPUT_COMMAND="goldens verify 'Goldens"
check "an unmatched quote: exits 1" is "$status" 1
check "an unmatched quote is an error" has "$run/log" "^::error::otp-render: the command has an unmatched quote"

# ---- the pre-commit hooks -----------------------------------------------------------------

venv=${XDG_CACHE_HOME:-$HOME/.cache}/otp-render-ci/pre-commit-venv
if ! "$venv/bin/pre-commit" --version > /dev/null 2>&1; then
    echo "== installing pre-commit in $venv"
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check pre-commit
fi
pre_commit=$venv/bin/pre-commit
echo "== $("$pre_commit" --version)"
export PRE_COMMIT_HOME=$scratch/pre-commit-home

# The hook repository: the hook files, committed in a scratch repository of their own.
hooks=$scratch/hooks
mkdir -p "$hooks/Scripts/pre-commit"
cp .pre-commit-hooks.yaml "$hooks/"
cp Scripts/pre-commit/goldens.sh "$hooks/Scripts/pre-commit/"
(cd "$hooks" && git init -q && git add -A && git commit -q -m hooks)
hooks_rev=$(git -C "$hooks" rev-parse HEAD)

project=$scratch/project
git clone -q "$consumer" "$project"
pre_commit_in() {  # pre_commit_in LOG ARGS...: pre-commit in the project, otp-render on PATH
    status=0
    (cd "$project" && PATH="$with_cli" "$pre_commit" "${@:2}") > "$1" 2>&1 || status=$?
}

pre_commit_in "$scratch/verify-pass.log" try-repo "$hooks" otp-render-goldens-verify --all-files
begin "hook otp-render-goldens-verify: goldens that match" "$scratch/verify-pass.log"
check "exits 0" is "$status" 0
check "the hook passed" has "$scratch/verify-pass.log" "^otp-render goldens verify\.+Passed$"

pre_commit_in "$scratch/verify-skip.log" try-repo "$hooks" otp-render-goldens-verify --files README.md
begin "hook otp-render-goldens-verify: no spec or image among the files" "$scratch/verify-skip.log"
check "exits 0" is "$status" 0
check "the hook is skipped" has "$scratch/verify-skip.log" "^otp-render goldens verify\.+\(no files to check\)Skipped$"

change_golden "$project"
pre_commit_in "$scratch/verify-fail.log" try-repo "$hooks" otp-render-goldens-verify --all-files
begin "hook otp-render-goldens-verify: a changed golden" "$scratch/verify-fail.log"
check "exits 1" is "$status" 1
check "the hook failed" has "$scratch/verify-fail.log" "^otp-render goldens verify\.+Failed$"
check "it names the changed golden" has "$scratch/verify-fail.log" "Goldens/boxed/two@2x.png: different: "

# A configuration as users write it, the hook twice: a folder in args, and options alone.
cat > "$project/.pre-commit-config.yaml" <<END
repos:
  - repo: $hooks
    rev: $hooks_rev
    hooks:
      - id: otp-render-goldens-verify
        alias: design
        args: [--report, hook-report, Design/Goldens]
      - id: otp-render-goldens-verify
        alias: strict
        args: [--strict, --jobs, "1"]
END
git -C "$project" add .pre-commit-config.yaml
pre_commit_in "$scratch/verify-args.log" run design --all-files
begin "hook otp-render-goldens-verify: a folder in args replaces Goldens" "$scratch/verify-args.log"
check "exits 0 (Goldens, which fails, is not checked)" is "$status" 0
check "verifies the folder of args" has "$project/hook-report/report.json" '"title": "otp-render goldens verify Design/Goldens"'
pre_commit_in "$scratch/verify-options.log" run strict --all-files
log=$scratch/verify-options.log
check "options alone in args: Goldens is checked, and fails" is "$status" 1
check "options alone in args: the changed golden is named" has "$scratch/verify-options.log" "Goldens/boxed/two@2x.png: different: "
git -C "$project" checkout -q -- Goldens

# The lock hook: a committed goldens.lock, then a new spec and its golden (drawn by render:
# goldens record would update the lock itself).
(cd "$project" && "$cli" goldens lock Goldens --quiet --report "$scratch/lock-report" && git add -A && git commit -q -m lock) > "$scratch/lock-setup.log" 2>&1
echo '{"preset": "filled", "value": "78", "scale": 2}' > "$project/Goldens/boxed/four.json"
"$cli" render "$project/Goldens/boxed/four.json" -o "$project/Goldens/boxed/four@2x.png" > /dev/null
git -C "$project" add -A
pre_commit_in "$scratch/lock.log" try-repo "$hooks" otp-render-goldens-lock --all-files
begin "hook otp-render-goldens-lock: a new golden" "$scratch/lock.log"
check "exits 1: the hook changed the lock" is "$status" 1
check "pre-commit says the hook changed files" has "$scratch/lock.log" "files were modified by this hook"
check "goldens.lock holds the new golden" has "$project/Goldens/goldens.lock" '"boxed/four@2x.png"'
check "goldens.lock still holds the others" has "$project/Goldens/goldens.lock" '"boxed/two@2x.png"'
git -C "$project" add -A
pre_commit_in "$scratch/lock-again.log" try-repo "$hooks" otp-render-goldens-lock --all-files
log=$scratch/lock-again.log
check "run again: passes" is "$status" 0
check "run again: the lock is left as staged" is "$(git -C "$project" diff --name-only)" ""

echo
if ((failures > 0)); then
    echo "test-integrations: $failures checks FAILED" >&2
    exit 1
fi
echo "test-integrations: every check passed"
