#!/usr/bin/env bash
# The GitHub Action of otp-render (action.yml at the repository's root): installs the release
# bundle, runs otp-render, adds its Markdown summary to the step's summary, sets the outputs
# `report` and `exit-code`, and exits with otp-render's exit status.
#
# It reads the action's inputs from INPUT_VERSION, INPUT_URL, INPUT_BUNDLE, INPUT_COMMAND and
# INPUT_REPORT, and what Actions sets (GITHUB_STEP_SUMMARY, GITHUB_OUTPUT, GITHUB_PATH,
# RUNNER_TEMP, GITHUB_ACTION_PATH); each of those is optional, so it runs outside Actions too
# (Scripts/test-integrations.sh runs it so).
#
#   INPUT_BUNDLE   an unpacked bundle folder (its bin/otp-render), or its .tar.xz or .tar.gz,
#                  checked against the .sha256 beside it when there is one
#   INPUT_VERSION  a release to download: INPUT_URL, where {version} stands for the version, is
#                  the archive's URL or the folder holding otp-render-VERSION-linux-ARCH.tar.xz
#                  and its .sha256 (default: the GitHub release v{version} of the repository
#                  the action comes from); the archive must match its .sha256
#   neither        otp-render from PATH
#
# INPUT_COMMAND (default `goldens verify Goldens`) is split into words as a shell splits them,
# quotes included, but nothing in it is expanded. `goldens verify`, `record`, `lock` and `diff`
# get `--report INPUT_REPORT` (default otp-render-report) and `--summary REPORT/summary.md`
# unless the command gives its own.
set -euo pipefail

error() {  # error MESSAGE: a failure of the action itself, shown as an annotation
    echo "::error::otp-render: $*"
    exit 1
}

work=${RUNNER_TEMP:-${TMPDIR:-/tmp}}/otp-render-action
mkdir -p "$work"

# The SHA-256 that FILE.sha256 (as Scripts/release.sh writes it: "HASH  NAME") gives FILE,
# against FILE's own; a mismatch refuses the archive.
check_sha256() {  # check_sha256 FILE SHA256_FILE WHERE
    local expected actual
    expected=$(awk 'NR == 1 { print tolower($1) }' "$2")
    [[ $expected =~ ^[0-9a-f]{64}$ ]] || error "$3 holds no SHA-256; refusing to install $(basename "$1")"
    actual=$(sha256sum "$1" | cut -d' ' -f1)
    [[ $actual == "$expected" ]] ||
        error "$(basename "$1") does not match its SHA-256 ($3 says $expected, the archive is $actual); refusing to install it"
    echo "$(basename "$1"): SHA-256 $actual, as $3 says"
}

# Unpacks a bundle archive (.tar.xz or .tar.gz) into folder: the folder that holds bin/otp-render.
unpack() {  # unpack ARCHIVE
    local into candidate
    into=$work/unpacked/$(basename "$1")
    rm -rf "$into"
    mkdir -p "$into"
    tar -xf "$1" -C "$into" || error "could not unpack $1"
    for candidate in "$into"/bin/otp-render "$into"/*/bin/otp-render; do
        if [[ -f $candidate ]]; then folder=${candidate%/bin/otp-render}; return; fi
    done
    error "$1 holds no bin/otp-render"
}

# Sets url to a release's archive's URL.
release_url() {  # release_url VERSION NAME
    url=${INPUT_URL:-}
    if [[ -z $url ]]; then
        # The repository the action comes from: Actions names it, or it is in the action's
        # path (…/_actions/OWNER/REPO/REF); a local action (uses: ./) must give url.
        local repository=${ACTION_REPOSITORY:-}
        if [[ -z $repository && ${GITHUB_ACTION_PATH:-} =~ /_actions/([^/]+)/([^/]+)/ ]]; then
            repository=${BASH_REMATCH[1]}/${BASH_REMATCH[2]}
        fi
        [[ -n $repository ]] || error "version $1: give the input url, where the release archives are published"
        url="https://github.com/$repository/releases/download/v{version}"
    fi
    url=${url//\{version\}/$1}
    case $url in
        *.tar.xz|*.tar.gz|*.tgz) ;;
        *) url=${url%/}/$2.tar.xz ;;
    esac
}

# Installs the bundle the inputs name and puts its bin first on PATH (this step's and, through
# GITHUB_PATH, the job's later steps').
install() {
    local bundle=${INPUT_BUNDLE:-} version=${INPUT_VERSION:-} folder
    [[ -z $bundle || -z $version ]] || error "give the input version or bundle, not both"
    if [[ -n $bundle ]]; then
        if [[ -d $bundle ]]; then
            folder=$bundle
        elif [[ -f $bundle ]]; then
            if [[ -f $bundle.sha256 ]]; then
                check_sha256 "$bundle" "$bundle.sha256" "$bundle.sha256"
            else
                echo "::warning::otp-render: $bundle has no .sha256 beside it; it is installed unchecked"
            fi
            unpack "$bundle"
        else
            error "bundle $bundle: no such folder or archive"
        fi
    elif [[ -n $version ]]; then
        local name url archive
        name=otp-render-$version-linux-$(uname -m)
        release_url "$version" "$name"
        archive=$work/download/$(basename "$url")
        mkdir -p "$work/download"
        echo "downloading $url"
        curl -fsSL --retry 3 -o "$archive" "$url" || error "could not download $url"
        curl -fsSL --retry 3 -o "$archive.sha256" "$url.sha256" ||
            error "could not download $url.sha256; refusing to install an archive that cannot be checked"
        check_sha256 "$archive" "$archive.sha256" "$url.sha256"
        unpack "$archive"
    else
        command -v otp-render >/dev/null ||
            error "otp-render is not on PATH: give the input version or bundle"
        return
    fi
    [[ -x $folder/bin/otp-render ]] || error "$folder has no bin/otp-render"
    folder=$(cd "$folder" && pwd)
    export PATH="$folder/bin:$PATH"
    if [[ -n ${GITHUB_PATH:-} ]]; then echo "$folder/bin" >> "$GITHUB_PATH"; fi
}

# A Markdown summary made from report.json, for an otp-render that wrote none.
summary_from_report() {  # summary_from_report REPORT.json
    command -v python3 >/dev/null || { echo "otp-render: see the report, $1"; return; }
    python3 - "$1" <<'PYTHON'
import json, sys
report = json.load(open(sys.argv[1]))
counts = report.get("summary", {})
print(f"### {report.get('title', 'otp-render')}\n")
print(f"{counts.get('total', 0)} goldens: {counts.get('passed', 0)} passed, {counts.get('failed', 0)} failed, "
      f"{counts.get('errors', 0)} errors, {counts.get('recorded', 0)} recorded\n")
others = [entry for entry in report.get("goldens", []) if entry.get("status") != "passed"]
if not others:
    print("Every golden matches.")
else:
    print("| Golden | Status | Message |\n|---|---|---|")
    for entry in others:
        message = str(entry.get("message", "")).replace("|", "\\|").replace("\n", " ")
        print(f"| `{entry.get('name', '')}` | {entry.get('verdict', entry.get('status', ''))} | {message} |")
PYTHON
}

# The command's words: quoted words kept whole, nothing expanded.
printf '%s' "${INPUT_COMMAND:-goldens verify Goldens}" | xargs -r printf '%s\0' > "$work/arguments" ||
    error "the command has an unmatched quote: ${INPUT_COMMAND:-}"
mapfile -d '' -t arguments < "$work/arguments"
if [[ ${arguments[0]:-} == otp-render ]]; then arguments=("${arguments[@]:1}"); fi
[[ ${#arguments[@]} -gt 0 ]] || error "the command is empty"

# The report folder: the command's --report, or the input's, added with --summary to the goldens
# commands that write reports. The output is set before anything is installed, so that a
# later upload step has a path even when the install fails.
report=
if [[ ${arguments[0]} == goldens && ${arguments[1]:-} =~ ^(verify|record|lock|diff)$ ]]; then
    has_report=false
    has_summary=false
    for ((i = 0; i < ${#arguments[@]}; i++)); do
        case ${arguments[i]} in
            --report) report=${arguments[i + 1]:-}; has_report=true ;;
            --report=*) report=${arguments[i]#--report=}; has_report=true ;;
            --summary|--summary=*) has_summary=true ;;
        esac
    done
    if ! $has_report; then
        report=${INPUT_REPORT:-otp-render-report}
        arguments+=(--report "$report")
    fi
    if ! $has_summary && [[ -n $report ]]; then
        rm -f "$report/summary.md"
        arguments+=(--summary "$report/summary.md")
    fi
fi
report_path=$report
if [[ -n $report && $report != /* ]]; then report_path=$PWD/$report; fi
if [[ -n ${GITHUB_OUTPUT:-} ]]; then echo "report=$report_path" >> "$GITHUB_OUTPUT"; fi

echo "::group::Install otp-render"
install
echo "otp-render: $(command -v otp-render), version $(otp-render --version)"
echo "::endgroup::"

# What the step summary held before: otp-render adds its summary there itself.
summary=${GITHUB_STEP_SUMMARY:-}
summary_bytes() { if [[ -n $summary && -f $summary ]]; then stat -c %s "$summary"; else echo 0; fi; }
before=$(summary_bytes)
touch "$work/started"

echo "otp-render ${arguments[*]}"
status=0
otp-render "${arguments[@]}" || status=$?
if [[ -n ${GITHUB_OUTPUT:-} ]]; then echo "exit-code=$status" >> "$GITHUB_OUTPUT"; fi

# An otp-render that added nothing to the step summary: its summary.md, else one made from
# report.json, else the exit status of a failure.
if [[ -n $summary && $(summary_bytes) == "$before" ]]; then
    if [[ -n $report && -f $report/summary.md && $report/summary.md -nt $work/started ]]; then
        cat "$report/summary.md" >> "$summary"
    elif [[ -n $report && -f $report/report.json && $report/report.json -nt $work/started ]]; then
        summary_from_report "$report/report.json" >> "$summary"
    elif ((status != 0)); then
        printf '### otp-render %s\n\nExit status %d: see the step'"'"'s log.\n' "${arguments[*]}" "$status" >> "$summary"
    fi
fi

where=${report:+; the report is in $report_path}
case $status in
    0) ;;
    1) echo "::error::otp-render ${arguments[*]}: some images differ (exit status 1)$where" ;;
    2) echo "::error::otp-render ${arguments[*]}: an image changed size (exit status 2)$where" ;;
    3) echo "::error::otp-render ${arguments[*]}: a golden is missing or unreadable (exit status 3)$where" ;;
    64) echo "::error::otp-render ${arguments[*]}: bad usage or an invalid spec (exit status 64)$where" ;;
    *) echo "::error::otp-render ${arguments[*]}: exit status $status$where" ;;
esac
exit "$status"
