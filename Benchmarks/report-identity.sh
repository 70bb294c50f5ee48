#!/usr/bin/env bash
# Checks that a change leaves every output byte for byte as it was: runs `audit` in every report
# format (JUnit in both dialects, SARIF, JSON, HTML, terminal; all at once, and JUnit with JSON
# alone, which take each file as its audit ends), `validate`, `convert` and `motion`
# over the examples, every test fixture, a generated corpus with broken files, and a set of mutated
# XML scenarios, once with the reference build and once with this tree's, and diffs the results.
#
# Durations are the only bytes allowed to differ; they are replaced by 0 before diffing. The
# timestamp is fixed with SOURCE_DATE_EPOCH.
#
# Usage: Benchmarks/report-identity.sh [REF]      (REF: a git revision, main by default)
#        REFERENCE_BINARY=path Benchmarks/report-identity.sh   (use a binary already built)
#        CANDIDATE_BINARY=path …   (check that binary instead of building this tree)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
ref="${1:-main}"
cache="$root/.build/identity"
mkdir -p "$cache"

if [ -z "${REFERENCE_BINARY:-}" ]; then
    sha=$(git rev-parse --verify "$ref^{commit}")
    source_dir="$cache/reference-source"
    if [ "$(cat "$cache/reference-sha" 2>/dev/null)" != "$sha" ]; then
        echo "Preparing the reference build of $ref ($sha)…" >&2
        # The old sources go, the build products stay, so that only what changed is rebuilt.
        mkdir -p "$source_dir"
        find "$source_dir" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
        git archive "$sha" | tar -x -C "$source_dir"
        echo "$sha" >"$cache/reference-sha"
    fi
    "$root/Benchmarks/build-release.sh" morph-audit --package-path "$source_dir" >&2
    REFERENCE_BINARY="$source_dir/.build/release/morph-audit"
fi
if [ -z "${CANDIDATE_BINARY:-}" ]; then
    echo "Building this tree (release)…" >&2
    Benchmarks/build-release.sh morph-audit >&2
    CANDIDATE_BINARY="$root/.build/release/morph-audit"
fi
Benchmarks/build-release.sh scenario-gen >&2
candidate="$CANDIDATE_BINARY"

work="$(mktemp -d)"
# KEEP=1 keeps the inputs and outputs for a closer look.
[ -n "${KEEP:-}" ] && echo "outputs kept in $work" >&2 || trap 'rm -rf "$work"' EXIT
inputs="$work/inputs"
mkdir -p "$inputs"

# The inputs: examples, fixtures, a generated corpus with broken files, and mutated scenarios.
cp -r Examples "$inputs/examples"
mkdir -p "$inputs/fixtures"
find Tests -path '*Fixtures*' -type f \( -name '*.xml' -o -name '*.json' -o -name '*.txt' \) \
    ! -path '*junit-schemas*' ! -path '*golden*' -print0 | while IFS= read -r -d '' file; do
        target="$inputs/fixtures/$(echo "${file#Tests/}" | tr '/' '_')"
        cp "$file" "$target"
    done
.build/release/scenario-gen --files 40 --nodes 300 --snapshots 3 --seed 7 --format mixed --bad-every 6 \
    --defects 10 --output "$inputs/corpus" >/dev/null
.build/release/scenario-gen --nodes 5000 --snapshots 3 --seed 3 --defects 8 --output "$inputs/medium.xml" >/dev/null
.build/release/scenario-gen --mutants 150 --seed 5 --output "$inputs/mutated" \
    Examples/morphing-sheet/morphing-sheet.xml Tests/ConformanceRulesTests/Fixtures/morphing-sheet.xml \
    "$inputs/corpus/scenario-00002.xml" >/dev/null
rm "$inputs/mutated/edits.txt"

# Replaces durations, the only bytes that may differ between two runs of one build.
normalize() {
    sed -E -e 's/(time|duration)="[0-9.]+"/\1="0"/g' \
        -e 's/"(durationSeconds|duration)" ?: ?[0-9.e+-]+/"\1": 0/g' \
        -e 's/in [0-9]+(\.[0-9]+)? ?(s|ms)\b/in 0 s/g' "$1"
}

# Runs every command of the check with one binary; outputs go to folder $2.
run_all() {
    local binary=$1 out=$2
    mkdir -p "$out"
    local case=0
    # $1: "all" writes every report at once; "stream" JUnit and JSON alone, which take each file
    # as its audit ends (ReportStreams). The rest are audit's arguments.
    run_case() {
        local mode=$1
        shift
        case=$((case + 1))
        local dir="$out/audit-$case"
        mkdir -p "$dir"
        local reports=(--report "junit:$dir/report.junit.xml" --report "json:$dir/report.json")
        if [ "$mode" = all ]; then reports+=(--report "sarif:$dir/report.sarif" --report "html:$dir/report.html"); fi
        local status=0
        (cd "$inputs" && SOURCE_DATE_EPOCH=1700000000 NO_COLOR=1 "$binary" audit "$@" "${reports[@]}" \
            >"$dir/stdout.txt" 2>"$dir/stderr.txt") || status=$?
        echo "exit $status" >"$dir/status.txt"
        echo "$*" >"$dir/arguments.txt"
    }
    audit_case() { run_case all "$@"; }
    stream_case() { run_case stream "$@"; }
    stream_case examples --jobs 1
    stream_case examples --jobs 2 --junit-dialect strict --include-inapplicable
    stream_case examples --rules examples/packs/acme-sheets.xml --jobs 2
    stream_case fixtures --jobs 2
    stream_case corpus --jobs 2 --quiet
    stream_case mutated --jobs 2
    stream_case medium.xml examples/morphing-sheet --jobs 1
    audit_case examples
    audit_case examples --junit-dialect strict --include-inapplicable
    audit_case examples --profile strict --fail-on info
    audit_case examples --pack contrast --pack targets --profile apple-hig
    audit_case examples --rules examples/packs/acme-sheets.xml --jobs 1
    audit_case fixtures --jobs 1
    audit_case fixtures --jobs 2 --junit-dialect strict
    audit_case corpus --jobs 1
    audit_case corpus --jobs 2 --include-inapplicable
    audit_case medium.xml --profile material
    audit_case mutated --jobs 2
    audit_case mutated --junit-dialect strict --jobs 1
    for file in $(cd "$inputs" && echo examples/*/*.xml examples/*/*.json fixtures/* mutated/*); do
        audit_case "$file" --jobs 1
    done
    # Every other command that reads scenarios, file by file, with its exit status.
    other() {
        local log=$1 status=0
        shift
        (cd "$inputs" && "$binary" "$@") >>"$log" 2>&1 || status=$?
        echo "$* → exit $status" >>"$log"
    }
    for file in $(cd "$inputs" && echo examples/*/* fixtures/* corpus/* mutated/* medium.xml); do
        other "$out/validate.txt" validate "$file"
        other "$out/convert.txt" convert "$file" --to json
        other "$out/convert.txt" convert "$file" --to xml
        other "$out/motion.txt" motion "$file"
    done
    find "$out" -type f | while read -r file; do
        normalize "$file" >"$file.n" && mv "$file.n" "$file"
    done
}

echo "Running the reference…" >&2
run_all "$REFERENCE_BINARY" "$work/reference"
echo "Running this tree…" >&2
run_all "$candidate" "$work/candidate"
files=$(find "$work/reference" -type f | wc -l)
if diff -r "$work/reference" "$work/candidate" >"$work/diff.txt"; then
    echo "identical: $files outputs of $ref and this tree match byte for byte (durations aside)"
else
    echo "DIFFERENT: outputs of $ref and this tree differ:" >&2
    head -100 "$work/diff.txt" >&2
    exit 1
fi
