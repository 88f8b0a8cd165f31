#!/usr/bin/env bash
# Vendors the API reference renderer that `GET /docs` serves (`make vendor-docs`): Redoc's
# standalone bundle, its license and the licenses of what it bundles, from the npm registry, into
# docs/vendor/redoc/. The result is committed and compiled into the binary (src/http/docs.rs), so
# building and serving never need the network; this script runs only to change the version.
#
# Redoc 2.x, not 3.x: 3.0 sends usage traces to Redocly's servers and loads images from their CDN
# as the page renders, which neither a closed network nor the page's policy allows.
#
# The version and the tarball's sha512 are pinned here: the download must match the pin (and the
# registry must advertise the same digest), or nothing is written. To upgrade, set REDOC_VERSION,
# take REDOC_INTEGRITY from `npm view redoc@VERSION dist.integrity`, run this, then `make docs-test`.
set -euo pipefail
cd "$(dirname "$0")/.."

REDOC_VERSION=2.5.4
REDOC_INTEGRITY=sha512-M6jWhG1qoBnH6TFmzJnstyCZ87HmOY/UzDm78mHiYihEdlV/YcS9ogOo1NlElnJMeLsyxHFe2yFc4sNjHTrABQ==
DEST=docs/vendor/redoc

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

advertised=$(npm view "redoc@${REDOC_VERSION}" dist.integrity)
if [[ "$advertised" != "$REDOC_INTEGRITY" ]]; then
    echo "vendor: the registry advertises ${advertised} for redoc@${REDOC_VERSION}, the pin is ${REDOC_INTEGRITY}" >&2
    exit 1
fi

tarball=$(cd "$work" && npm pack --silent "redoc@${REDOC_VERSION}")
actual="sha512-$(openssl dgst -sha512 -binary "$work/$tarball" | base64 -w0)"
if [[ "$actual" != "$REDOC_INTEGRITY" ]]; then
    echo "vendor: $tarball has digest ${actual}, the pin is ${REDOC_INTEGRITY}" >&2
    exit 1
fi

files=(bundles/redoc.standalone.js bundles/redoc.standalone.js.LICENSE.txt LICENSE)
tar -xzf "$work/$tarball" -C "$work" package/package.json "${files[@]/#/package/}"
version=$(node -p 'require(process.argv[1]).version' "$work/package/package.json")
[[ "$version" == "$REDOC_VERSION" ]] || { echo "vendor: the tarball holds version $version" >&2; exit 1; }

# One change to the bundle: the sidebar's "API docs by Redocly" link shows a logo from Redocly's
# CDN, which the page's policy (nothing but this server) refuses, a console error on every load.
# The logo becomes an empty inline image; the link and its text stay.
bundle="$work/package/bundles/redoc.standalone.js"
logo='https://cdn.redoc.ly/redoc/logo-mini.svg'
empty="data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 width=%270%27 height=%270%27/%3E"
[[ $(grep -o "\"$logo\"" "$bundle" | wc -l) == 1 ]] || { echo "vendor: the logo URL is not in the bundle once" >&2; exit 1; }
sed -i "s|\"$logo\"|\"$empty\"|" "$bundle"
if grep -o 'https://cdn\.[a-z.]*/[^"]*' "$bundle"; then
    echo "vendor: the bundle still loads something from a CDN (above)" >&2
    exit 1
fi

rm -rf "$DEST" && mkdir -p "$DEST"
for file in "${files[@]}"; do cp "$work/package/$file" "$DEST/"; done
# Where the files came from, checkable against the registry.
printf 'redoc@%s %s\nbundles/redoc.standalone.js: the CDN logo replaced by an empty image (docs/vendor.sh)\n' \
    "$REDOC_VERSION" "$REDOC_INTEGRITY" >"$DEST/SOURCE"
echo "vendor: redoc ${REDOC_VERSION} in ${DEST}"
