#!/usr/bin/env bash
# Builds the server's image (`localhost/interview-api:latest`, or the tag given) from the
# Containerfile, on base images built from Debian's packages (build-base.sh): no public registry
# is needed. Elsewhere `podman build -t interview-api .` with the default bases does the same.
set -euo pipefail
cd "$(dirname "$0")/.."
tag=${1:-localhost/interview-api:latest}
image/build-base.sh
# The docker format keeps the HEALTHCHECK (the OCI format has no field for it).
image/podman.sh build --format docker --network host \
    --build-arg BUILDER_IMAGE=localhost/interview-api-builder:bookworm \
    --build-arg RUNTIME_IMAGE=localhost/interview-api-runtime:bookworm \
    -t "$tag" .
image/podman.sh image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' "$tag"
