#!/usr/bin/env bash
# Every client and the server's code are generated from openapi.yaml with OpenAPI Generator's own
# validation of the spec on: the flag (or setting) that turns it off must not come back in the
# build (Makefile, CI, scripts, generator settings, conformance). Integrators generate without it.
set -euo pipefail
cd "$(dirname "$0")/.."
pattern='skip-validate-spec|skipValidateSpec|validateSpec: *false'
if grep -rInE --exclude-dir=node_modules --exclude="$(basename "$0")" "$pattern" \
    Makefile .ci scripts codegen conformance contract image bench docs/browser-test; then
    echo "OpenAPI Generator's spec validation is turned off above: openapi.yaml must pass it as it is" >&2
    exit 1
fi
