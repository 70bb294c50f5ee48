#!/usr/bin/env bash
# Audits Examples/ with the strict JUnit dialect and checks the report the way CI systems read it:
# both Jenkins schemas (xmllint) and three independent Python consumers whose counts must equal
# the tool's own summary (its JSON report, itself checked against docs/report.schema.json).
# The MorphModalKit example fails its audit, so exit 1 is expected; 0 is fine too; 2 (an input
# could not be used) or 64 (usage) fail CI.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${CI_REPORTS:-.build/ci-reports}"
mkdir -p "$out"
junit="$out/examples.junit.xml"
json="$out/examples.json"

set +e
swift run morph-audit audit Examples/ --junit-dialect strict \
    --report "junit:$junit" --report "json:$json" --report "sarif:$out/examples.sarif"
status=$?
set -e
case "$status" in
    0 | 1) echo "morph-audit audit Examples/ exited $status" ;;
    *) echo "morph-audit audit Examples/ exited $status: an input could not be used or the command line is wrong" >&2
       exit 1 ;;
esac
for report in "$junit" "$json" "$out/examples.sarif"; do
    [ -s "$report" ] || { echo "missing report $report" >&2; exit 1; }
done

if ! command -v xmllint >/dev/null; then
    apt-get install -y libxml2-utils >/dev/null
fi
schemas=../shared/junit-schemas
[ -d "$schemas" ] || schemas=Tests/ConformanceRulesTests/Fixtures/junit-schemas
xmllint --noout --schema "$schemas/jenkins-xunit-junit-10.xsd" "$junit"
xmllint --noout --schema "$schemas/junit5-jenkins-junit.xsd" "$junit"

venv="${CI_VENV:-.build/ci-venv}"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/pip" install --quiet junitparser junit2html xunitparser jsonschema
"$venv/bin/python" .ci/check_junit.py "$junit" "$json" --exit-status "$status"
"$venv/bin/python" -c 'import json, sys, jsonschema
schema = json.load(open("docs/report.schema.json"))
jsonschema.Draft202012Validator(schema).validate(json.load(open(sys.argv[1])))
print(sys.argv[1] + ": valid against docs/report.schema.json")' "$json"
"$venv/bin/junit2html" "$junit" "$out/examples.html"
