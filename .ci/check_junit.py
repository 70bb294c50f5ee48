#!/usr/bin/env python3
"""Opens a morph-audit JUnit report with three independent consumers (junitparser, xunitparser,
junit2html) and checks that each finds the same counts as the tool's own JSON report.

Usage: check_junit.py REPORT.junit.xml REPORT.json [--include-inapplicable] [--exit-status N]
"""
import json
import sys
import tempfile

import junitparser
import xunitparser
from junit2htmlreport import parser as junit2html_parser


def main(argv):
    junit_path, json_path = argv[1], argv[2]
    include_inapplicable = "--include-inapplicable" in argv
    totals = json.load(open(json_path, encoding="utf-8"))
    document = totals
    # One testcase per rule × state check, plus one per input that could not be used.
    totals = document["totals"]
    checks = totals["checks"]
    expected = {
        "tests": checks["passed"] + checks["failed"] + checks["belowThreshold"] + checks["cantTell"]
        + totals["inputErrors"] + (checks["inapplicable"] if include_inapplicable else 0),
        "failures": checks["failed"],
        "errors": totals["inputErrors"],
        "skipped": checks["cantTell"] + (checks["inapplicable"] if include_inapplicable else 0),
    }
    problems = []

    # junitparser: the counts it derives from the testcases, and the attributes the file declares.
    xml = junitparser.JUnitXml.fromfile(junit_path)
    cases = [case for suite in xml for case in suite]
    found = {
        "tests": len(cases),
        "failures": sum(1 for c in cases if any(isinstance(r, junitparser.Failure) for r in c.result)),
        "errors": sum(1 for c in cases if any(isinstance(r, junitparser.Error) for r in c.result)),
        "skipped": sum(1 for c in cases if any(isinstance(r, junitparser.Skipped) for r in c.result)),
    }
    declared = {"tests": xml.tests, "failures": xml.failures, "errors": xml.errors}
    compare(problems, "junitparser (testcases)", found, expected)
    compare(problems, "junitparser (root attributes)", declared, expected)
    identities = [(c.classname, c.name) for c in cases]
    if len(set(identities)) != len(identities):
        problems.append("junitparser: (classname, name) is not unique")

    # xunitparser asserts that the root's counts equal what it parsed; it raises otherwise.
    with open(junit_path, "rb") as handle:
        _, result = xunitparser.parse(handle)
    compare(problems, "xunitparser", {
        "tests": result.testsRun, "failures": len(result.failures), "errors": len(result.errors),
        "skipped": len(result.skipped)}, expected)

    # junit2html: parse and render to HTML.
    report = junit2html_parser.Junit(junit_path)
    html_cases = [case for suite in report.suites for case in suite.all()]
    compare(problems, "junit2html", {"tests": len(html_cases)}, {"tests": expected["tests"]})
    with tempfile.NamedTemporaryFile("w", suffix=".html", encoding="utf-8") as html:
        html.write(report.html())

    if "--exit-status" in argv:
        status = int(argv[argv.index("--exit-status") + 1])
        if status != document["exitStatus"]:
            problems.append(f"the tool exited {status} but its JSON report says {document['exitStatus']}")

    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    print(f"{junit_path}: junitparser, xunitparser and junit2html agree with the tool: {expected}")
    return 0


def compare(problems, who, found, expected):
    for key, value in found.items():
        if value != expected[key]:
            problems.append(f"{who}: {key} = {value}, the tool's summary says {expected[key]}")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
