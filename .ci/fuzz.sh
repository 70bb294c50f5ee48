#!/usr/bin/env bash
# Fuzz smoke: every fuzz target for a few seconds, two at a time (each run is bounded by time, so
# two cores halve the wait), after building the instrumented libraries once. Any crash, leak
# report, timeout or out-of-memory fails CI; the input that caused it is kept in
# .build/fuzz/artifacts/TARGET/. Long runs: Fuzz/run.sh and docs/reliability.md.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${FUZZ_SECONDS_PER_TARGET:-4}"
parallel="${FUZZ_PARALLEL:-2}"
Fuzz/build.sh
mapfile -t targets < <(Fuzz/targets.sh)

# smoke TARGET: one short run, its log in .build/fuzz/TARGET.log, a line saying how it went.
smoke() {
    local target="$1" log=".build/fuzz/$1.log"
    if Fuzz/run.sh "$target" "$seconds" >"$log" 2>&1; then
        echo "fuzz $target: $(grep -m1 '^Done' "$log" || echo done)"
    else
        echo "fuzz $target: FAILED" >&2
        grep -E 'ERROR|SUMMARY|Test unit written|timeout|out-of-memory' "$log" | head -20 >&2 || tail -20 "$log" >&2
        return 1
    fi
}
export -f smoke
export seconds
printf '%s\n' "${targets[@]}" | xargs -P "$parallel" -I{} bash -c 'smoke {}' || {
    echo "fuzz: a target failed (above)" >&2
    exit 1
}
echo "fuzz: ${#targets[@]} targets, ${seconds} s each"
