"""The differential test of morph-audit against axe-core (docs/axe-agreement.md).

    python Differential/axe_agreement.py --snapshots 300 --seed 18 --axe PATH/axe.min.js \\
        [--examples Examples] [--out .build/axe-agreement] [--morph-audit BIN] [--verdicts BIN]

Generates seeded synthetic sheets (sheet_generator.py), asks morph-audit for every verdict of the
paired rules (agreement-verdicts), renders each snapshot as ARIA HTML (aria_render.py), runs
axe-core on it in headless Chromium (axe_browser.py), and compares the two node by node for each
pair of rules that judge the same property. Every disagreement must fall in a documented class
(disagreements.py, described in docs/axe-agreement.md); the run exits 1 when one does not, and
writes the agreement per pair and the time per node of both engines to OUT/summary.json and
OUT/summary.md.
"""

import argparse
import glob
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import aria_render  # noqa: E402
import disagreements  # noqa: E402
import pixels  # noqa: E402
import sheet_generator  # noqa: E402
from axe_browser import AxeBrowser  # noqa: E402

AXE_RULES = sorted({rule for pair in disagreements.PAIRS for rule in pair.axe_rules})
MORPH_RULES = sorted({rule for pair in disagreements.PAIRS for rule in pair.morph_rules})


def morph_verdicts(binary, paths):
    """{(file, snapshot): {rule: {node: (outcome, message)}}} from agreement-verdicts, and the
    seconds its processes took (the paired rules only, passes listed)."""
    verdicts = {}
    seconds = 0.0
    for start in range(0, len(paths), 200):
        batch = paths[start:start + 200]
        started = time.perf_counter()
        run = subprocess.run([binary, "--rules", ",".join(MORPH_RULES), *batch], capture_output=True, text=True)
        seconds += time.perf_counter() - started
        if run.returncode not in (0,):
            raise SystemExit(f"agreement-verdicts exited {run.returncode}: {run.stderr.strip()}")
        for row in json.loads(run.stdout):
            per_rule = verdicts.setdefault((row["file"], row["snapshot"]), {}).setdefault(row["rule"], {})
            per_rule[row["target"]] = (row["outcome"], row["message"], row["measured"])
    return verdicts, seconds


def time_morph_audit(binary, paths, out):
    """Wall-clock seconds of one whole `morph-audit audit` process over the files, one job."""
    started = time.perf_counter()
    run = subprocess.run([binary, "audit", *paths, "--jobs", "1", "--report", f"json:{out}"],
                         capture_output=True, text=True)
    seconds = time.perf_counter() - started
    if run.returncode not in (0, 1):
        raise SystemExit(f"morph-audit audit exited {run.returncode}: {run.stderr.strip()[:2000]}")
    return seconds


def json_scenario(path, morph_audit, scratch):
    """The JSON form of a scenario file (XML ones are converted by morph-audit)."""
    if path.endswith(".json"):
        with open(path, encoding="utf-8") as source:
            return json.load(source)
    converted = os.path.join(scratch, os.path.basename(path) + ".json")
    subprocess.run([morph_audit, "convert", path, "--to", "json", "--output", converted], check=True,
                   capture_output=True)
    with open(converted, encoding="utf-8") as source:
        return json.load(source)


def load_load_average():
    try:
        with open("/proc/loadavg") as source:
            return " ".join(source.read().split()[:3])
    except OSError:
        return "unknown"


def rule_examples(binary, folder):
    """The examples of the paired morph-audit rules, one scenario file each."""
    for old in glob.glob(os.path.join(folder, "*.json")):
        os.remove(old)
    subprocess.run([binary, "--rules", ",".join(MORPH_RULES), "--write-examples", folder], check=True)
    return sorted(glob.glob(os.path.join(folder, "*.json")))


def run_corpus(name, paths, arguments, browser, scratch, keep_all=False):
    verdicts, verdict_seconds = morph_verdicts(arguments.verdicts, paths)
    slug = "".join(character if character.isalnum() else "-" for character in name).strip("-")
    morph_seconds = time_morph_audit(arguments.morph_audit, paths, os.path.join(scratch, f"{slug}.audit.json"))
    tally = disagreements.Tally(keep_all=keep_all)
    axe_milliseconds = 0.0
    confirmed_by_pixels = 0
    nodes = 0
    snapshots = 0
    for path in paths:
        document = json_scenario(path, arguments.morph_audit, scratch)
        for snap in document["snapshots"]:
            snapshots += 1
            tree = disagreements.Tree(snap)
            nodes += len(tree.nodes)
            outcomes, milliseconds, glyphs = browser.run(aria_render.render_body(snap), AXE_RULES)
            tree.glyphs = glyphs
            axe_milliseconds += milliseconds
            morph = verdicts.get((path, snap["id"]), {})
            tally.compare(path, snap["id"], tree, morph, outcomes)
            # Where a class says axe's colours are not what is painted, look at the pixels.
            for case, class_name in tally.to_paint:
                colour = case.node.get("foreground", "#000000")[:7]
                painted = pixels.painted_colours(browser.driver, aria_render.render_body(snap), case.node_id, colour)
                confirmed_by_pixels += disagreements.confirm_painted(tally, case, class_name, *painted)
            tally.to_paint.clear()
    return {
        "corpus": name,
        "files": len(paths),
        "snapshots": snapshots,
        "nodes": nodes,
        "pairs": tally.summary(),
        "undocumented": tally.undocumented[:2000],
        "undocumentedCount": len(tally.undocumented),
        "cases": tally.cases,
        "confirmedByPixels": confirmed_by_pixels,
        "timing": {
            "axeRunMilliseconds": round(axe_milliseconds, 1),
            "axeMicrosecondsPerNode": round(axe_milliseconds * 1000 / max(nodes, 1), 1),
            "morphAuditProcessSeconds": round(morph_seconds, 3),
            "morphAuditMicrosecondsPerNode": round(morph_seconds * 1e6 / max(nodes, 1), 1),
            "pairedRulesProcessSeconds": round(verdict_seconds, 3),
            "pairedRulesMicrosecondsPerNode": round(verdict_seconds * 1e6 / max(nodes, 1), 1),
        },
    }


def markdown(results, axe_version, load):
    lines = [f"axe-core {axe_version}; load average at the end {load}.", ""]
    for result in results:
        lines.append(f"### {result['corpus']}: {result['snapshots']} snapshots, {result['nodes']} nodes")
        lines.append("")
        lines.append("| axe rule(s) | morph-audit rule | nodes judged | agree | documented | undocumented | agreement without documented classes | raw agreement |")
        lines.append("| --- | --- | --- | --- | --- | --- | --- | --- |")
        for pair in result["pairs"]:
            lines.append(f"| {pair['axe']} | {pair['morph']} | {pair['judged']} | {pair['agree']} | {pair['documented']} | "
                         f"{pair['undocumented']} | {pair['agreement']} | {pair['rawAgreement']} |")
        lines.append("")
        classes = {}
        for pair in result["pairs"]:
            for name, count in pair["classes"].items():
                classes[name] = classes.get(name, 0) + count
        if classes:
            lines.append("Documented classes seen: " + ", ".join(f"`{k}` {v}" for k, v in sorted(classes.items())) + ".")
            lines.append("")
        if result["confirmedByPixels"]:
            lines.append(f"Colours confirmed against Chromium's pixels: {result['confirmedByPixels']} case(s) of `axe-nested-opacity`.")
            lines.append("")
        timing = result["timing"]
        lines.append(f"Time per node: axe-core {timing['axeMicrosecondsPerNode']} µs inside the browser around `axe.run` "
                     f"({timing['axeRunMilliseconds']} ms in all); morph-audit {timing['morphAuditMicrosecondsPerNode']} µs "
                     f"as a whole `morph-audit audit --jobs 1` process ({timing['morphAuditProcessSeconds']} s, every rule), "
                     f"{timing['pairedRulesMicrosecondsPerNode']} µs as the `agreement-verdicts` process running the paired "
                     f"rules only ({timing['pairedRulesProcessSeconds']} s).")
        lines.append("")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--snapshots", type=int, default=300)
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--axe", required=True, help="axe.min.js")
    parser.add_argument("--examples", help="also compare the scenarios in this folder")
    parser.add_argument("--out", default=".build/axe-agreement")
    parser.add_argument("--morph-audit", default=".build/release/morph-audit")
    parser.add_argument("--verdicts", default=".build/release/agreement-verdicts")
    arguments = parser.parse_args()

    scratch = os.path.abspath(arguments.out)
    corpus = os.path.join(scratch, "corpus")
    for old in glob.glob(os.path.join(corpus, "*.json")):
        os.remove(old)
    paths = sheet_generator.write_corpus(corpus, arguments.snapshots, arguments.seed)
    browser = AxeBrowser(arguments.axe)
    try:
        results = [run_corpus(f"generated (seed {arguments.seed})", paths, arguments, browser, scratch)]
        examples = rule_examples(arguments.verdicts, os.path.join(scratch, "rule-examples"))
        results.append(run_corpus("rule examples of the paired rules", examples, arguments, browser, scratch, keep_all=True))
        if arguments.examples:
            examples = sorted(glob.glob(os.path.join(arguments.examples, "**", "*.json"), recursive=True)
                              + glob.glob(os.path.join(arguments.examples, "**", "*.xml"), recursive=True))
            examples = [path for path in examples if "/packs/" not in path]
            results.append(run_corpus(f"examples ({arguments.examples})", examples, arguments, browser, scratch))
    finally:
        version = browser.version
        browser.close()
    load = load_load_average()
    summary = {"axeVersion": version, "loadAverage": load, "results": results}
    with open(os.path.join(scratch, "summary.json"), "w", encoding="utf-8") as out:
        json.dump(summary, out, indent=1, ensure_ascii=False)
    text = markdown(results, version, load)
    with open(os.path.join(scratch, "summary.md"), "w", encoding="utf-8") as out:
        out.write(text + "\n")
    print(text)
    undocumented = sum(result["undocumentedCount"] for result in results)
    for result in results:
        for case in result["undocumented"]:
            print("UNDOCUMENTED", json.dumps(case, ensure_ascii=False), file=sys.stderr)
    if undocumented:
        print(f"{undocumented} disagreement(s) with axe-core belong to no documented class (docs/axe-agreement.md)",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
