#!/usr/bin/env bash
# podman as the image scripts run it. Machines like our CI's mount cgroups in the hybrid v1/v2
# layout, which crun refuses, and let no process raise its limits: there runc is used, and the
# containers' limits are the host's own.
set -euo pipefail
conf=$(mktemp)
trap 'rm -f "$conf"' EXIT
runtime=crun
if [ -d /sys/fs/cgroup/unified ] && command -v runc >/dev/null; then
    runtime=runc
fi
cat >"$conf" <<CONF
[containers]
default_ulimits = ["nofile=$(ulimit -Hn):$(ulimit -Hn)", "nproc=4096:4096"]
[engine]
runtime = "$runtime"
CONF
CONTAINERS_CONF=$conf podman "$@"
