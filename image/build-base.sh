#!/usr/bin/env bash
# Builds the two base images of the Containerfile from Debian's packages, for machines that
# cannot reach a public container registry:
#   localhost/interview-api-runtime:bookworm  Debian bookworm, minimal (debootstrap minbase)
#   localhost/interview-api-builder:bookworm  the same with a C toolchain and this machine's Rust
# An image that already exists is kept. Needs root, debootstrap, podman (and runc, see podman.sh).
set -euo pipefail

runtime=localhost/interview-api-runtime:bookworm
builder=localhost/interview-api-builder:bookworm
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
podman="$(dirname "$0")/podman.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! "$podman" image exists "$runtime"; then
    echo "building $runtime from $mirror"
    debootstrap --variant=minbase bookworm "$work/root" "$mirror" >"$work/debootstrap.log" \
        || { tail -n 20 "$work/debootstrap.log"; exit 1; }
    # What a running server never reads: package caches, documentation, translations.
    rm -rf "$work"/root/var/cache/apt/archives/*.deb "$work"/root/var/lib/apt/lists/* \
        "$work"/root/usr/share/{doc,man,info,locale}
    tar -C "$work/root" -c . | "$podman" import \
        --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
        --change 'CMD ["/bin/bash"]' - "$runtime" >/dev/null
fi

if ! "$podman" image exists "$builder"; then
    echo "building $builder with $(rustc --version)"
    # The toolchain rustup installed on this machine; the documentation stays behind. And the
    # certificate authorities this machine added: where a proxy inspects TLS, cargo needs them to
    # fetch crates.
    sysroot=$(rustc --print sysroot)
    mkdir -p "$work/context/rust" "$work/context/ca-certificates"
    cp -a "$sysroot"/{bin,lib,libexec,etc} "$work/context/rust/"
    cp -a /usr/local/share/ca-certificates/. "$work/context/ca-certificates/" 2>/dev/null || true
    cat >"$work/context/Containerfile" <<CONTAINERFILE
FROM $runtime
RUN apt-get update -q \\
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends gcc libc6-dev ca-certificates \\
 && rm -rf /var/lib/apt/lists/*
COPY rust /usr/local/rust
COPY ca-certificates /usr/local/share/ca-certificates
RUN update-ca-certificates
ENV PATH=/usr/local/rust/bin:\$PATH CARGO_HOME=/usr/local/cargo
CONTAINERFILE
    "$podman" build --network host -t "$builder" "$work/context"
fi
