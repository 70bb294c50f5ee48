#!/usr/bin/env python3
"""Checks the CI recipes of docs/ci/ beyond what actionlint sees.

- The GitLab file parses as YAML and its job writes the JUnit and Code Quality reports GitLab
  reads (artifacts:reports:junit and :codequality, kept `when: always`).
- Every `--option` a recipe (or docs/ci.md) passes to morph-audit is one the command knows,
  checked against `morph-audit help audit` and `help merge`, so the recipes cannot drift from the
  tool.
- gitlab-code-quality.py turns a real JSON report into Code Climate issues GitLab accepts: a
  list of objects with description, check_name, fingerprint (unique), a known severity and a
  location with a path and a line.

Usage: check_ci_recipes.py MORPH_AUDIT_BINARY REPORT.json
"""
import json
import pathlib
import re
import subprocess
import sys

import yaml

RECIPES = pathlib.Path("docs/ci")
# Options of other programs that appear in the recipes.
FOREIGN = {"--no-install-recommends", "--package-path", "--product", "--depth", "--branch"}


def main(argv):
    tool, report = argv[1], argv[2]
    problems = []

    gitlab = yaml.safe_load((RECIPES / "gitlab-ci.yml").read_text(encoding="utf-8"))
    job = gitlab.get("accessibility-audit", {})
    reports = job.get("artifacts", {}).get("reports", {})
    if not job.get("script"):
        problems.append("gitlab-ci.yml: the job has no script")
    if reports.get("junit") != "reports/morph-audit.junit.xml" or "codequality" not in reports:
        problems.append("gitlab-ci.yml: the job does not hand GitLab its JUnit and Code Quality reports")
    if job.get("artifacts", {}).get("when") != "always":
        problems.append("gitlab-ci.yml: reports of a failing audit would be lost (artifacts:when is not always)")

    known = set()
    for command in ("audit", "merge"):
        help_text = subprocess.run([tool, "help", command], capture_output=True, text=True, check=True).stdout
        known |= set(re.findall(r"(--[a-z][a-z-]*)", help_text))
    files = sorted(RECIPES.iterdir()) + [pathlib.Path("docs/ci.md")]
    for path in files:
        if path.suffix == ".py":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            for option in re.findall(r"(?<![\w-])(--[a-z][a-z-]*)", line):
                if option not in known and option not in FOREIGN:
                    problems.append(f"{path}:{number}: morph-audit has no option {option}")

    converter = subprocess.run([sys.executable, str(RECIPES / "gitlab-code-quality.py"), report],
                               capture_output=True, text=True, check=True)
    issues = json.loads(converter.stdout)
    document = json.load(open(report, encoding="utf-8"))
    expected = sum(1 for scenario in document["scenarios"] for problem in scenario["problems"]
                   if not problem.get("suppression"))
    if not isinstance(issues, list) or len(issues) != expected:
        problems.append(f"gitlab-code-quality.py: {len(issues)} issues for {expected} unsuppressed problems")
    fingerprints = set()
    for index, issue in enumerate(issues):
        where = f"gitlab-code-quality.py: issue {index}"
        if not issue.get("description") or not issue.get("check_name"):
            problems.append(f"{where}: no description or check_name")
        if issue.get("severity") not in {"info", "minor", "major", "critical", "blocker"}:
            problems.append(f"{where}: severity {issue.get('severity')!r}")
        location = issue.get("location", {})
        if not location.get("path") or location.get("path", "").startswith("/") or location.get("lines", {}).get("begin", 0) < 1:
            problems.append(f"{where}: location {location}")
        if issue.get("fingerprint") in fingerprints:
            problems.append(f"{where}: fingerprint repeats an earlier issue")
        fingerprints.add(issue.get("fingerprint"))

    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"CI recipes: GitLab job and Code Quality conversion ({len(issues)} issues) in order; every morph-audit option exists")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
