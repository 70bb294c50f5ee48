#!/usr/bin/env bash
# Builds a product in release mode the way every benchmark measures it, so that they all share
# one set of build products (other flags would rebuild every module).
#
# - `--static-swift-stdlib` links the Swift runtime and Foundation into the executable: no
#   dynamic linking of them at start (docs/scale.md § Start-up).
# - `-disable-concrete-type-metadata-mangled-name-accessors` makes the compiler fetch the
#   metadata of a concrete generic type (`[String: Int]`, `Set<Trait>`) through an accessor that
#   is handed its conformances, instead of by demangling its name. Demangling makes the runtime
#   look each conformance up the first time, a search through every conformance of the
#   program; a small audit spent a tenth of its time there.
# - `--experimental-lto-mode=full` optimises the modules together at link time (lld links).
# - `--symbol-ordering-file` places the functions audits call side by side, in the order
#   Benchmarks/link-order.txt lists them (Benchmarks/link-order.sh writes it): fewer pages of
#   code touched, fewer page faults at start. Names no longer in the build are skipped quietly.
# - `-z pack-relative-relocs` stores the executable's 42,000 relative relocations as a bitmap
#   (DT_RELR, 9 KB) instead of a 1 MB table the loader pages in at every start; the executable
#   stays position-independent. Only where the C library reads DT_RELR (glibc 2.36 or later):
#   lld marks such an executable as needing it, so an older loader would refuse to start it.
#
# Usage: Benchmarks/build-release.sh PRODUCT [swift build options…]
set -euo pipefail
product="${1:?usage: Benchmarks/build-release.sh PRODUCT [swift build options…]}"
shift
order="$(cd "$(dirname "$0")" && pwd)/link-order.txt"
ordering=()
if [ -f "$order" ]; then
    ordering=(-Xlinker "--symbol-ordering-file=$order" -Xlinker --no-warn-symbol-ordering)
fi
# glibc 2.36 is the first whose loader applies DT_RELR.
glibc_reads_relr() {
    local version
    version="$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}')" || return 1
    [ -n "$version" ] && [ "$(printf '%s\n' 2.36 "$version" | sort -V | head -n1)" = 2.36 ]
}
relocations=()
if glibc_reads_relr; then
    relocations=(-Xlinker -z -Xlinker pack-relative-relocs)
fi
exec swift build -c release --static-swift-stdlib --experimental-lto-mode=full \
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
    "${ordering[@]}" "${relocations[@]}" --product "$product" "$@"
