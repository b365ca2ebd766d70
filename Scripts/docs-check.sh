#!/usr/bin/env bash
# The command examples of README.md and docs/*.md, run as shown, so that a guide cannot keep
# an example the command no longer accepts.
#
# Which examples run: a fenced block whose info string is exactly `sh` is runnable. Each of
# its lines that starts with `otp-render ` (joined with the next when it ends in `\`) is run
# by bash, with otp-render on PATH, and must exit 0, or N when it ends with `# exits N`. Its
# other lines (comments, `cat spec.json | otp-render ...`) are shown, not run. Commands that
# need the network, root, a browser or a server, Swift, more than a few seconds, or files the
# repository does not have go in a `shell` block, which is shown and never run; output goes
# in a `text` block.
#
# Where they run: a scratch folder holding copies of Goldens/, Examples/ and docs/*.json,
# and every block whose info string is `json NAME` (e.g. ```json spec.json, or
# ```json locales/de/translation.json in a folder of its own), written as NAME before any
# example runs, so the examples use the files the guides show. The examples of
# all files run in that one folder, in order.
#
# Usage: Scripts/docs-check.sh [FILE.md ...]   # default: README.md and docs/*.md
#
# Uses .build/debug/otp-render (swift build makes it), or the binary in $OTP_RENDER.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

case "${1:-}" in
    -h|--help|-*) echo "usage: Scripts/docs-check.sh [FILE.md ...]" >&2; exit 2 ;;
esac
if [ "$#" -gt 0 ]; then files=("$@"); else files=(README.md docs/*.md); fi

bin=${OTP_RENDER:-.build/debug/otp-render}
if [ ! -x "$bin" ]; then
    echo "docs-check: no otp-render at $bin (run swift build, or set OTP_RENDER)" >&2
    exit 2
fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin" "$work/run"
ln -s "$bin" "$work/bin/otp-render"
find Goldens Examples -name .build -prune -o -type f -print0 |
    tar -cf - --null -T - | tar -xf - -C "$work/run"
find docs -maxdepth 1 -name '*.json' -exec cp {} "$work/run/" \;

# One line per example, FILE<tab>LINE<tab>COMMAND; `json NAME` blocks written on the way.
awk -v run="$work/run" '
    FNR == 1 { block = ""; out = "" }
    /^```/ {
        if (block == "") {
            block = substr($0, 4)
            if (block ~ /^json [A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/) {
                name = substr(block, 6); out = run "/" name
                if (name ~ /\//) { folder = out; sub(/\/[^\/]*$/, "", folder); system("mkdir -p \"" folder "\"") }
                if (name in written) {
                    print "docs-check: " FILENAME ":" FNR ": a second block for " name > "/dev/stderr"
                    exit 2
                }
                written[name] = 1
            }
        } else {
            if (out != "") close(out)
            block = ""; out = ""
        }
        next
    }
    out != "" { print > out; next }
    pending != "" {
        pending = pending " " $0
        if (pending !~ /\\$/) { print pending; pending = "" } else sub(/[ \t]*\\$/, "", pending)
        next
    }
    block == "sh" && /^otp-render / {
        line = FILENAME "\t" FNR "\t" $0
        if (line ~ /\\$/) { pending = line; sub(/[ \t]*\\$/, "", pending) } else print line
    }
' "${files[@]}" > "$work/examples"

count=0 failed=0
declare -A seen=()
while IFS=$'\t' read -r file line cmd; do
    count=$((count + 1))
    seen[$file]=1
    expect=0
    if [[ $cmd =~ \#[[:space:]]*exits[[:space:]]+([0-9]+)[[:space:]]*$ ]]; then
        expect=${BASH_REMATCH[1]}
    fi
    code=0
    (cd "$work/run" && PATH="$work/bin:$PATH" timeout 60 bash -c "$cmd") \
        < /dev/null > "$work/log" 2>&1 || code=$?
    if [ "$code" != "$expect" ]; then
        failed=$((failed + 1))
        echo "docs-check: $file:$line: \`$cmd\` exited $code, the example expects $expect" >&2
        [ "$code" = 124 ] && echo "    (stopped after 60 s)" >&2
        tail -n 5 "$work/log" | cut -c 1-200 | sed 's/^/    /' >&2
    fi
done < "$work/examples"

if [ "$failed" -gt 0 ]; then
    echo "docs-check: $failed of $count examples did not run as shown" >&2
    exit 1
fi
echo "docs-check: $count examples in ${#seen[@]} files ran as shown"
