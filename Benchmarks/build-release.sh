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
exec swift build -c release --static-swift-stdlib --experimental-lto-mode=full \
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
    "${ordering[@]}" --product "$product" "$@"
