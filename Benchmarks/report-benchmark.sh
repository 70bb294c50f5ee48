#!/usr/bin/env bash
# Report-writing benchmark (release build).
#
# 1. A JUnit report of 100,000 testcases: wall time and peak memory.
# 2. The same 100,000 testcases spread over more and more scenario files, and a growing number of
#    scenario files of 100 testcases each: the memory the writer adds on top of the report itself
#    (peak RSS of build+write minus peak RSS of build only) stays flat, because the writer streams
#    suite by suite to the file.
# 3. (JUnit) The writer against bare xmlTextWriter calls writing the same testcases.
#
# Usage: Benchmarks/report-benchmark.sh [format]   (junit by default; sarif, json work too)
set -euo pipefail
cd "$(dirname "$0")/.."
format="${1:-junit}"

if [ ! -x /usr/bin/time ]; then
    if [ "$(id -u)" = 0 ]; then apt-get install -y time >/dev/null; else sudo apt-get install -y time >/dev/null; fi
fi

Benchmarks/build-release.sh report-bench >/dev/null
bench=.build/release/report-bench
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Prints "peak_kib elapsed_seconds" for one run of report-bench with the given arguments.
measure() {
    /usr/bin/time -v "$bench" "$@" >"$work/out.txt" 2>"$work/time.txt"
    local peak elapsed
    peak=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time.txt")
    elapsed=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$work/time.txt")
    echo "$peak $elapsed"
}

row() {
    local testcases=$1 scenarios=$2
    read -r build_kib _ < <(measure --testcases "$testcases" --scenarios "$scenarios" --build-only)
    read -r total_kib elapsed < <(measure --testcases "$testcases" --scenarios "$scenarios" --format "$format" \
        --output "$work/report")
    local write_time size
    write_time=$(awk '/^wrote:/ {print $(NF-1)}' "$work/out.txt")
    size=$(stat -c %s "$work/report")
    awk -v t="$testcases" -v s="$scenarios" -v b="$build_kib" -v w="$total_kib" -v wt="$write_time" \
        -v e="$elapsed" -v f="$size" 'BEGIN {
            printf "| %9d | %9d | %10.1f | %10.1f | %10.1f | %7s | %5s | %8.1f |\n", t, s, b / 1024, w / 1024,
                (w - b) / 1024, wt, e, f / 1048576 }'
}

header() {
    echo
    echo "$1"
    echo
    echo "| testcases | scenarios | report MiB | +write MiB | writer MiB | write s | total | file MiB |"
    echo "| --------: | --------: | ---------: | ---------: | ---------: | ------: | ----: | -------: |"
}

echo "morph-audit report benchmark ($format, release build, $(nproc) cores)"
header "100,000 testcases over more and more scenario files"
for scenarios in 1 10 100 1000 10000; do row 100000 "$scenarios"; done
header "More scenario files of 100 testcases each"
for scenarios in 10 100 1000 10000; do row $((scenarios * 100)) "$scenarios"; done

# 3. The JUnit writer against bare xmlTextWriter calls writing the same testcases (RawJUnit):
#    paired runs, the ratio of write times per testcase (the report's building excluded).
if [ "$format" = junit ]; then
    echo
    echo "JUnit writer ÷ bare xmlTextWriter, 100,000 testcases over 100 files (load $(cut -d' ' -f1-3 /proc/loadavg))"
    echo
    echo "| run | JUnit writer s | bare xmlTextWriter s | ratio |"
    echo "| --: | -------------: | -------------------: | ----: |"
    ratios=()
    for run in 1 2 3 4 5; do
        junit=$("$bench" --testcases 100000 --scenarios 100 --format junit --output "$work/junit.xml" | awk '/^wrote:/ {print $(NF-1)}')
        raw=$("$bench" --testcases 100000 --scenarios 100 --raw --output "$work/raw.xml" | awk '/^wrote:/ {print $(NF-1)}')
        ratio=$(awk -v a="$junit" -v b="$raw" 'BEGIN { printf "%.2f", a / b }')
        ratios+=("$ratio")
        echo "| $run | $junit | $raw | $ratio |"
    done
    median=$(printf '%s\n' "${ratios[@]}" | sort -n | sed -n 3p)
    echo
    echo "median ratio: $median (load $(cut -d' ' -f1-3 /proc/loadavg))"
fi
