#!/usr/bin/env bash
# Times morph-audit's declarative rules against libxml2's own XPath on one generated snapshot.
#
#     Benchmarks/xpath-benchmark.sh [NODES] [RUNS]
#
# 1. Builds the release benchmark (Benchmarks/XPathBenchmark). It generates a snapshot of NODES
#    nodes (default 100000: a sheet with a long settings list), loads
#    Benchmarks/packs/benchmark-20.xml (twenty rules in plain XPath 1.0, so that xmllint can
#    evaluate the same expressions) and reports the median of RUNS runs (default 5) of:
#      - the wrapper: the snapshot's document built in memory, then the twenty rules evaluated
#        through one XPath context into verdicts, messages included, and the document freed;
#      - libxml2 alone, in the same process: the same document parsed from text, then each rule's
#        failing targets counted by one expression, count((applicability)[not(expectation)]).
#    Both must find the same number of failures, or the benchmark fails.
# 2. Runs `xmllint --xpath` with the same twenty expressions on the same document, and
#    `xmllint --noout` to time parsing alone; xmllint's XPath time is the sum of the twenty runs
#    minus twenty parses (medians of RUNS runs each).
# 3. Prints the times and the wrapper's overhead over each reference. The target is under 10 %.
#
# Needs xmllint (Debian/Ubuntu: apt-get install libxml2-utils). Takes about a minute at 100000 nodes.
set -euo pipefail

nodes=${1:-100000}
runs=${2:-5}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

command -v xmllint >/dev/null || { echo "xpath-benchmark: xmllint not found (apt-get install libxml2-utils)" >&2; exit 2; }

echo "Building the release benchmark…" >&2
Benchmarks/build-release.sh xpath-benchmark >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "Timing the wrapper and libxml2 in process ($runs runs)…" >&2
.build/release/xpath-benchmark --nodes "$nodes" --pack Benchmarks/packs/benchmark-20.xml --out "$work" --runs "$runs" \
    > "$work/inprocess.txt"
value() { sed -n "s/^$1=//p" "$work/inprocess.txt"; }

# Seconds a command takes, from bash's microsecond clock.
elapsed() {
    local start=$EPOCHREALTIME
    "$@" > "$work/last-output.txt"
    local end=$EPOCHREALTIME
    awk -v s="$start" -v e="$end" 'BEGIN { printf "%.6f\n", e - s }'
}
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "Timing xmllint ($runs runs of 1 parse and $(wc -l < "$work/expressions.txt") expressions)…" >&2
for _ in $(seq "$runs"); do elapsed xmllint --noout "$work/snapshot.xml"; done | median > "$work/parse.txt"
parse=$(cat "$work/parse.txt")
xpath_total=0
xmllint_failures=0
while IFS= read -r expression; do
    times=$(for _ in $(seq "$runs"); do elapsed xmllint --xpath "$expression" "$work/snapshot.xml"; done | median)
    count=$(tr -d '[:space:]' < "$work/last-output.txt")
    xmllint_failures=$((xmllint_failures + ${count:-0}))
    xpath_total=$(awk -v t="$xpath_total" -v r="$times" -v p="$parse" 'BEGIN { printf "%.6f", t + r - p }')
done < "$work/expressions.txt"

wrapper=$(value wrapper_evaluation_seconds)
in_process=$(value libxml2_xpath_seconds)
if [ "$xmllint_failures" != "$(value failures_wrapper)" ]; then
    echo "xpath-benchmark: xmllint counted $xmllint_failures failures, the wrapper $(value failures_wrapper)" >&2
    exit 1
fi

awk -v n="$(value nodes)" -v r="$(value rules)" -v b="$(value document_bytes)" -v v="$(value verdicts)" \
    -v f="$(value failures_wrapper)" -v build="$(value wrapper_build_seconds)" -v w="$wrapper" \
    -v down="$(value wrapper_teardown_seconds)" -v lp="$(value libxml2_parse_seconds)" -v lx="$in_process" \
    -v xp="$parse" -v xx="$xpath_total" 'BEGIN {
    printf "snapshot: %d nodes, %.1f MB of XML; pack: %d rules; %d verdicts, %d failures (xmllint agrees)\n", n, b / 1e6, r, v, f
    printf "\n%-58s %9s\n", "", "seconds"
    printf "%-58s %9.3f\n", "wrapper: evaluate 20 rules into verdicts and messages", w
    printf "%-58s %9.3f\n", "libxml2 in process: the same expressions", lx
    printf "%-58s %9.3f\n", "xmllint --xpath: the same expressions (runs minus parses)", xx
    printf "\n%-58s %8.1f %%\n", "overhead over libxml2 in process", (w / lx - 1) * 100
    printf "%-58s %8.1f %%\n", "overhead over xmllint", (w / xx - 1) * 100
    printf "\n%-58s %9.3f\n", "wrapper: build the document in memory", build
    printf "%-58s %9.3f\n", "wrapper: free it", down
    printf "%-58s %9.3f\n", "libxml2 in process: parse the document from text", lp
    printf "%-58s %9.3f\n", "xmllint --noout: read, parse and free it (process included)", xp
}'
