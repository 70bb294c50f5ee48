#!/usr/bin/env bash
# Every import of a module that only some platforms have (FoundationEssentials, Glibc, Darwin, …)
# is guarded by #if canImport, so the package builds with Xcode's toolchain on macOS as well as on
# Linux. The checker is first shown an unguarded import, to prove it fails on one.
set -euo pipefail
cd "$(dirname "$0")/.."

sample="$(mktemp -d)"
trap 'rm -rf "$sample"' EXIT
printf 'import Foundation\nimport FoundationEssentials\n' > "$sample/Unguarded.swift"
if python3 .ci/check_platform_imports.py "$sample" 2>/dev/null; then
    echo "check_platform_imports.py accepted an unguarded import" >&2
    exit 1
fi
python3 .ci/check_platform_imports.py Sources Tests Benchmarks

# The tool's own sources use FoundationEssentials where it exists, never Foundation itself.
printf '#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#endif\nimport Foundation\n' > "$sample/Unguarded.swift"
if python3 .ci/check_platform_imports.py --essentials-only "$sample" 2>/dev/null; then
    echo "check_platform_imports.py --essentials-only accepted an import of Foundation" >&2
    exit 1
fi
python3 .ci/check_platform_imports.py --essentials-only Sources
