#!/usr/bin/env bash
# Runs one fuzz target for a while: builds it if needed (Fuzz/build.sh), seeds its corpus from
# the examples and test fixtures, and runs libFuzzer with the format's dictionary.
#
#     Fuzz/run.sh TARGET SECONDS [libFuzzer options...]
#
# The working corpus grows in .build/fuzz/corpus/TARGET; Fuzz/regressions/TARGET (inputs that
# once crashed) is replayed first on every run. A crash, a leak, an input running longer than
# 10 s or a process above 2 GB stops the run with a non-zero status and leaves the input in
# .build/fuzz/artifacts/TARGET/. The last lines give executions and coverage.
set -euo pipefail
cd "$(dirname "$0")/.."

if (($# < 2)); then
    echo "usage: Fuzz/run.sh TARGET SECONDS [libFuzzer options...]" >&2
    echo "targets: $(Fuzz/targets.sh | tr '\n' ' ')" >&2
    exit 64
fi
target="$1" seconds="$2"
shift 2
Fuzz/build.sh "$target"

optimization="${FUZZ_OPTIMIZATION:--Onone}"
out=".build/fuzz/${optimization#-}"
fixtures=Tests/ConformanceRulesTests/Fixtures
imports="$fixtures/import"
case "$target" in
    scenario-xml) seeds=(Examples/morphing-sheet/*.xml "$fixtures/morphing-sheet.xml"); dictionary=scenario-xml ;;
    scenario-json) seeds=(); dictionary=scenario-json ;;
    scenario-json-pieces) seeds=(); dictionary=scenario-json ;;
    detect) seeds=(Examples/morphing-sheet/*.xml "$imports"/*.xml "$imports"/*.json "$imports"/*.txt "$imports"/semantics/*.txt
                  "$imports"/captures/*.txt "$imports"/captures/*.xml Fuzz/seeds/scenario-json/* Fuzz/seeds/wrapped-printout/*)
            dictionary=scenario-xml ;;
    pack) seeds=(Examples/packs/*.xml Benchmarks/packs/*.xml); dictionary=pack ;;
    configuration) seeds=(); dictionary=configuration ;;
    uiautomator) seeds=("$imports"/uiautomator-dump.xml "$imports"/uia2-*.xml "$imports"/androidx-*.xml "$imports"/malformed/bad-bounds.xml)
                 dictionary=uiautomator ;;
    appium-xcuitest) seeds=("$imports"/appium-ios-sheet.xml "$imports"/wda-raw-alert.xml "$imports"/malformed/truncated-page-source.xml)
                     dictionary=uiautomator ;;
    appium-xcuitest-json) seeds=("$imports"/wda-source.json "$imports"/malformed/bad-rect.json); dictionary=appium-xcuitest-json ;;
    xcuitest-description) seeds=("$imports"/*description*.txt "$imports"/malformed/bad-frame-description.txt)
                          dictionary=xcuitest-description ;;
    maestro) seeds=("$imports"/maestro-*.txt "$imports"/maestro-*.json "$imports"/malformed/broken-maestro.txt); dictionary=maestro ;;
    compose-semantics) seeds=("$imports"/semantics/compose-*.txt "$imports"/captures/compose-*.txt "$imports"/malformed/compose-*.txt
                              "$imports"/capture-sets/compose-share-sheet/*.txt)
                       dictionary=compose-semantics ;;
    flutter-semantics) seeds=("$imports"/semantics/flutter-*.txt "$imports"/captures/flutter-*.txt "$imports"/malformed/flutter-*.txt)
                       dictionary=flutter-semantics ;;
    wrapped-printout) seeds=("$imports"/semantics/compose-m3-sheet-partial.txt "$imports"/xcuitest-description.txt "$imports"/wda-description.txt)
                      dictionary=wrapped-printout ;;
    capture-set) seeds=("$imports"/capture-sets/*/capture-set.json); dictionary=capture-set ;;
    junit-merge) seeds=("$fixtures"/golden/*.junit.xml); dictionary=junit-merge ;;
    baseline) seeds=(); dictionary=baseline ;;
    *) echo "fuzz: no seeds for '$target'" >&2; exit 64 ;;
esac

corpus=".build/fuzz/corpus/$target"
artifacts=".build/fuzz/artifacts/$target"
mkdir -p "$corpus" "$artifacts"
for seed in "${seeds[@]}"; do
    [ -f "$seed" ] && cp "$seed" "$corpus/seed-$(basename "$seed")"
done
extra=()
for folder in "Fuzz/seeds/$target" "Fuzz/regressions/$target"; do
    [ -d "$folder" ] && extra+=("$folder")
done

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
exec "$out/bin/$target" "$corpus" "${extra[@]}" -dict="Fuzz/dictionaries/$dictionary.dict" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$artifacts/" \
    -print_final_stats=1 "$@"
