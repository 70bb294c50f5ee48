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
# - libxml2 and what it needs (ICU, liblzma, zlib) are linked from their static archives where
#   the system has them (Debian's libxml2-dev brings them): the loader no longer maps five
#   libraries and binds their symbols at every start (0.88× the example's time, paired; the
#   executable carries ICU's 30 MB of data, paged in only if read). A pkg-config file of our own,
#   listed first, points `-lxml2` at a folder holding only the archives; without them the
#   system's shared libraries are linked as before.
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
# Links libxml2 statically when every archive it needs is installed (see above).
static_libxml2() {
    local libdir folder
    libdir="$(pkg-config --variable=libdir libxml-2.0 2>/dev/null)" || return 1
    folder="$(cd "$(dirname "$0")/.." && pwd)/.build/static-libxml2"
    for library in xml2 icui18n icuuc icudata lzma z; do
        [ -f "$libdir/lib$library.a" ] || return 1
    done
    mkdir -p "$folder"
    for library in xml2 icui18n icuuc icudata lzma z; do
        ln -sf "$libdir/lib$library.a" "$folder/lib$library.a"
    done
    cat > "$folder/libxml-2.0.pc" <<PC
Name: libXML
Version: $(pkg-config --modversion libxml-2.0)
Description: libxml2, linked from its static archive
Libs: -L$folder -lxml2 -licui18n -licuuc -licudata -lz -llzma -lstdc++ -lm
Cflags: $(pkg-config --cflags libxml-2.0)
PC
    export PKG_CONFIG_PATH="$folder${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
}
static_libxml2 || true
exec swift build -c release --static-swift-stdlib --experimental-lto-mode=full \
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
    "${ordering[@]}" "${relocations[@]}" --product "$product" "$@"
