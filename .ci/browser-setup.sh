#!/usr/bin/env bash
# Sets up headless Chromium with axe-core for any CI step that renders pages and judges them:
# Debian's chromium and chromium-driver, and a virtual environment with selenium and the
# axe-core build that ships in the axe-playwright-python wheel (only its axe.min.js is used;
# nothing is downloaded outside Debian and PyPI).
#
# Source it: `source .ci/browser-setup.sh`. It exports
#   BROWSER_VENV   the virtual environment (python: $BROWSER_VENV/bin/python)
#   AXE_SCRIPT     the path of axe.min.js
#   CHROMIUM, CHROMEDRIVER
set -euo pipefail

browser_packages=(chromium chromium-driver fonts-dejavu-core)
browser_missing=()
for package in "${browser_packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        browser_missing+=("$package")
    fi
done
if ((${#browser_missing[@]} > 0)); then
    echo "Installing: ${browser_missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y --no-install-recommends "${browser_missing[@]}"
fi

export BROWSER_VENV="${BROWSER_VENV:-$(pwd)/.build/browser-venv}"
if [ ! -x "$BROWSER_VENV/bin/python" ]; then
    python3 -m venv "$BROWSER_VENV"
fi
"$BROWSER_VENV/bin/pip" install --quiet "selenium>=4.20"
# The wheel's Playwright glue is not needed, only the axe-core script it carries.
"$BROWSER_VENV/bin/pip" install --quiet --no-deps "axe-playwright-python==0.1.8"
AXE_SCRIPT="$("$BROWSER_VENV/bin/python" -c 'import axe_playwright_python, os; print(os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js"))')"
export AXE_SCRIPT
export CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
echo "browser: $("$CHROMIUM" --version 2>/dev/null | head -1); axe-core script: $AXE_SCRIPT"
