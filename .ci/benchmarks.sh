#!/usr/bin/env bash
# Scale benchmark at smoke sizes (Benchmarks/run.sh --smoke): fails when any ratio of paired runs
# (CPU time against xmllint and the lxml script, memory, growth) is more than 25 % worse than the
# baseline recorded in Benchmarks/smoke-baseline.json. The baseline has no --jobs speed-up: that
# wall-clock ratio only means something on an idle machine, which CI does not promise. After a
# change meant to move a ratio: `Benchmarks/run.sh --smoke --json Benchmarks/smoke-baseline.json`.
set -euo pipefail
cd "$(dirname "$0")/.."
Benchmarks/run.sh --smoke --check Benchmarks/smoke-baseline.json
