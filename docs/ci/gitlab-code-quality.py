#!/usr/bin/env python3
"""Turns morph-audit's JSON report into a GitLab Code Quality report (Code Climate issues), so the
problems appear in the merge request's Code Quality widget.

Usage: gitlab-code-quality.py REPORT.json > gl-code-quality.json

One issue per unsuppressed problem, located at its scenario file and line (paths as morph-audit
was given them: run it from the repository root). Severity: a problem that fails the run is
`critical`, other errors `major`, warnings `minor`, infos and reviews `info`. The fingerprint is
the problem's own (stable across runs) with the file, so GitLab tells new problems from fixed ones.
"""
import hashlib
import json
import sys

SEVERITY = {"error": "major", "warning": "minor", "info": "info"}


def issues(report):
    for scenario in report["scenarios"]:
        for problem in scenario.get("problems", []):
            if problem.get("suppression"):
                continue
            if problem["counted"]:
                severity = "critical"
            elif problem["outcome"] == "cantTell":
                severity = "info"
            else:
                severity = SEVERITY.get(problem["severity"], "info")
            where = problem.get("environments")
            target = problem.get("path") or problem.get("element")
            description = f"{problem['state']}: " + (f"{target}: " if target else "") + problem["message"]
            if problem["outcome"] == "cantTell":
                description = "needs review: " + description
            if where:
                description += " " + where
            fingerprint = hashlib.sha256(f"{problem['fingerprint']}|{problem['file']}".encode()).hexdigest()
            yield {
                "type": "issue",
                "check_name": problem["rule"],
                "description": description,
                "categories": ["Accessibility"],
                "severity": severity,
                "fingerprint": fingerprint,
                "location": {"path": problem["file"].removeprefix("./"), "lines": {"begin": problem.get("line") or 1}},
            }


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 64
    with open(argv[1], encoding="utf-8") as handle:
        report = json.load(handle)
    json.dump(list(issues(report)), sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
