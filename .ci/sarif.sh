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

# With a baseline: write one for Examples/, then judge against a copy that lacks one entry (its
# problem is new) and holds one whose problem does not exist (fixed), so the SARIF has every
# baselineState. The SARIF must still pass the official schema and GitHub's rules; the baseline
# file and the JSON report are checked against docs/baseline.schema.json and docs/report.schema.json.
(cd Examples && "$tool" baseline write . -o "$root/$out/examples.baseline.json" >/dev/null)
"$venv/bin/python" - "$out/examples.baseline.json" "$out/examples.edited-baseline.json" <<'PY'
import json, sys, jsonschema
baseline = json.load(open(sys.argv[1]))
jsonschema.Draft202012Validator(json.load(open("docs/baseline.schema.json"))).validate(baseline)
def fingerprint(entry):
    state = ["transition", entry["transition"]] if "transition" in entry else ["state", entry["state"]]
    value = 0xCBF29CE484222325
    for part in [entry["rule"], entry["scenario"], *state, entry.get("element", ""), entry["outcome"]]:
        for byte in part.encode() + b"\x1f":
            value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{value:016x}"
entries = baseline["entries"]
assert all(fingerprint(entry) == entry["fingerprint"] for entry in entries), "fingerprints are FNV-1a of their parts"
# handle-contrast is an error: its problem, left out, fails the run; the same rule on an element
# that does not exist is an entry nothing matches.
left_out = next(entry for entry in entries if entry["rule"] == "handle-contrast")
gone = dict(left_out, element="ci-element-that-is-gone")
gone["fingerprint"] = fingerprint(gone)
baseline["entries"] = [entry for entry in entries if entry is not left_out] + [gone]
json.dump(baseline, open(sys.argv[2], "w"))
print(f"{sys.argv[1]}: {len(entries)} entries, valid against docs/baseline.schema.json")
PY
set +e
(cd Examples && "$tool" audit . --quiet --baseline "$root/$out/examples.edited-baseline.json" \
    --report "sarif:$root/$out/examples.baseline.sarif" --report "json:$root/$out/examples.baseline-report.json")
status=$?
set -e
[ "$status" = 1 ] || { echo "audit --baseline with one entry left out exited $status, not 1" >&2; exit 1; }
"$venv/bin/python" .ci/check_sarif.py "$out/examples.baseline.sarif" .ci/schemas/sarif-2.1.0/sarif-schema-2.1.0.json
"$venv/bin/python" - "$out/examples.baseline.sarif" "$out/examples.baseline-report.json" <<'PY'
import collections, json, sys, jsonschema
results = json.load(open(sys.argv[1]))["runs"][0]["results"]
states = collections.Counter(result.get("baselineState") for result in results)
assert states["new"] == 1 and states["absent"] == 1 and states["unchanged"] > 200 and None not in states, states
report = json.load(open(sys.argv[2]))
jsonschema.Draft202012Validator(json.load(open("docs/report.schema.json"))).validate(report)
assert report["exitStatus"] == 1 and len(report["baseline"]["fixed"]) == 1
print(f"{sys.argv[1]}: baselineState {dict(states)}; {sys.argv[2]} valid against docs/report.schema.json")
PY

# Over GitHub's 25,000 results per run: 13,000 buttons piled in one column have about 26,000
# problems. The SARIF keeps 25,000, says how many it left out, and still passes the schema and
# GitHub's rules; the JSON report keeps them all.
awk 'BEGIN {
    printf "<scenario format-version=\"1\" id=\"siblings\"><snapshot id=\"s\" state=\"s\"><environment platform=\"iOS\"/>"
    printf "<node id=\"window\" role=\"window\" frame=\"0 0 393 852\">"
    for (i = 0; i < 13000; i++) printf "<node id=\"b%d\" role=\"button\" label=\"Row %d\" frame=\"0 %d 60 44\"/>", i, i, i % 800
    printf "</node></snapshot></scenario>\n"
}' >"$out/siblings.xml"
set +e
"$tool" audit "$out/siblings.xml" --quiet --report "sarif:$out/siblings.sarif" --report "json:$out/siblings.json" \
    2>"$out/siblings.stderr"
status=$?
set -e
case "$status" in
    0 | 1) ;;
    *) echo "morph-audit audit of 13,000 siblings exited $status" >&2; cat "$out/siblings.stderr" >&2; exit 1 ;;
esac
grep -q "siblings.sarif: warning: .* results left out" "$out/siblings.stderr" \
    || { echo "no warning about the results left out of the SARIF report" >&2; exit 1; }
"$venv/bin/python" .ci/check_sarif.py "$out/siblings.sarif" .ci/schemas/sarif-2.1.0/sarif-schema-2.1.0.json
"$venv/bin/python" - "$out/siblings.sarif" "$out/siblings.json" <<'PY'
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
problems = json.load(open(sys.argv[2]))["totals"]["problems"]["problems"]
omitted = run["invocations"][0]["properties"]["omittedResults"]
assert len(run["results"]) == 25000 and omitted == problems - 25000 > 0, (len(run["results"]), omitted, problems)
assert any(n["level"] == "warning" for n in run["invocations"][0]["toolExecutionNotifications"])
print(f"{sys.argv[1]}: 25000 of {problems} results kept, {omitted} left out and said so")
PY
