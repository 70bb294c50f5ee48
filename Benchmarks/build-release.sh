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
#
# Usage: Benchmarks/build-release.sh PRODUCT [swift build options…]
set -euo pipefail
product="${1:?usage: Benchmarks/build-release.sh PRODUCT [swift build options…]}"
shift
exec swift build -c release --static-swift-stdlib --experimental-lto-mode=full \
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
    --product "$product" "$@"
