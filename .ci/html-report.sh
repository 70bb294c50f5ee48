#!/usr/bin/env bash
# The HTML report of Examples/ in headless Chromium (.ci/check_html_report.py): nothing loaded from
# anywhere, every outlined element where the scenario file puts it, axe-core finding no violation,
# reflow at 200 % zoom, filters working from the keyboard without script; screenshots of a
# wireframe and a motion section. Shares the browser set-up of the axe agreement step.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/browser-setup.sh

out="${CI_REPORTS:-.build/ci-reports}/html-report"
mkdir -p "$out"
swift build --product morph-audit >/dev/null
tool="$(swift build --show-bin-path)/morph-audit"
set +e
"$tool" audit Examples/ --quiet --report "html:$out/morph-audit.html" --report "junit:$out/morph-audit.junit.xml" --junit-attachments
status=$?
set -e
case "$status" in
    0 | 1) ;;
    *) echo "morph-audit audit Examples/ exited $status" >&2; exit 1 ;;
esac
# Every attachment the JUnit report names exists and is an SVG document.
"$BROWSER_VENV/bin/python" - "$out/morph-audit.junit.xml" <<'PY'
import re, sys, xml.etree.ElementTree as ElementTree
named = set(re.findall(r"\[\[ATTACHMENT\|([^\[\]|]+?)\]\]", open(sys.argv[1], encoding="utf-8").read()))
if not named:
    sys.exit("the JUnit report names no attachment")
for path in named:
    if ElementTree.parse(path).getroot().tag != "{http://www.w3.org/2000/svg}svg":
        sys.exit(f"{path} is not an SVG document")
print(f"{len(named)} JUnit attachments named and written")
PY
"$BROWSER_VENV/bin/python" .ci/check_html_report.py "$out/morph-audit.html" --axe "$AXE_SCRIPT" --out "$out" \
    ${HTML_REPORT_README_IMAGE:+--readme-image "$HTML_REPORT_README_IMAGE"}
