#!/usr/bin/env python3
"""Checks a morph-audit SARIF report the way GitHub code scanning ingests it.

1. Valid against the official SARIF 2.1.0 schema (vendored in .ci/schemas/sarif-2.1.0/).
2. The rules GitHub documents for SARIF uploads ("SARIF support for code scanning" and "SARIF
   results exceed limit"): version 2.1.0; at most 20 runs, 25,000 results and 25,000 rules per run,
   20 tags per rule, 1,000 locations per result; every result names a rule of the run, has a
   message and a physical location with a file and `region.startLine`; file paths relative to the
   repository root (through `%SRCROOT%`, declared in `originalUriBaseIds`); partialFingerprints on
   every result, none shared by two results of one rule and file; absolute https `informationUri`
   and `helpUri`; at most 10 MB once gzipped.

Usage: check_sarif.py REPORT.sarif SCHEMA.json
"""
import gzip
import json
import sys
from urllib.parse import urlparse

import jsonschema


def main(argv):
    report_path, schema_path = argv[1], argv[2]
    raw = open(report_path, "rb").read()
    log = json.loads(raw)
    schema = json.load(open(schema_path, encoding="utf-8"))
    problems = [f"schema: {'/'.join(map(str, error.absolute_path))}: {error.message}"
                for error in jsonschema.Draft4Validator(schema).iter_errors(log)]

    if log.get("version") != "2.1.0":
        problems.append("version is not 2.1.0")
    if len(gzip.compress(raw)) > 10 * 1024 * 1024:
        problems.append("the file is over 10 MB gzipped")
    runs = log.get("runs", [])
    if not 1 <= len(runs) <= 20:
        problems.append(f"{len(runs)} runs; GitHub takes 1 to 20")
    results_seen = 0
    for run_index, run in enumerate(runs):
        driver = run.get("tool", {}).get("driver", {})
        where = f"runs[{run_index}]"
        if not driver.get("name"):
            problems.append(f"{where}: tool.driver.name is missing")
        check_url(problems, f"{where}.tool.driver.informationUri", driver.get("informationUri"))
        rules = driver.get("rules", [])
        if len(rules) > 25000:
            problems.append(f"{where}: {len(rules)} rules; the limit is 25,000")
        rule_ids = [rule.get("id") for rule in rules]
        for rule in rules:
            if len(rule.get("properties", {}).get("tags", [])) > 20:
                problems.append(f"{where}: rule {rule.get('id')} has more than 20 tags")
            check_url(problems, f"{where}: rule {rule.get('id')} helpUri", rule.get("helpUri"), optional=True)
        base_ids = run.get("originalUriBaseIds", {})
        results = run.get("results", [])
        results_seen += len(results)
        if len(results) > 25000:
            problems.append(f"{where}: {len(results)} results; the limit is 25,000")
        fingerprints = set()
        for index, result in enumerate(results):
            at = f"{where}.results[{index}]"
            rule_id = result.get("ruleId")
            if rule_id not in rule_ids:
                problems.append(f"{at}: ruleId {rule_id!r} is not a rule of the run")
            elif "ruleIndex" in result and rule_ids[result["ruleIndex"]] != rule_id:
                problems.append(f"{at}: ruleIndex does not point at {rule_id}")
            if not result.get("message", {}).get("text"):
                problems.append(f"{at}: no message.text")
            locations = result.get("locations", [])
            related = result.get("relatedLocations", [])
            if not locations:
                problems.append(f"{at}: no location")
            if len(locations) + len(related) > 1000:
                problems.append(f"{at}: more than 1,000 locations")
            for name, group in (("locations", locations), ("relatedLocations", related)):
                for number, location in enumerate(group):
                    check_location(problems, f"{at}.{name}[{number}]", location, base_ids)
            fingerprint = result.get("partialFingerprints")
            if not fingerprint:
                problems.append(f"{at}: no partialFingerprints")
            else:
                uri = locations[0]["physicalLocation"]["artifactLocation"].get("uri") if locations else None
                key = (rule_id, uri, json.dumps(fingerprint, sort_keys=True))
                if key in fingerprints:
                    problems.append(f"{at}: partialFingerprints repeat an earlier result of {rule_id} in {uri}")
                fingerprints.add(key)

    for problem in problems[:50]:
        print(f"{report_path}: {problem}", file=sys.stderr)
    if problems:
        print(f"{report_path}: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(f"{report_path}: valid SARIF 2.1.0 and within GitHub's upload rules ({results_seen} results)")
    return 0


def check_location(problems, at, location, base_ids):
    physical = location.get("physicalLocation")
    if not physical:
        problems.append(f"{at}: no physicalLocation")
        return
    artifact = physical.get("artifactLocation", {})
    uri = artifact.get("uri")
    if not uri:
        problems.append(f"{at}: no artifactLocation.uri")
    elif urlparse(uri).scheme or uri.startswith("/") or uri.startswith("../"):
        problems.append(f"{at}: {uri} is not relative to the repository root")
    base = artifact.get("uriBaseId")
    if base != "%SRCROOT%" or base not in base_ids:
        problems.append(f"{at}: uriBaseId {base!r} is not the declared %SRCROOT%")
    line = physical.get("region", {}).get("startLine")
    if not isinstance(line, int) or line < 1:
        problems.append(f"{at}: no region.startLine")


def check_url(problems, what, url, optional=False):
    if url is None and optional:
        return
    parsed = urlparse(url or "")
    if parsed.scheme != "https" or not parsed.netloc or parsed.netloc.endswith(".invalid"):
        problems.append(f"{what}: {url!r} is not an absolute https URL")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
