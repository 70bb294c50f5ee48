#!/usr/bin/env bash
# Capture sets: every capture set among the test fixtures must be valid against
# docs/capture-set.schema.json and validate with morph-audit, and a few broken ones must be
# refused by both, so the published schema and the reader say the same thing.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product morph-audit >/dev/null
tool="$(swift build --show-bin-path)/morph-audit"
venv="${CI_VENV:-.build/ci-venv}"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet jsonschema

sets=$(find Tests/ConformanceRulesTests/Fixtures/import/capture-sets -name 'capture-set.json' | sort)
for set in $sets; do
    if ! output=$("$tool" validate "$set" 2>&1); then
        echo "$output" >&2
        exit 1
    fi
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
printf '%s' '{"captureSet": 1, "captures": [{"state": "a", "fiel": "a.txt"}]}' > "$work/unknown-key.json"
printf '%s' '{"captureSet": 2, "captures": [{"state": "a", "file": "a.txt"}]}' > "$work/version.json"
printf '%s' '{"captureSet": 1, "captures": [{"state": "a", "file": "a.txt"}], "transitions": [{"kind": "presnt", "from": "a", "to": "a"}]}' > "$work/kind.json"
printf '%s' '{"captureSet": 1, "environment": {"density": 40}, "captures": [{"state": "a", "file": "a.txt"}]}' > "$work/density.json"
for broken in "$work"/*.json; do
    if "$tool" validate "$broken" >/dev/null 2>&1; then
        echo "morph-audit accepted $broken" >&2
        exit 1
    fi
done
"$venv/bin/python" - docs/capture-set.schema.json $sets -- "$work"/*.json <<'PY'
import json, sys
import jsonschema
args = sys.argv[1:]
schema = json.load(open(args[0]))
split = args.index("--")
good, broken = args[1:split], args[split + 1:]
validator = jsonschema.Draft202012Validator(schema)
for path in good:
    errors = list(validator.iter_errors(json.load(open(path))))
    if errors:
        sys.exit(f"{path}: not valid against the schema: {errors[0].message}")
    print(f"{path}: valid against docs/capture-set.schema.json")
for path in broken:
    if validator.is_valid(json.load(open(path))):
        sys.exit(f"{path}: the schema accepts what morph-audit refuses")
print(f"{len(broken)} broken capture sets refused by the schema and by morph-audit")
PY
