#!/usr/bin/env python3
"""Writes the bundled example scenarios (Examples/**/*.json, *.xml) from their builders.

    python3 Examples/tools/generate_examples.py           # rewrite the files
    python3 Examples/tools/generate_examples.py --check   # exit 1 if a committed file differs

Output is deterministic: the same builders always produce the same bytes. The morphing-sheet
scenarios ship in the XML encoding, so that both encodings appear among the examples: they are
built as JSON and converted with `morph-audit convert` (build the tool first; `--tool` names the
binary). Python 3.8+, no third-party packages."""

import argparse
import os
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # keep the checkout free of __pycache__
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mmk_corrected  # noqa: E402
import mmk_default  # noqa: E402
import morphing_sheet  # noqa: E402
from scenario_json import dumps  # noqa: E402

EXAMPLES = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

OUTPUTS = [
    ("morphmodalkit/morphmodalkit-default.json", mmk_default.build),
    ("morphmodalkit/morphmodalkit-corrected.json", mmk_corrected.build),
    ("morphing-sheet/morphing-sheet.xml", lambda: morphing_sheet.build(corrected=False)),
    ("morphing-sheet/morphing-sheet-corrected.xml", lambda: morphing_sheet.build(corrected=True)),
]


def to_xml(json_text, tool):
    """The scenario's XML encoding, written by the tool's own lossless converter."""
    with tempfile.TemporaryDirectory() as folder:
        source, target = os.path.join(folder, "scenario.json"), os.path.join(folder, "scenario.xml")
        with open(source, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(json_text)
        subprocess.run([tool, "convert", source, "--to", "xml", "-o", target], check=True)
        with open(target, encoding="utf-8") as handle:
            return handle.read()


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed files instead of writing them")
    parser.add_argument("--tool", default=os.path.join(os.path.dirname(EXAMPLES), ".build", "debug", "morph-audit"),
                        help="the morph-audit binary used to write the XML examples")
    args = parser.parse_args(argv)
    stale = []
    for relative, build in OUTPUTS:
        path = os.path.join(EXAMPLES, relative)
        content = dumps(build())
        if relative.endswith(".xml"):
            content = to_xml(content, args.tool)
        if args.check:
            try:
                with open(path, encoding="utf-8") as handle:
                    current = handle.read()
            except FileNotFoundError:
                current = None
            if current != content:
                stale.append(relative)
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(content)
        print(f"wrote Examples/{relative} ({len(content.encode('utf-8'))} bytes)")
    if stale:
        for relative in stale:
            print(f"Examples/{relative} differs from its generator; run Examples/tools/generate_examples.py",
                  file=sys.stderr)
        return 1
    if args.check:
        print(f"{len(OUTPUTS)} example files match their generator")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
