#!/usr/bin/env bash
# Audits Examples/ from inside the folder (so the file URIs must be made relative to the
# repository root, not to the working directory) and checks the SARIF report against the official
# SARIF 2.1.0 schema and the rules GitHub documents for SARIF uploads. Runs the audit twice to
# check that the fingerprints GitHub matches alerts by are the same from one run to the next.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${CI_REPORTS:-.build/ci-reports}"
mkdir -p "$out"
root="$(pwd)"
swift build --product morph-audit >/dev/null
tool="$(swift build --show-bin-path)/morph-audit"
for run in 1 2; do
    set +e
    (cd Examples && "$tool" audit . --quiet --report "sarif:$root/$out/examples.$run.sarif")
    status=$?
    set -e
    case "$status" in
        0 | 1) ;;
        *) echo "morph-audit audit Examples/ exited $status" >&2; exit 1 ;;
    esac
done

venv="${CI_VENV:-.build/ci-venv}"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet jsonschema
"$venv/bin/python" .ci/check_sarif.py "$out/examples.1.sarif" .ci/schemas/sarif-2.1.0/sarif-schema-2.1.0.json
"$venv/bin/python" - "$out/examples.1.sarif" "$out/examples.2.sarif" <<'PY'
import json, sys
def fingerprints(path):
    return [r["partialFingerprints"] for r in json.load(open(path))["runs"][0]["results"]]
first, second = map(fingerprints, sys.argv[1:3])
if first != second:
    sys.exit("partialFingerprints differ between two runs of the same audit")
print(f"{len(first)} fingerprints are the same in two runs")
PY
