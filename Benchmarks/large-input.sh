#!/usr/bin/env bash
# Large legal input (docs/reliability.md, "Large legal inputs"): one window holding SIBLINGS
# buttons piled in one column (200,000 by default, about 14 MB; the hostile suite's row 8 at full
# size). Each button ends with two needs-review findings (the crowded-area limit), so the audit
# has about 400,000 problems. Audits it with each report alone and with all three, and prints
# wall time, peak RSS and report size next to `xmllint --noout` of the same file, with the load
# average before and after each row (release build).
#
# Usage: Benchmarks/large-input.sh
#   SIBLINGS=N          another size
#   REFERENCE_BINARY=P  also measures another build (e.g. of an older commit) in the same run
#   CANDIDATE_BINARY=P  measures that binary instead of building this tree
set -euo pipefail
cd "$(dirname "$0")/.."
siblings="${SIBLINGS:-200000}"

for tool in xmllint /usr/bin/time; do
    if ! command -v "$tool" >/dev/null; then
        package=$([ "$tool" = xmllint ] && echo libxml2-utils || echo time)
        sudo=""
        [ "$(id -u)" = 0 ] || sudo=sudo
        $sudo apt-get install -y --no-install-recommends "$package" >/dev/null
    fi
done
if [ -z "${CANDIDATE_BINARY:-}" ]; then
    echo "Building (release)…" >&2
    Benchmarks/build-release.sh morph-audit >/dev/null
    CANDIDATE_BINARY=.build/release/morph-audit
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
input="$work/siblings.xml"
# The shape of HostileInputs.siblings: 800 distinct positions, so the piles are 250 deep.
awk -v n="$siblings" 'BEGIN {
    printf "<scenario format-version=\"1\" id=\"siblings\"><snapshot id=\"s\" state=\"s\"><environment platform=\"iOS\"/>"
    printf "<node id=\"window\" role=\"window\" frame=\"0 0 393 852\">"
    for (i = 0; i < n; i++) printf "<node id=\"b%d\" role=\"button\" label=\"Row %d\" frame=\"0 %d 60 44\"/>", i, i, i % 800
    printf "</node></snapshot></scenario>\n"
}' >"$input"
input_mib=$(awk -v b="$(stat -c %s "$input")" 'BEGIN { printf "%.1f", b / 1048576 }')

load() { cut -d' ' -f1-3 /proc/loadavg; }

# Runs a command under /usr/bin/time; prints "seconds peak_kib".
measure() {
    /usr/bin/time -f '%e %M' -o "$work/time.txt" "$@" >/dev/null 2>"$work/stderr.txt" || true
    tail -1 "$work/time.txt"
}

echo "Large legal input: $siblings sibling buttons, $input_mib MiB, $(nproc) cores"
echo
echo "| build | run | wall s | × xmllint | peak MiB | peak ÷ input | reports MiB | load before → after |"
echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |"
before=$(load)
read -r lint_seconds lint_kib < <(measure xmllint --noout "$input")
awk -v s="$lint_seconds" -v k="$lint_kib" -v i="$input_mib" -v l="$before → $(load)" 'BEGIN {
    printf "| xmllint | `--noout` | %.2f | 1.0 | %.0f | %.1f | | %s |\n", s, k / 1024, k / 1024 / i, l }'

row() {
    local label=$1 binary=$2 name=$3
    shift 3
    rm -rf "$work/out"
    mkdir -p "$work/out"
    local before seconds kib reports
    before=$(load)
    read -r seconds kib < <(measure "$binary" audit "$input" -q "$@")
    reports=$(du -cb "$work/out" | tail -1 | cut -f1)
    awk -v b="$label" -v n="$name" -v s="$seconds" -v k="$kib" -v ls="$lint_seconds" -v i="$input_mib" -v r="$reports" \
        -v l="$before → $(load)" 'BEGIN {
        printf "| %s | %s | %.2f | %.1f | %.0f | %.1f | %.1f | %s |\n", b, n, s, s / (ls > 0 ? ls : 0.01), k / 1024,
            k / 1024 / i, r / 1048576, l }'
}

runs() {
    local label=$1 binary=$2
    row "$label" "$binary" "junit" --report "junit:$work/out/r.junit.xml"
    row "$label" "$binary" "json" --report "json:$work/out/r.json"
    row "$label" "$binary" "sarif" --report "sarif:$work/out/r.sarif"
    row "$label" "$binary" "junit + sarif + json" --report "junit:$work/out/r.junit.xml" \
        --report "sarif:$work/out/r.sarif" --report "json:$work/out/r.json"
}

[ -n "${REFERENCE_BINARY:-}" ] && runs reference "$REFERENCE_BINARY"
runs "this tree" "$CANDIDATE_BINARY"
grep -h "warning:" "$work/stderr.txt" | sed 's/^/    /' || true
