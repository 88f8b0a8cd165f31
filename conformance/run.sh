#!/usr/bin/env bash
# Contract conformance against a real server (`make conformance`):
#   1. a fresh database, an account with plenty of credits and an API key (the operator CLI);
#   2. the server on a free port (private webhook targets allowed, rate limit out of the way);
#   3. Schemathesis over openapi.yaml: every check, fixed seed and example budget, stateful
#      sequences through the spec's OpenAPI links (conformance/schemathesis.toml, hooks.py);
#   4. the Python SDK generated from openapi.yaml driving the whole flow (sdk_flow.py);
#   5. server stopped, database dropped.
#
# Everything runs in a network namespace of its own with only loopback: generated webhook URLs
# point anywhere, and the server's deliveries to them must not leave the machine. The database
# is reached through its Unix socket for the same reason.
#
# Environment: INTERVIEW_API_BIN (default target/debug/interview-api), SDK_DIR (the generated
# client, default target/sdk/python), PGSOCKET_DIR (default /var/run/postgresql), CONFORMANCE_PARTS
# (default "schemathesis sdk": what to run). Arguments are passed on to `schemathesis run`.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${CONFORMANCE_ISOLATED:-}" != 1 ]]; then
    if ! unshare --net true 2>/dev/null; then
        echo "conformance: cannot create a network namespace (run as root, or with CAP_SYS_ADMIN)" >&2
        exit 1
    fi
    exec unshare --net env CONFORMANCE_ISOLATED=1 "$0" "$@"
fi
ip link set lo up

BIN=${INTERVIEW_API_BIN:-target/debug/interview-api}
SDK_DIR=${SDK_DIR:-target/sdk/python}
SOCKET_DIR=${PGSOCKET_DIR:-/var/run/postgresql}
OUT=target/conformance
mkdir -p "$OUT"

DB="conformance_$(date +%s)_$$"
export DATABASE_URL="postgres://postgres@localhost/${DB}?host=${SOCKET_DIR}"
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
BASE="http://127.0.0.1:${PORT}/api/v1"
SERVER_PID=

cleanup() {
    local status=$?
    if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
        kill -TERM "$SERVER_PID" 2>/dev/null || true
        wait "$SERVER_PID" 2>/dev/null || true
    fi
    psql -q -h "$SOCKET_DIR" -U postgres -d postgres -c "drop database if exists \"${DB}\" with (force)" >/dev/null 2>&1 || true
    exit "$status"
}
trap cleanup EXIT

echo "--- conformance: database ${DB}, account and key"
ACCOUNT_ID=$("$BIN" accounts create --email "conformance@example.com" --plan paid --credits 1000000 --json |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["id"])')
read -r API_KEY API_KEY_ID < <("$BIN" keys create "$ACCOUNT_ID" --name conformance --json |
    python3 -c 'import json, sys; key = json.load(sys.stdin); print(key["key"], key["id"])')

echo "--- conformance: server on 127.0.0.1:${PORT}"
"$BIN" serve \
    --bind-addr "127.0.0.1:${PORT}" \
    --webhook-allow-private true \
    --webhook-retry-schedule 1s,1s \
    --rate-limit-per-minute 1000000 \
    --log-format json >"$OUT/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 100); do
    curl -fsS "http://127.0.0.1:${PORT}/readyz" >/dev/null 2>&1 && break
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$OUT/server.log"; exit 1; }
    sleep 0.2
done
curl -fsS "http://127.0.0.1:${PORT}/readyz" >/dev/null

PARTS=" ${CONFORMANCE_PARTS:-schemathesis sdk} "
if [[ "$PARTS" == *" schemathesis "* ]]; then
    echo "--- conformance: schemathesis $(schemathesis --version | awk '{print $NF}')"
    rm -rf "$OUT/schemathesis"
    # Two runs: the per-operation phases, then the stateful one on its own, which only then
    # gets its full budget of linked sequences (phases.stateful in the config).
    for phases in examples,coverage,fuzzing stateful; do
        CONFORMANCE_API_KEY="$API_KEY" CONFORMANCE_API_KEY_ID="$API_KEY_ID" CONFORMANCE_BASE_URL="$BASE" \
            SCHEMATHESIS_HOOKS=hooks \
            PYTHONPATH="conformance${PYTHONPATH:+:$PYTHONPATH}" \
            schemathesis --config-file conformance/schemathesis.toml run openapi.yaml \
            --url "$BASE" --no-color --phases "$phases" "$@"
    done
fi

if [[ "$PARTS" == *" sdk "* ]]; then
    echo "--- conformance: SDK flow"
    PYTHONPATH="${SDK_DIR}${PYTHONPATH:+:$PYTHONPATH}" \
        python3 conformance/sdk_flow.py --base-url "$BASE" --api-key "$API_KEY"
fi

echo "--- conformance: server log"
if grep -E '"level":"(ERROR|error)"|panicked' "$OUT/server.log" >/dev/null; then
    grep -E '"level":"(ERROR|error)"|panicked' "$OUT/server.log" | head -20
    echo "conformance: the server logged errors (above)" >&2
    exit 1
fi
echo "conformance: passed"
