#!/usr/bin/env python3
"""Writes the bundled example scenarios (Examples/**/*.json) from their builders.

    python3 Examples/tools/generate_examples.py           # rewrite the files
    python3 Examples/tools/generate_examples.py --check   # exit 1 if a committed file differs

Output is deterministic: the same builders always produce the same bytes. Python 3.8+, no
third-party packages."""

import argparse
import os
import sys

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
    ("morphing-sheet/morphing-sheet.json", lambda: morphing_sheet.build(corrected=False)),
    ("morphing-sheet/morphing-sheet-corrected.json", lambda: morphing_sheet.build(corrected=True)),
]


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed files instead of writing them")
    args = parser.parse_args(argv)
    stale = []
    for relative, build in OUTPUTS:
        path = os.path.join(EXAMPLES, relative)
        content = dumps(build())
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
