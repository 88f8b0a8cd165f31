#!/usr/bin/env bash
# Contract conformance against a real server (`make conformance`):
#   1. a fresh database, four accounts with plenty of credits and an API key each (the operator
#      CLI): one for Schemathesis, one for each client's flow (Python, TypeScript, Rust);
#   2. the server on a free port (private webhook targets allowed, rate limit out of the way);
#   3. Schemathesis over openapi.yaml: every check, a fixed example budget, stateful sequences
#      through the spec's OpenAPI links (conformance/schemathesis.toml, hooks.py). The examples and
#      coverage phases (which the seed barely moves) run once; fuzzing and the stateful phase once
#      per seed, the seeds' fuzzing side by side, then their stateful phases one after another;
#      a table of the cases each run generated ends the output;
#   4. the Python SDK generated from openapi.yaml driving the whole flow (sdk_flow.py);
#   5. the TypeScript client generated from openapi.yaml (typescript-fetch), compiled together
#      with typescript/flow.ts under `tsc --strict` by `make sdk-typescript`, driving the same flow
#      on Node.js, and more: a candidate patched and deleted, the documented error shapes through
#      the client's ResponseError, every page of the cursor and page-numbered lists;
#   6. the Rust client generated from openapi.yaml (`rust`, reqwest), compiled with rust/ (a
#      cargo project of its own) by `make sdk-rust`, driving what the TypeScript flow drives, each
#      answer compared field for field with what the server sent;
#   7. server stopped, database dropped.
#
# Everything runs in a network namespace of its own with only loopback: generated webhook URLs
# point anywhere, and the server's deliveries to them must not leave the machine. The database
# is reached through its Unix socket for the same reason.
#
# Environment: INTERVIEW_API_BIN (default target/debug/interview-api), SDK_DIR (the generated
# Python client, default target/sdk/python), TS_FLOW (the compiled TypeScript flow, default
# target/conformance/typescript/conformance/typescript/flow.js), RUST_FLOW (the compiled Rust
# flow, default target/conformance/rust/debug/rust-flow), PGSOCKET_DIR (default
# /var/run/postgresql), CONFORMANCE_PARTS (default "schemathesis sdk typescript rust": what to
# run), CONFORMANCE_SEEDS (default "20261123 7 1999": the seeds of the random phases). Arguments
# are passed on to `schemathesis run`. `make conformance` runs Schemathesis alone while it generates
# and compiles the clients, then the flows; each run has its database, server and log.
set -euo pipefail
# The key that seals tokens and webhook secrets at rest, made for this run.
export SECRETS_KEYS="conformance:$(head -c 32 /dev/urandom | base64)"
# E-mails to the candidates invited here are written as files, not sent (no SMTP_URL).
export EMAIL_DIR="${TMPDIR:-/tmp}/interview-api-conformance-outbox"
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
TS_FLOW=${TS_FLOW:-target/conformance/typescript/conformance/typescript/flow.js}
RUST_FLOW=${RUST_FLOW:-target/conformance/rust/debug/rust-flow}
SOCKET_DIR=${PGSOCKET_DIR:-/var/run/postgresql}
OUT=target/conformance
mkdir -p "$OUT"
PARTS=" ${CONFORMANCE_PARTS:-schemathesis sdk typescript rust} "
# The server's log of this run's parts: `make conformance` runs Schemathesis, then the flows.
PARTS_NAME=$(echo $PARTS | tr ' ' '-')
SERVER_LOG="$OUT/server-${PARTS_NAME}.log"

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

echo "--- conformance: database ${DB}, accounts and keys"
# An account and key for Schemathesis, and one for each client's flow: a flow checks what happens
# to its own webhook endpoint and events, which the endpoints Schemathesis leaves behind
# (subscribed to every event, at addresses that never answer) must not change, and the TypeScript
# and Rust flows walk their account's lists to their end, which nothing else may fill. Prints the
# key and its id.
new_account_key() {
    local account
    account=$("$BIN" accounts create --email "$1" --plan paid --credits 1000000 --json |
        python3 -c 'import json, sys; print(json.load(sys.stdin)["id"])')
    "$BIN" keys create "$account" --name "$2" --json |
        python3 -c 'import json, sys; key = json.load(sys.stdin); print(key["key"], key["id"])'
}
read -r API_KEY API_KEY_ID < <(new_account_key conformance@example.com conformance)
read -r SDK_API_KEY _ < <(new_account_key sdk-flow@example.com sdk-flow)
read -r TS_API_KEY _ < <(new_account_key typescript-flow@example.com typescript-flow)
read -r RUST_API_KEY _ < <(new_account_key rust-flow@example.com rust-flow)

echo "--- conformance: server on 127.0.0.1:${PORT}"
"$BIN" serve \
    --bind-addr "127.0.0.1:${PORT}" \
    --webhook-allow-private true \
    --webhook-retry-schedule 1s,1s \
    --rate-limit-per-minute 1000000 \
    --log-format json >"$SERVER_LOG" 2>&1 &
SERVER_PID=$!
for _ in $(seq 100); do
    curl -fsS "http://127.0.0.1:${PORT}/readyz" >/dev/null 2>&1 && break
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$SERVER_LOG"; exit 1; }
    sleep 0.2
done
curl -fsS "http://127.0.0.1:${PORT}/readyz" >/dev/null

SEEDS=(${CONFORMANCE_SEEDS:-20261123 7 1999})
FAILED=0
COUNTS=()

# One `schemathesis run` of some phases with a seed, its output into its log and its exit status
# beside it, so that runs can go side by side.
schemathesis_run() {
    local seed=$1 phases=$2
    shift 2
    local name="${seed}-${phases//,/-}"
    local status=0
    CONFORMANCE_API_KEY="$API_KEY" CONFORMANCE_API_KEY_ID="$API_KEY_ID" CONFORMANCE_BASE_URL="$BASE" \
        SCHEMATHESIS_HOOKS=hooks \
        PYTHONPATH="conformance${PYTHONPATH:+:$PYTHONPATH}" \
        schemathesis --config-file conformance/schemathesis.toml run openapi.yaml \
        --url "$BASE" --no-color --seed "$seed" --phases "$phases" \
        --report junit --report-dir "$OUT/schemathesis/$name" "$@" >"$OUT/schemathesis-$name.log" 2>&1 ||
        status=$?
    echo "$status" >"$OUT/schemathesis-$name.status"
}

# A finished run's output, and its counts in the final table. A failing run does not stop the
# others: every failure of every seed is reported.
schemathesis_report() {
    local name="${1}-${2//,/-}"
    local log="$OUT/schemathesis-$name.log"
    cat "$log"
    # "Test cases:" is followed by e.g. "4985 generated, 4985 passed, 54 skipped".
    local counts
    counts=$(grep -A1 '^Test cases:' "$log" | tail -n 1 | sed 's/^ *//' || true)
    COUNTS+=("$(printf '%-10s %-19s %s' "$1" "$2" "${counts:-no summary}")")
    if [[ $(cat "$OUT/schemathesis-$name.status") -ne 0 ]]; then
        FAILED=1
    fi
}

if [[ "$PARTS" == *" schemathesis "* ]]; then
    echo "--- conformance: schemathesis $(schemathesis --version | awk '{print $NF}'), seeds ${SEEDS[*]}"
    rm -rf "$OUT/schemathesis" "$OUT"/schemathesis-*
    schemathesis_run "${SEEDS[0]}" examples,coverage "$@"
    schemathesis_report "${SEEDS[0]}" examples,coverage
    # One run sends one request at a time and leaves a core idle, so the seeds' fuzzing goes side
    # by side: each case is a call of its own, in the one account. The stateful phase of each seed
    # follows on its own, in the account the fuzzing filled, and only then gets its full budget of
    # linked sequences (phases.stateful in the config).
    fuzzing=()
    for seed in "${SEEDS[@]}"; do
        schemathesis_run "$seed" fuzzing "$@" &
        fuzzing+=($!)
    done
    wait "${fuzzing[@]}"
    for seed in "${SEEDS[@]}"; do
        schemathesis_report "$seed" fuzzing
    done
    for seed in "${SEEDS[@]}"; do
        schemathesis_run "$seed" stateful "$@"
        schemathesis_report "$seed" stateful
    done
    echo "--- conformance: cases generated"
    printf '%-10s %-19s %s\n' seed phases cases
    printf '%s\n' "${COUNTS[@]}"
    if [[ $FAILED -ne 0 ]]; then
        echo "conformance: schemathesis found failures (above)" >&2
        exit 1
    fi
fi

if [[ "$PARTS" == *" sdk "* ]]; then
    echo "--- conformance: Python SDK flow"
    PYTHONPATH="${SDK_DIR}${PYTHONPATH:+:$PYTHONPATH}" \
        python3 conformance/sdk_flow.py --base-url "$BASE" --api-key "$SDK_API_KEY"
fi

if [[ "$PARTS" == *" typescript "* ]]; then
    echo "--- conformance: TypeScript flow (node $(node --version))"
    if [[ ! -f "$TS_FLOW" ]]; then
        echo "conformance: $TS_FLOW is missing: make sdk-typescript generates and compiles it" >&2
        exit 1
    fi
    node "$TS_FLOW" --base-url "$BASE" --api-key "$TS_API_KEY"
fi

if [[ "$PARTS" == *" rust "* ]]; then
    echo "--- conformance: Rust flow"
    if [[ ! -x "$RUST_FLOW" ]]; then
        echo "conformance: $RUST_FLOW is missing: make sdk-rust generates the client and compiles it" >&2
        exit 1
    fi
    "$RUST_FLOW" --base-url "$BASE" --api-key "$RUST_API_KEY"
fi

echo "--- conformance: server log"
if grep -E '"level":"(ERROR|error)"|panicked' "$SERVER_LOG" >/dev/null; then
    grep -E '"level":"(ERROR|error)"|panicked' "$SERVER_LOG" | head -20
    echo "conformance: the server logged errors (above)" >&2
    exit 1
fi
echo "conformance: passed"
