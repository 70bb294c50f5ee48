#!/usr/bin/env bash
# A long fuzz run of every target (or the ones named), N at a time under `nice`, with the
# numbers docs/reliability.md quotes: executions, rate, coverage, corpus, peak memory, crashes,
# and the load average while it ran.
#
#     Fuzz/long-run.sh SECONDS [TARGET...]      e.g. Fuzz/long-run.sh 600
#
# FUZZ_PARALLEL (default 2) targets run together; FUZZ_OPTIMIZATION defaults to -O here. Logs go
# to .build/fuzz/long/TARGET.log, the load average every 30 s to .build/fuzz/long/load.log, and
# one Markdown row per target to .build/fuzz/long/summary.md as each finishes.
set -euo pipefail
cd "$(dirname "$0")/.."

if (($# < 1)); then
    echo "usage: Fuzz/long-run.sh SECONDS [TARGET...]" >&2
    exit 64
fi
seconds="$1"
shift
export FUZZ_OPTIMIZATION="${FUZZ_OPTIMIZATION:--O}"
parallel="${FUZZ_PARALLEL:-2}"
targets=("$@")
((${#targets[@]} > 0)) || mapfile -t targets < <(Fuzz/targets.sh)
long=.build/fuzz/long
mkdir -p "$long"
Fuzz/build.sh "${targets[@]}"

(while sleep 30; do echo "$(date -u +%H:%M:%S) $(cut -d' ' -f1-3 /proc/loadavg)"; done >>"$long/load.log") &
sampler=$!
trap 'kill "$sampler" 2>/dev/null || true' EXIT

# row TARGET STATUS START END: the summary line of one finished run, from libFuzzer's final stats.
row() {
    local target="$1" status="$2" start="$3" end="$4" log="$long/$1.log"
    local executions rate rss last coverage features corpus crashes fuzzed
    fuzzed="$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)"
    executions="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
    rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)"
    rss="$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)"
    last="$(grep -E '^#[0-9]+' "$log" | tail -1)"
    coverage="$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")"
    features="$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")"
    corpus="$(sed -n 's/.* corp: \([0-9]*\/[0-9A-Za-z]*\).*/\1/p' <<<"$last")"
    # libFuzzer also keeps the slowest input it met (slow-unit-…): slow, not a failure.
    crashes="$(find ".build/fuzz/artifacts/$target" -newer "$long/$target.started" -type f ! -name 'slow-unit-*' 2>/dev/null | wc -l)"
    echo "| \`$target\` | ${fuzzed:-?} s | ${executions:-?} | ${rate:-?}/s | ${coverage:-?} | ${features:-?} | ${corpus:-?} | ${rss:-?} MB | $crashes (exit $status) | $start–$end, load $(cut -d' ' -f1-3 "$long/$target.load") → $(cut -d' ' -f1-3 /proc/loadavg) |"
}
export -f row
export long

run() {
    local target="$1" start status=0
    touch "$long/$target.started"
    cp /proc/loadavg "$long/$target.load"
    start="$(date -u +%H:%M:%S)"
    nice -n 10 Fuzz/run.sh "$target" "$seconds" >"$long/$target.log" 2>&1 || status=$?
    row "$target" "$status" "$start" "$(date -u +%H:%M:%S)" | tee -a "$long/summary.md"
}
export -f run
export seconds
echo "| target | fuzzing time | executions | rate | coverage (edges) | features | corpus (files/bytes) | peak memory | crashes | when (UTC), load average at start → end |" >>"$long/summary.md"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |" >>"$long/summary.md"
printf '%s\n' "${targets[@]}" | xargs -P "$parallel" -I{} bash -c 'run {}'
