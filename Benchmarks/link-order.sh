#!/usr/bin/env bash
# Writes Benchmarks/link-order.txt, the order in which the release build places functions
# (build-release.sh hands it to the linker): the functions audits call, in the order of their
# first call, the example's audit first. A 28 KB audit runs about 1.5 MB of code spread over a
# 13 MB text segment; every 64 KiB of code it touches first costs a page fault, so gathering that
# code cuts the faults at start and keeps the code of a run close together (docs/scale.md).
#
# Function names outlive most changes. A function that was renamed, added or split since the list
# was written is placed where the linker puts it by default, and the build warns about nothing; the
# list only goes slowly stale. `--check` says how much of it the current build still has and fails
# below 75 %, which CI runs (.ci/benchmarks.sh): time to run this script again.
#
# Usage: Benchmarks/link-order.sh            (rebuilds, traces the runs below, rewrites the list)
#        Benchmarks/link-order.sh --check    (how much of the list the release build still has)
set -euo pipefail
cd "$(dirname "$0")/.."
order=Benchmarks/link-order.txt
tool=.build/release/morph-audit
Benchmarks/build-release.sh morph-audit >/dev/null

# Defined functions of the executable, "ADDRESS NAME".
functions() { nm --defined-only "$1" | awk '$2 ~ /^[tTW]$/ { print $1, $3 }'; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"${CC:-cc}" -O2 -o "$work/first-calls" Benchmarks/LinkOrder/first-calls.c
functions "$tool" >"$work/symbols"

if [ "${1:-}" = --check ]; then
    listed=$(wc -l <"$order")
    present=$(awk 'NR == FNR { have[$2] = 1; next } have[$0] { n++ } END { print n + 0 }' "$work/symbols" "$order")
    percent=$((present * 100 / listed))
    echo "link order: $present of $listed listed functions are in the release build ($percent %)"
    # The tracer still works: `version` calls main and a few hundred functions, each named once.
    traced=0
    "$work/first-calls" "$work/symbols" "$work/calls" "$tool" version >/dev/null 2>"$work/log" || traced=$?
    if ((traced == 3)); then
        echo "link order: ptrace is not permitted here, so the tracer was not tried" >&2
    else
        called=$(wc -l <"$work/calls" 2>/dev/null || echo 0)
        if ((traced != 0 || called < 100)) || ! grep -qx main "$work/calls" || [ "$(sort "$work/calls" | uniq -d | wc -l)" != 0 ]; then
            echo "link order: first-calls traced $called functions of 'morph-audit version' (status $traced), without main or with repeats" >&2
            exit 1
        fi
    fi
    if ((percent < 75)); then
        echo "link order: the list is stale; run Benchmarks/link-order.sh" >&2
        exit 1
    fi
    exit 0
fi

Benchmarks/build-release.sh scenario-gen >/dev/null

generate=.build/release/scenario-gen
"$generate" --files 100 --nodes 200 --snapshots 2 --seed 21 --format xml --output "$work/many" >/dev/null
"$generate" --files 100 --nodes 20 --snapshots 2 --seed 22 --format mixed --bad-every 25 --output "$work/small" >/dev/null
"$generate" --nodes 20000 --snapshots 4 --seed 23 --output "$work/large.xml" >/dev/null

run=0
trace() {
    run=$((run + 1))
    "$work/first-calls" "$work/symbols" "$work/calls-$run" "$tool" "$@" >/dev/null 2>"$work/log"
    echo "  $(tail -n 1 "$work/log" | sed 's/^first-calls: //'): $*" >&2
}
echo "Tracing…" >&2
trace audit Examples/morphing-sheet/morphing-sheet.xml --jobs 1 --report "junit:$work/report.xml"
trace version
trace audit Examples/morphmodalkit/morphmodalkit-default.json --jobs 1 --report "junit:$work/report.xml"
trace audit Tests/ConformanceRulesTests/Fixtures/import/captures --jobs 1 --report "junit:$work/report.xml"
trace audit "$work/many" --jobs 1 --report "junit:$work/report.xml"
trace audit "$work/large.xml" --jobs 1 --report "junit:$work/report.xml"
trace audit "$work/small" --jobs 2 --report "junit:$work/report.xml"
trace audit Examples --report "sarif:$work/report.sarif" --report "json:$work/report.json"

# Each function once, where it was first called: the example's audit leads.
for number in $(seq "$run"); do cat "$work/calls-$number"; done | awk '!seen[$0]++' >"$order"
echo "wrote $order: $(wc -l <"$order") functions" >&2
# The build does not know the list is an input of the link: without the executable, the next
# build-release.sh links it again, in the new order.
rm -f "$tool"
