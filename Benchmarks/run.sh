#!/usr/bin/env bash
# Scale benchmark (release build): prints one table with four measurements against their targets.
#
# (a) one scenario of 100,000 nodes in XML: `xmllint --noout` against `morph-audit audit` with
#     every built-in pack (target: morph-audit within 1.5x of xmllint);
# (b) 2,000 scenarios of about 200 nodes: files per second with --jobs 1 and --jobs 2 (target: at
#     least 1.8x from the second core);
# (c) peak memory (/usr/bin/time -v) of (a) and (b), and of (b) at a quarter of the files (target:
#     at most 3x the largest input + 40 MB, flat in the number of files);
# (d) start-up time of `morph-audit version`.
#
# Inputs come from scenario-gen with fixed seeds, so every run measures the same bytes. Times are
# medians: hyperfine's when it is installed, else of RUNS plain runs.
#
# Usage: Benchmarks/run.sh            (RUNS=5 by default; NODES, FILES and FILE_NODES override sizes)
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${RUNS:-5}"
nodes="${NODES:-100000}"
files="${FILES:-2000}"
file_nodes="${FILE_NODES:-200}"

install() {
    local missing=()
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    ((${#missing[@]} == 0)) && return 0
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update >/dev/null
    $sudo apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null
}
install time libxml2-utils
install hyperfine || echo "hyperfine is not available; timing with $runs plain runs" >&2

echo "Building (release)…" >&2
swift build -c release --product morph-audit >/dev/null
swift build -c release --product scenario-gen >/dev/null
tool=.build/release/morph-audit
generate=.build/release/scenario-gen
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$generate" --nodes "$nodes" --snapshots 4 --seed 1 --format xml --output "$work/large.xml" >/dev/null
"$generate" --files "$files" --nodes "$file_nodes" --snapshots 2 --seed 2 --format xml --output "$work/many" >/dev/null
"$generate" --files $((files / 4)) --nodes "$file_nodes" --snapshots 2 --seed 2 --format xml --output "$work/quarter" >/dev/null
large_bytes=$(stat -c %s "$work/large.xml")
many_largest=$(find "$work/many" -type f -printf '%s\n' | sort -n | tail -1)

# Median wall seconds of a command line.
median() {
    if command -v hyperfine >/dev/null; then
        hyperfine --ignore-failure --style none --warmup 1 --runs "$runs" --export-json "$work/h.json" "$1" >/dev/null 2>&1 || true
        python3 -c 'import json,sys; print("%.4f" % json.load(open(sys.argv[1]))["results"][0]["median"])' "$work/h.json"
    else
        local times=()
        for _ in $(seq "$runs"); do
            local start end
            start=$(date +%s.%N)
            bash -c "$1" >/dev/null 2>&1 || true
            end=$(date +%s.%N)
            times+=("$(echo "$end - $start" | bc)")
        done
        printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { printf "%.4f\n", a[int((NR + 1) / 2)] }'
    fi
}

# Peak resident set in KiB of one run (the audit exits 1 or 2 when it finds problems; that is fine).
peak() {
    /usr/bin/time -v bash -c "$1 >/dev/null 2>&1" 2>"$work/time.txt" || true
    awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time.txt"
}

reports="--report junit:$work/out/a.junit.xml"
xmllint_time=$(median "xmllint --noout $work/large.xml")
audit_time=$(median "$tool audit $work/large.xml $reports")
jobs1_time=$(median "$tool audit $work/many --jobs 1 $reports")
jobs2_time=$(median "$tool audit $work/many --jobs 2 $reports")
version_time=$(median "$tool version")
large_peak=$(peak "$tool audit $work/large.xml $reports")
many_peak=$(peak "$tool audit $work/many --jobs 2 $reports")
quarter_peak=$(peak "$tool audit $work/quarter --jobs 2 $reports")
xmllint_peak=$(peak "xmllint --noout $work/large.xml")

python3 - "$nodes" "$files" "$file_nodes" "$large_bytes" "$many_largest" "$xmllint_time" "$audit_time" \
    "$jobs1_time" "$jobs2_time" "$version_time" "$large_peak" "$many_peak" "$quarter_peak" "$xmllint_peak" "$(nproc)" <<'EOF'
import sys
(nodes, files, file_nodes, large_bytes, many_largest, xmllint, audit, jobs1, jobs2, version,
 large_peak, many_peak, quarter_peak, xmllint_peak, cores) = sys.argv[1:]
nodes, files, file_nodes, cores = int(nodes), int(files), int(file_nodes), int(cores)
large_bytes, many_largest = int(large_bytes), int(many_largest)
xmllint, audit, jobs1, jobs2, version = map(float, (xmllint, audit, jobs1, jobs2, version))
large_peak, many_peak, quarter_peak, xmllint_peak = (int(v) / 1024 for v in (large_peak, many_peak, quarter_peak, xmllint_peak))
mib = 1024 * 1024
ratio = audit / xmllint
rate1, rate2 = files / jobs1, files / jobs2
speedup = rate2 / rate1
large_budget = 3 * large_bytes / mib + 40
many_budget = 3 * many_largest / mib + 40
verdict = lambda ok: "met" if ok else "missed"
print(f"morph-audit scale benchmark (release build, {cores} cores)")
print()
print("| measurement | result | target | |")
print("| --- | --: | --: | --- |")
print(f"| (a) {nodes:,} nodes, {large_bytes / mib:.1f} MiB XML: xmllint --noout | {xmllint:.3f} s | | |")
print(f"| (a) morph-audit audit, every built-in pack | {audit:.3f} s ({ratio:.1f}x xmllint) | ≤ 1.5x | {verdict(ratio <= 1.5)} |")
print(f"| (b) {files:,} files of {file_nodes} nodes, --jobs 1 | {rate1:,.0f} files/s | | |")
print(f"| (b) --jobs 2 | {rate2:,.0f} files/s ({speedup:.2f}x) | ≥ 1.8x | {verdict(speedup >= 1.8)} |")
print(f"| (c) peak memory of (a) | {large_peak:.1f} MiB (xmllint {xmllint_peak:.1f} MiB) | ≤ {large_budget:.1f} MiB | {verdict(large_peak <= large_budget)} |")
print(f"| (c) peak memory of (b), {files // 4:,} → {files:,} files | {quarter_peak:.1f} → {many_peak:.1f} MiB | ≤ {many_budget:.1f} MiB, flat | "
      f"{verdict(many_peak <= many_budget and many_peak <= quarter_peak * 1.1)} |")
print(f"| (d) start-up: morph-audit version | {version * 1000:.1f} ms | | |")
EOF
