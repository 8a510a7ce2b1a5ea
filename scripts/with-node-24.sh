#!/usr/bin/env bash
# Runs a command with Node.js 24 (the current LTS) first on PATH, e.g.
#   scripts/with-node-24.sh npm test
# The binary is the one the npm package `node` ships (npx keeps it in its cache): it comes from the
# npm registry like every other package, nothing from elsewhere. Child processes (npm, npx, tsx,
# Vitest's workers, the server the tests start) all run on it.
set -euo pipefail
exec npx --yes --package node@24 -- "$@"
