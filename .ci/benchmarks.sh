#!/usr/bin/env bash
# Scale benchmark at smoke sizes (Benchmarks/run.sh --smoke): fails when any ratio of paired runs
# (CPU time against xmllint and the lxml script, memory, growth) is more than 25 % worse than the
# baseline recorded in Benchmarks/smoke-baseline.json. The baseline has no --jobs speed-up: that
# wall-clock ratio only means something on an idle machine, which CI does not promise. After a
# change meant to move a ratio: `Benchmarks/run.sh --smoke --json Benchmarks/smoke-baseline.json`.
#
# Ratios on a shared machine vary by up to about 20 % from run to run, so a failed check is run
# once more: a regression fails both runs, a noisy neighbour rarely twice.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! Benchmarks/run.sh --smoke --check Benchmarks/smoke-baseline.json; then
    echo "benchmarks: a ratio was more than 25 % worse; measuring once more" >&2
    Benchmarks/run.sh --smoke --check Benchmarks/smoke-baseline.json
fi
