#!/usr/bin/env bash
# The hostile trial: otp-render against a full disk, signals, concurrent writers, links and
# devices where outputs go, tight ulimits, a failing standard output and bad output names.
# Prints each case and its verdict (PASS, FAIL or SKIP with the reason) and exits 1 if any
# case failed. Cases that need root (a small tmpfs, mknod, /dev/null as an output) are skipped
# elsewhere. Uses the debug build, or the executable named by $OTP.
#
#   swift build && Scripts/fault-trial.sh
set -uo pipefail
cd "$(dirname "$0")/.."
repository=$PWD
OTP=${OTP:-$repository/.build/debug/otp-render}
[ -x "$OTP" ] || { echo "fault-trial: $OTP not found; run swift build first" >&2; exit 2; }
export SWIFT_BACKTRACE=enable=no CI=1

work=$(mktemp -d)
mounted=""
cleanup() {
    [ -n "$mounted" ] && umount "$mounted" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

passed=0 failed=0 skipped=0
verdict() {  # verdict NAME OK|FAIL|SKIP [DETAIL]
    case $2 in
        OK) passed=$((passed + 1)); printf 'PASS  %s\n' "$1" ;;
        SKIP) skipped=$((skipped + 1)); printf 'SKIP  %s (%s)\n' "$1" "$3" ;;
        *) failed=$((failed + 1)); printf 'FAIL  %s: %s\n' "$1" "${3:-}" ;;
    esac
}
check() {  # check NAME CONDITION-COMMAND... ; DETAIL from $detail
    local name=$1; shift
    if "$@"; then verdict "$name" OK; else verdict "$name" FAIL "${detail:-}"; fi
}
is_root() { [ "$(id -u)" = 0 ]; }

# Every PNG under $1 decodes, and no hidden temporary file is there.
complete_pngs() {
    local png
    if find "$1" -name '.*.tmp' | grep -q .; then detail="temporary files left: $(find "$1" -name '.*.tmp' | head -3)"; return 1; fi
    while IFS= read -r png; do
        "$OTP" compare "$png" "$png" --exact >/dev/null 2>&1 || { detail="$png does not decode"; return 1; }
    done < <(find "$1" -name '*.png')
    return 0
}

# A manifest of 144 images at growing scales: long enough to interrupt.
cat >"$work/m.json" <<'EOF'
{"base": {"value": "1234"}, "matrix": {"style": ["boxed", "grid", "circle", "filled"], "length": [4, 5, 6, 7, 8, 9, 10, 11, 12], "scale": [1, 2, 3, 4]}}
EOF
echo '{"items": [{"name": "a"}, {"name": "b"}, {"name": "c"}], "base": {"scale": 1}}' >"$work/small.json"
cd "$work"

# Runs a command in the background and sends it a signal once $3 holds.
interrupt() {  # interrupt SIGNAL CONDITION COMMAND...
    local signal=$1 condition=$2; shift 2
    "$@" >"$work/out.txt" 2>"$work/err.txt" &
    local pid=$! tries=0
    until eval "$condition" || [ $tries -ge 1000 ]; do sleep 0.02; tries=$((tries + 1)); done
    kill -s "$signal" "$pid"
    wait "$pid" 2>/dev/null
}
pngs_in() { find "$1" -name '*.png' 2>/dev/null | wc -l; }

echo "== signals"
for signal in INT TERM; do
    rm -rf out; interrupt $signal '[ "$(pngs_in out)" -ge 3 ]' "$OTP" batch m.json -o out --jobs 2 --quiet
    code=$?; expected=$([ $signal = INT ] && echo 130 || echo 143)
    detail="exit $code, $(head -c 200 err.txt)"
    check "batch stopped by SIG$signal: exit $expected, a summary, only complete PNGs" \
        eval '[ $code = $expected ] && grep -q "stopped by SIG$signal" err.txt && grep -q "^rendered" out.txt && complete_pngs out'
done
rm -rf out; interrupt KILL '[ "$(pngs_in out)" -ge 3 ]' "$OTP" batch m.json -o out --jobs 2 --quiet
# A killed run may leave its hidden temporary files (a later run removes them after an
# hour), but never a partial image under a final name.
complete_final_pngs() {
    local png
    while IFS= read -r png; do
        "$OTP" compare "$png" "$png" --exact >/dev/null 2>&1 || { detail="$png does not decode"; return 1; }
    done < <(find out -name '[!.]*.png')
}
check "batch killed (SIGKILL): every PNG under a final name decodes" complete_final_pngs
"$OTP" batch m.json -o out --quiet >/dev/null 2>&1; code=$?
detail="rerun exit $code, $(pngs_in out) images"
check "a rerun after SIGKILL completes" eval '[ $code = 0 ] && [ "$(pngs_in out)" = 144 ]'

mkdir -p G; for i in $(seq 0 39); do echo "{\"preset\": \"boxed\", \"length\": 8, \"value\": \"$i\", \"scale\": 4}" >"G/g$i.json"; done
interrupt INT '[ "$(pngs_in G)" -ge 3 ]' "$OTP" goldens record G --report R --jobs 2
code=$?; detail="exit $code, $(head -c 200 err.txt)"
check "goldens record stopped by SIGINT: exit 130, what was and was not done, no temporary file" \
    eval '[ $code = 130 ] && grep -q "specs not checked; no report written" err.txt && grep -q "recorded" out.txt && complete_pngs G'
interrupt TERM '[ "$(pngs_in fr)" -ge 3 ]' "$OTP" frames --preset boxed --animation shake --fps 240 --duration 4 -o fr
code=$?; detail="exit $code, $(head -c 200 err.txt)"
check "frames stopped by SIGTERM: exit 143, strip.png not written" \
    eval '[ $code = 143 ] && grep -q "strip.png not written" err.txt && [ ! -e fr/strip.png ] && complete_pngs fr'

echo "== concurrent writers"
rm -rf same; mkdir same
for i in 1 2 3 4 5 6 7 8; do "$OTP" render --preset boxed --value "$i" -o same/field.png & done; wait
detail="$(ls -a same)"
check "8 concurrent renders to one name: one complete image, no temporary file" \
    eval '[ "$(ls -A same)" = field.png ] && complete_pngs same'
rm -rf both; ("$OTP" batch small.json -o both --quiet & "$OTP" batch small.json -o both --quiet & wait)
detail="$(ls -a both)"
check "2 concurrent batches into one folder: every image complete" eval '[ "$(pngs_in both)" = 3 ] && complete_pngs both'
rm -rf G/*.png R R1 R2
("$OTP" goldens record G --report R1 --jobs 1 >r1.txt 2>&1; echo $? >r1.code) &
("$OTP" goldens record G --report R2 --jobs 1 >r2.txt 2>&1; echo $? >r2.code) &
wait
detail="exits $(cat r1.code) $(cat r2.code): $(grep -h otp-render r1.txt r2.txt | grep -v waiting | head -2)"
check "2 concurrent goldens record on one folder: both succeed (they take turns)" \
    eval '[ "$(cat r1.code)" = 0 ] && [ "$(cat r2.code)" = 0 ]'

echo "== links, folders, pipes and devices where an output goes"
mkdir -p elsewhere hazards; echo secret >elsewhere/target.png
ln -sfn ../elsewhere/target.png hazards/link.png
ln -sfn ../elsewhere hazards/folderlink
ln -sfn ../elsewhere/missing.png hazards/dangling.png
mkdir -p hazards/folder.png; mkfifo hazards/fifo.png 2>/dev/null
devices=""
if is_root && mknod hazards/device.png c 1 3 2>/dev/null; then devices=device.png; fi
state() { ls -l hazards | awk '{print $1, $NF}'; cat elsewhere/target.png; ls elsewhere; }
before=$(state)
for name in link.png dangling.png folder.png fifo.png $devices; do
    for output in "render --preset boxed -o hazards/$name" "sheet --preset boxed --states empty --styles boxed -o hazards/$name" \
                  "goldens verify G/g0.json --report R --junit hazards/$name" "bench --iterations 1 --output hazards/$name"; do
        "$OTP" $output >/dev/null 2>err.txt; code=$?
        detail="exit $code, $(head -c 160 err.txt)"
        check "${output%% *} onto $name: refused (70), left as it was" \
            eval '[ $code = 70 ] && grep -q "cannot be written (it is" err.txt && [ "$(state)" = "$before" ]'
    done
done
for spelling in hazards/folderlink hazards/folderlink/ hazards/folderlink/. hazards/folderlink//; do
    "$OTP" batch small.json -o "$spelling" --quiet >/dev/null 2>err.txt; code=$?
    detail="exit $code, $(head -c 160 err.txt)"
    check "batch -o $spelling (a linked folder): refused (64)" eval '[ $code = 64 ] && [ "$(state)" = "$before" ]'
done
if is_root; then
    "$OTP" goldens verify G/g0.json --update none --report R --junit /dev/null >/dev/null 2>err.txt
    detail="$(ls -l /dev/null)"
    check "--junit /dev/null as root: /dev/null stays a device" test -c /dev/null
else
    verdict "--junit /dev/null as root" SKIP "needs root"
fi
[ -z "$devices" ] && verdict "outputs onto a character device made with mknod" SKIP "needs root"

echo "== a full disk"
if is_root && mkdir -p small && mount -t tmpfs -o size=160k tmpfs small 2>/dev/null; then
    mounted=$work/small
    "$OTP" batch m.json -o small/out --quiet >/dev/null 2>err.txt; code=$?
    detail="exit $code, $(head -c 200 err.txt)"
    check "batch onto a full disk: exit 70, no space named, only complete PNGs" \
        eval '[ $code = 70 ] && grep -q "No space left on device" err.txt && complete_pngs small'
    rm -rf small/out; head -c 150000 /dev/zero >small/filler
    echo '{"preset": "boxed", "length": 8, "value": "19", "scale": 4}' >G/g0.json
    "$OTP" goldens verify G --report small/R >out.txt 2>err.txt; code=$?
    detail="exit $code, $(head -c 200 out.txt) $(tail -c 200 err.txt)"
    check "goldens verify with its report on a full disk: results and summary shown, exit 70" \
        eval '[ $code = 70 ] && grep -q "^40 goldens: 39 passed, 1 failed" out.txt && grep -q "G/g0@4x.png: different" err.txt && grep -q "small/R.*: cannot be written (No space left on device)" err.txt && complete_pngs small'
    umount small; mounted=""
else
    verdict "a full disk (a small tmpfs)" SKIP "needs root and tmpfs"
fi

echo "== limits (ulimit)"
for limit in 5 8; do
    rm -rf out; (ulimit -n $limit; "$OTP" batch small.json -o out --jobs 2 --quiet >/dev/null 2>err.txt); code=$?
    detail="exit $code, $(head -c 200 err.txt)"
    check "batch under ulimit -n $limit: success or \"too many open files\" (70), never a crash or a font error" \
        eval '{ [ $code = 0 ] || { [ $code = 70 ] && grep -q "too many open files" err.txt; }; } && ! grep -q "font" err.txt'
done
# under_memory_limit KB WHAT COMMAND...: the command succeeds or says "out of memory" (70).
under_memory_limit() {
    local limit=$1 what=$2
    shift 2
    (ulimit -v "$limit"; "$@" >/dev/null 2>err.txt); code=$?
    detail="exit $code, $(head -c 200 err.txt)"
    check "$what under ulimit -v $limit: success or \"out of memory\" (70), never a crash" \
        eval '[ $code = 0 ] || { [ $code = 70 ] && grep -q "out of memory" err.txt; }'
}
for limit in 140000 165000; do
    rm -rf out
    under_memory_limit $limit "batch" "$OTP" batch small.json -o out --jobs 2 --quiet
done
echo '{"length": 12, "scale": 8}' >big.json
for limit in 140000 165000 190000; do
    under_memory_limit $limit "render a 5744x704 image" "$OTP" render big.json -o big.png
done

echo "== standard output"
echo '{}' | "$OTP" render - -o - >/dev/full 2>err.txt; code=$?
detail="exit $code, $(head -c 200 err.txt)"
check "render -o - into /dev/full: one line, exit 70" eval '[ $code = 70 ] && [ "$(wc -l <err.txt)" = 1 ]'
echo '{}' | "$OTP" render - -o - >&- 2>err.txt; code=$?
detail="exit $code, $(head -c 200 err.txt)"
check "render -o - with standard output closed: one line, exit 70" eval '[ $code = 70 ] && grep -q "Bad file descriptor" err.txt'
(trap '' PIPE; "$OTP" render - -o - < <(sleep 0.3; echo '{}') 2>err.txt | true; echo "${PIPESTATUS[0]}" >code.txt)
detail="exit $(cat code.txt), $(head -c 200 err.txt)"
check "render -o - into a closed pipe, SIGPIPE ignored: one line, exit 70" eval '[ "$(cat code.txt)" = 70 ] && grep -q "Broken pipe" err.txt'
"$OTP" batch small.json -o out >/dev/full 2>err.txt; code=$?
detail="exit $code, $(head -c 200 err.txt)"
check "a batch summary into /dev/full: exit 70" eval '[ $code = 70 ] && grep -q "standard output: cannot be written" err.txt'
for flag in --version --help; do
    "$OTP" $flag >/dev/full 2>err.txt; code=$?
    detail="exit $code, $(head -c 200 err.txt)"
    check "$flag into /dev/full: exit 70" eval '[ $code = 70 ] && grep -q "standard output: cannot be written" err.txt'
done

echo "== output names"
for name in "" "x.png/"; do
    "$OTP" render --preset boxed -o "$name" >/dev/null 2>err.txt; code=$?
    detail="exit $code, $(head -c 200 err.txt)"
    check "render -o \"$name\": usage error (64)" eval '[ $code = 64 ] && [ ! -e x.png ]'
done

echo
echo "fault trial: $passed passed, $failed failed, $skipped skipped"
[ $failed = 0 ]
