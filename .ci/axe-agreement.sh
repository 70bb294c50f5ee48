#!/usr/bin/env bash
# The differential test against axe-core (docs/axe-agreement.md): a few hundred seeded synthetic
# sheets, the paired rules' own examples and Examples/, judged by morph-audit and by axe-core in
# headless Chromium; fails on a disagreement that belongs to no documented class.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/browser-setup.sh

# The debug build .ci/run made: this is a correctness check; docs/axe-agreement.md's timings come
# from release builds (Differential/README.md).
swift build --product morph-audit
swift build --product agreement-verdicts
out="${CI_REPORTS:-.build/ci-reports}/axe-agreement"
"$BROWSER_VENV/bin/python" Differential/axe_agreement.py --snapshots "${AXE_AGREEMENT_SNAPSHOTS:-300}" \
    --seed "${AXE_AGREEMENT_SEED:-18}" --axe "$AXE_SCRIPT" --examples Examples --out "$out" \
    --morph-audit .build/debug/morph-audit --verdicts .build/debug/agreement-verdicts
