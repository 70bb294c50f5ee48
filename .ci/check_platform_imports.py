#!/usr/bin/env python3
"""Fails when a Swift file imports a module that only some platforms have without guarding it.

FoundationEssentials and FoundationInternationalization come with the Linux (and Windows)
toolchains but not with Xcode's; Glibc and Musl exist only on Linux, Darwin only on Apple
platforms, WinSDK only on Windows. Each such import must sit in a branch whose condition is
`canImport(<that module>)`, e.g.

    #if canImport(FoundationEssentials)
    import FoundationEssentials
    #else
    import Foundation
    #endif

With --essentials-only, the folders' code must also not use Foundation itself where
FoundationEssentials exists: `import Foundation` only in the `#else` of such a guard. On Linux
Foundation brings CoreFoundation, ICU and their start-up into every run of the tool, which the
audit does not need.

Usage: check_platform_imports.py [--essentials-only] FOLDER...   (exit 1 and one line per import otherwise)
"""
import pathlib
import re
import sys

PLATFORM_ONLY = {"FoundationEssentials", "FoundationInternationalization", "Glibc", "Musl", "Darwin", "WinSDK", "Android"}
IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*(?:(?:public|internal|package|private|fileprivate)\s+)?import\s+"
                    r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][\w]*)")
DIRECTIVE = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)$")


def problems_in(path, essentials_only=False):
    found = []
    branches = []  # the condition of the branch each enclosing #if is in ("" for #else)
    openers = []  # the condition of each enclosing #if itself
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        directive = DIRECTIVE.match(line)
        if directive:
            kind, condition = directive.group(1), directive.group(2).strip()
            if kind == "if":
                branches.append(condition)
                openers.append(condition)
            elif kind == "elseif" and branches:
                branches[-1] = condition
            elif kind == "else" and branches:
                branches[-1] = ""
            elif kind == "endif" and branches:
                branches.pop()
                openers.pop()
            continue
        imported = IMPORT.match(line)
        if essentials_only and imported and imported.group(1) == "Foundation":
            in_fallback = branches and branches[-1] == "" and "canImport(FoundationEssentials)" in openers[-1].replace(" ", "")
            if not in_fallback:
                found.append(f"{path}:{number}: 'import Foundation' outside the #else of '#if canImport(FoundationEssentials)'; "
                             f"use FoundationEssentials, so the tool does not link Foundation on Linux")
        if not imported or imported.group(1) not in PLATFORM_ONLY:
            continue
        module = imported.group(1)
        if not any(f"canImport({module})" in condition.replace(" ", "") for condition in branches):
            found.append(f"{path}:{number}: 'import {module}' is not guarded by '#if canImport({module})'; "
                         f"{module} does not exist on every platform")
    return found


def main(arguments):
    essentials_only = "--essentials-only" in arguments
    folders = [argument for argument in arguments if argument != "--essentials-only"] or ["."]
    problems = []
    files = 0
    for folder in folders:
        for path in sorted(pathlib.Path(folder).rglob("*.swift")):
            if ".build" in path.parts:
                continue
            files += 1
            problems += problems_in(path, essentials_only)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    also = "; Foundation is imported only where FoundationEssentials is missing" if essentials_only else ""
    print(f"{files} Swift files: every platform-only import is guarded{also}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
