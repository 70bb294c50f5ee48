#!/usr/bin/env bash
# Prints the fuzz targets, one a line: every Fuzz/Targets/NAME.swift but Support.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
for file in Fuzz/Targets/*.swift; do
    name="$(basename "$file" .swift)"
    [ "$name" = Support ] || echo "$name"
done
