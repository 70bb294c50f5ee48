#!/usr/bin/env bash
# Fuzz smoke: every fuzz target for a few seconds (about a minute in all), after building the
# instrumented libraries once. Any crash, leak report, timeout or out-of-memory fails CI; the
# input that caused it is kept in .build/fuzz/artifacts/TARGET/. Long runs: Fuzz/run.sh and
# docs/reliability.md.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${FUZZ_SECONDS_PER_TARGET:-5}"
Fuzz/build.sh
failed=()
for source in Fuzz/Targets/*.swift; do
    target="$(basename "$source" .swift)"
    [ "$target" = Support ] && continue
    log=".build/fuzz/$target.log"
    if Fuzz/run.sh "$target" "$seconds" >"$log" 2>&1; then
        echo "fuzz $target: $(grep -m1 '^Done' "$log" || echo done)"
    else
        echo "fuzz $target: FAILED" >&2
        grep -E 'ERROR|SUMMARY|Test unit written|timeout|out-of-memory' "$log" | head -20 >&2 || tail -20 "$log" >&2
        failed+=("$target")
    fi
done
if ((${#failed[@]} > 0)); then
    echo "fuzz targets that failed: ${failed[*]}" >&2
    exit 1
fi
