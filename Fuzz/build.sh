#!/usr/bin/env bash
# Builds the fuzz targets: A11yModel and ConformanceRules compiled once, instrumented for
# libFuzzer and AddressSanitizer, then one small executable per target (Fuzz/Targets/NAME.swift
# with Support.swift) linked against them.
#
#     Fuzz/build.sh [TARGET...]        every target when none is named
#
# FUZZ_OPTIMIZATION: -Onone (the default: the libraries build in about a minute, for CI's short
# runs) or -O (several minutes to build, several times more executions per second, for long runs).
# The libraries are rebuilt only when a source file is newer than them.
set -euo pipefail
cd "$(dirname "$0")/.."

optimization="${FUZZ_OPTIMIZATION:--Onone}"
out=".build/fuzz/${optimization#-}"
mkdir -p "$out/modules" "$out/lib" "$out/bin"
# Two runs started together build once: the second waits for the first, then finds it all fresh.
exec 9>"$out/.lock"
flock 9

linker=()
if command -v ld.lld >/dev/null || [ -x "$(dirname "$(command -v swiftc)")/ld.lld" ]; then linker=(-use-ld=lld); fi
flags=(-parse-as-library -swift-version 6 -enable-upcoming-feature ExistentialAny -sanitize=fuzzer,address
       "$optimization" "${linker[@]}")
libxml_cflags=()
for flag in $(pkg-config --cflags libxml-2.0); do libxml_cflags+=(-Xcc "$flag"); done

# module NAME SOURCE-FOLDER: a static library and its module, unless both are newer than every source.
module() {
    local name="$1" folder="$2" library="$out/lib/lib$1.a"
    if [ -f "$library" ] && [ -z "$(find "$folder" Sources/CLibXML -newer "$library" -print -quit)" ]; then return; fi
    echo "fuzz: building $name ($optimization)"
    # swiftc adds to an existing archive: a source file deleted since would leave its object behind.
    rm -f "$library"
    # shellcheck disable=SC2046
    swiftc "${flags[@]}" -module-name "$name" -wmo -num-threads 2 -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
        -emit-library -static -o "$library" -I "$out/modules" -I Sources/CLibXML "${libxml_cflags[@]}" \
        $(find "$folder" -name '*.swift' | sort)
}
module A11yModel Sources/A11yModel
module ConformanceRules Sources/ConformanceRules

targets=("$@")
((${#targets[@]} > 0)) || mapfile -t targets < <(Fuzz/targets.sh)
for target in "${targets[@]}"; do
    source="Fuzz/Targets/$target.swift"
    [ -f "$source" ] || { echo "fuzz: no target '$target' (Fuzz/Targets/$target.swift)" >&2; exit 64; }
    binary="$out/bin/$target"
    if [ -x "$binary" ] && [ -z "$(find "$source" Fuzz/Targets/Support.swift "$out/lib" -newer "$binary" -print -quit)" ]; then
        continue
    fi
    echo "fuzz: linking $target"
    swiftc "${flags[@]}" -I "$out/modules" -I Sources/CLibXML "${libxml_cflags[@]}" Fuzz/Targets/Support.swift "$source" \
        -L "$out/lib" -lConformanceRules -lA11yModel $(pkg-config --libs libxml-2.0) -o "$binary"
done
