"""Paired measurements for Benchmarks/run.sh: runs a reference command and morph-audit's command
alternately, reads each run's CPU time (user + system) and peak memory from wait4(2), and prints
the table of the scale targets with the load average during each row.

Ratios are medians over the pairs of (morph-audit CPU time ÷ reference CPU time): two commands
measured side by side are slowed alike by whatever else runs on the machine, which makes the ratio
far steadier than either time. `--jobs 2` is the exception: its speed-up is a wall-clock ratio and
needs an otherwise idle machine.

    measure.py --work DIR --tool BIN --xmllint BIN --python BIN [--runs N] [--smoke]
               [--json OUT] [--check BASELINE.json]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

MIB = 1024 * 1024


def run(command):
    """CPU seconds, wall seconds, peak resident KiB and exit status of one run."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    return usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss, os.waitstatus_to_exitcode(status)


def load():
    with open("/proc/loadavg") as file:
        return float(file.read().split()[0])


class Row:
    """One line of the table; `key` names its ratio in the JSON output and the baseline."""
    def __init__(self, key, name, result, target, met, ratio=None, higher_is_better=False):
        self.key, self.name, self.result, self.target, self.met = key, name, result, target, met
        self.ratio, self.higher_is_better, self.load_range = ratio, higher_is_better, None


def paired(reference, candidate, runs):
    """Median CPU ratio candidate ÷ reference, both medians, and the candidate's median peak."""
    run(reference), run(candidate)  # warm the page cache and the dynamic linker
    ratios, references, candidates, peaks = [], [], [], []
    for index in range(runs):
        pair = (reference, candidate) if index % 2 == 0 else (candidate, reference)
        first, second = run(pair[0]), run(pair[1])
        a, b = (first, second) if index % 2 == 0 else (second, first)
        references.append(a[0])
        candidates.append(b[0])
        peaks.append(b[2])
        ratios.append(b[0] / max(a[0], 1e-6))
    return statistics.median(ratios), statistics.median(references), statistics.median(candidates), statistics.median(peaks)


def measured(function):
    """Runs a row function and attaches the load average before and after it."""
    before = load()
    row = function()
    row.load_range = (before, load())
    return row


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--work", required=True)
    parser.add_argument("--tool", required=True)
    parser.add_argument("--xmllint", default="xmllint")
    parser.add_argument("--python")
    parser.add_argument("--lxml-script")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--smoke", action="store_true")
    parser.add_argument("--json")
    parser.add_argument("--check")
    parser.add_argument("--best-of", help="ratios of an earlier run (--json): --check judges the better of the two per ratio")
    options = parser.parse_args()
    work, tool, runs = options.work, options.tool, options.runs
    sizes = json.load(open(os.path.join(work, "sizes.json")))
    report = ["--report", "junit:" + os.path.join(work, "out", "report.junit.xml")]
    large, larger, many, quarter = (os.path.join(work, name) for name in ("large.xml", "larger.xml", "many", "quarter"))
    many_files = sorted(os.path.join(many, name) for name in os.listdir(many))
    rows = []

    def large_vs_xmllint():
        ratio, reference, candidate, _ = paired([options.xmllint, "--noout", large], [tool, "audit", large, "--jobs", "1"] + report, runs)
        nodes = sizes["large_nodes"]
        return Row("large-vs-xmllint", f"{nodes:,}-node scenario ({sizes['large_bytes'] / MIB:.1f} MiB), audit ÷ xmllint --noout",
                   f"{candidate:.3f} s ÷ {reference:.3f} s = {ratio:.2f}×", "≤ 1.5×", ratio <= 1.5, ratio)
    rows.append(measured(large_vs_xmllint))

    def large_vs_schema():
        schema = os.path.join(work, "scenario.xsd")
        ratio, reference, candidate, _ = paired([options.xmllint, "--noout", "--schema", schema, large],
                                                [tool, "audit", large, "--jobs", "1"] + report, runs)
        return Row("large-vs-schema", "same, ÷ xmllint --noout --schema (parse and validate)", f"{candidate:.3f} s ÷ {reference:.3f} s = {ratio:.2f}×",
                   "", None, ratio)
    rows.append(measured(large_vs_schema))

    if options.python and options.lxml_script:
        def large_vs_lxml():
            ratio, reference, candidate, _ = paired([options.python, options.lxml_script, large],
                                                    [tool, "audit", large, "--jobs", "1"] + report, runs)
            return Row("large-vs-lxml", "same, ÷ Python/lxml script of five of the checks", f"{candidate:.3f} s ÷ {reference:.3f} s = {ratio:.2f}×",
                       "≤ 0.3×", ratio <= 0.3, ratio)
        rows.append(measured(large_vs_lxml))

    def many_vs_xmllint():
        ratio, reference, candidate, _ = paired([options.xmllint, "--noout"] + many_files, [tool, "audit", many, "--jobs", "1"] + report, runs)
        files = len(many_files)
        return Row("many-vs-xmllint", f"{files:,} files × {sizes['file_nodes']} nodes, --jobs 1 ÷ one xmllint --noout of them all",
                   f"{files / candidate:,.0f} ÷ {files / reference:,.0f} files/CPU-s = {ratio:.2f}×", "≤ 2×", ratio <= 2, ratio)
    rows.append(measured(many_vs_xmllint))

    def example_vs_xmllint():
        example = sizes["example"]
        ratio, reference, candidate, _ = paired([options.xmllint, "--noout", example], [tool, "audit", example, "--jobs", "1"] + report,
                                                max(runs, 15))
        return Row("example-vs-xmllint", f"{os.path.getsize(example) / 1024:.0f} KB example, whole process ÷ xmllint --noout",
                   f"{candidate * 1000:.1f} ms ÷ {reference * 1000:.1f} ms = {ratio:.2f}×", "≤ 3×", ratio <= 3, ratio)
    rows.append(measured(example_vs_xmllint))

    def large_memory():
        peaks = [run([tool, "audit", large, "--jobs", "1"] + report)[2] for _ in range(3)]
        peak = statistics.median(peaks) / 1024
        budget = 3 * sizes["large_bytes"] / MIB + 40
        return Row("large-memory-vs-budget", f"peak memory, {sizes['large_nodes']:,} nodes", f"{peak:.1f} MiB ({peak * MIB / sizes['large_bytes']:.1f} bytes per byte)",
                   f"≤ {budget:.1f} MiB", peak <= budget, peak / budget)
    rows.append(measured(large_memory))

    def many_memory():
        small = statistics.median(run([tool, "audit", quarter, "--jobs", "2"] + report)[2] for _ in range(3)) / 1024
        full = statistics.median(run([tool, "audit", many, "--jobs", "2"] + report)[2] for _ in range(3)) / 1024
        files = len(many_files)
        return Row("many-memory-growth", f"peak memory, {files // 4:,} → {files:,} files (--jobs 2)", f"{small:.1f} → {full:.1f} MiB ({full / small:.2f}×)",
                   "flat (≤ 1.1×)", full <= small * 1.1, full / small)
    rows.append(measured(many_memory))

    def growth():
        ratio, smaller, bigger, _ = paired([tool, "audit", large, "--jobs", "1"] + report, [tool, "audit", larger, "--jobs", "1"] + report,
                                           max(3, runs // 2))
        scale = sizes["larger_nodes"] / sizes["large_nodes"]
        per_node = ratio / scale
        return Row("growth-per-node", f"growth, {sizes['large_nodes']:,} → {sizes['larger_nodes']:,} nodes",
                   f"{ratio:.2f}× time for {scale:.1f}× nodes ({per_node:.2f}× per node)", "linear (≤ 1.1× per node)",
                   per_node <= 1.1, per_node)
    rows.append(measured(growth))

    if "huge" in sizes:
        def largest():
            cpu, _, peak, status = run([tool, "audit", sizes["huge"], "--jobs", "1"] + report)
            size = sizes["huge_bytes"] / MIB
            budget = 3 * size + 40
            audited = status in (0, 1)
            return Row("largest", f"largest input: {sizes['huge_nodes']:,} nodes, {size:.0f} MiB",
                       f"{'audited' if audited else 'refused'} (exit {status}), {cpu:.2f} s, peak {peak / 1024:.0f} MiB",
                       f"audited, ≤ {budget:.0f} MiB", audited and peak / 1024 <= budget, None)
        rows.append(measured(largest))

    def jobs():
        for count in (1, 2):
            run([tool, "audit", many, "--jobs", str(count)] + report)
        times = {1: [], 2: []}
        for index in range(max(3, runs // 2)):
            for count in ((1, 2) if index % 2 == 0 else (2, 1)):
                times[count].append(run([tool, "audit", many, "--jobs", str(count)] + report)[1])
        wall = {count: statistics.median(values) for count, values in times.items()}
        speedup = wall[1] / wall[2]
        files = len(many_files)
        return Row("jobs-speedup", f"{files:,} files, --jobs 2 ÷ --jobs 1 (wall clock; needs an idle machine)",
                   f"{files / wall[1]:,.0f} → {files / wall[2]:,.0f} files/s = {speedup:.2f}×", "≥ 1.8×", speedup >= 1.8, speedup,
                   higher_is_better=True)
    rows.append(measured(jobs))

    print(f"morph-audit scale benchmark: release build, {os.cpu_count()} cores, {runs} paired runs per ratio"
          + (" (smoke sizes)" if options.smoke else ""))
    print()
    print("| measurement | result | target | | load |")
    print("| --- | --- | --: | --- | --: |")
    for row in rows:
        verdict = "" if row.met is None else ("met" if row.met else "missed")
        print(f"| {row.name} | {row.result} | {row.target} | {verdict} | {row.load_range[0]:.1f}–{row.load_range[1]:.1f} |")

    ratios = {row.key: round(row.ratio, 4) for row in rows if row.ratio is not None}
    if options.json:
        with open(options.json, "w") as file:
            json.dump({"ratios": ratios, "higherIsBetter": [row.key for row in rows if row.higher_is_better]}, file,
                      indent=2, sort_keys=True)
            file.write("\n")
    if options.check:
        if options.best_of:
            ratios = better_of(ratios, json.load(open(options.best_of)))
        return check(ratios, options.check)
    return 0


def better_of(ratios, earlier):
    """Each ratio's better value across this run and an earlier one: a regression shows in both runs,
    a noisy neighbour rarely slows the same ratio twice."""
    better_up = set(earlier.get("higherIsBetter", []))
    combined = dict(ratios)
    for key, value in earlier["ratios"].items():
        if key in combined:
            pick = max if key in better_up else min
            combined[key] = pick(combined[key], value)
    return combined


def check(ratios, path):
    """Fails when a ratio is more than 25 % worse than the baseline's."""
    baseline = json.load(open(path))
    better_up = set(baseline.get("higherIsBetter", []))
    failed = []
    for key, value in ratios.items():
        reference = baseline["ratios"].get(key)
        if reference is None:
            continue
        if key in better_up:
            if load() > 0.5 * (os.cpu_count() or 1):
                print(f"skipped {key}: the machine is busy (load {load():.1f}), a wall-clock speed-up means nothing")
                continue
            worse = value < reference / 1.25
        else:
            worse = value > reference * 1.25
        print(f"{'REGRESSED' if worse else 'ok'}: {key}: {value:.3f} (baseline {reference:.3f})")
        if worse:
            failed.append(key)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
