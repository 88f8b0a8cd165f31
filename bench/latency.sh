#!/usr/bin/env bash
# Latency as users feel it (BENCHMARKS.md): the server and each peer alone on the same data,
# first at its closed-loop maximum (wrk at 16 connections, as `make bench` measures throughput),
# then under an open loop at 70% of that maximum: oha sends at a constant rate and times each
# request from when it was due (--latency-correction), so a stall is charged to every request it
# holds up, not only to the one that met it. The invitation goes without an Idempotency-Key in
# both runs: oha sends one fixed request (and the peers ignore the header).
# Needs wrk and the peers' runtimes (Python, Node.js), as `make bench`. Knobs: BENCH_DURATION (s
# per run, 10), BENCH_LOAD (the share of the maximum, 0.7).
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/common.sh
DURATION=${BENCH_DURATION:-10}
LOAD=${BENCH_LOAD:-0.7}
CONNECTIONS=16
BIN=${CARGO_TARGET_DIR:-target}/release/interview-api
SERVER=127.0.0.1:18585
OUT=target/bench
mkdir -p "$OUT"
command -v oha >/dev/null || { log "installing oha (crates.io)"; cargo install oha --locked --quiet; }
# The queries compile from .sqlx/, not against a database (as in the Makefile).
SQLX_OFFLINE=true cargo build --release --quiet --bin interview-api
install_peers
export SECRETS_KEYS="bench:$(head -c 32 /dev/urandom | base64)"
export DATABASE_URL=postgres://postgres@127.0.0.1:5432/interview_api_latency

psql postgres://postgres@127.0.0.1:5432/postgres -X -q -c "drop database if exists interview_api_latency with (force)"
$BIN migrate
read -r READS READS_KEY < <(account reads@bench.test 0)
log "seeding 100k candidates"
psql "$DATABASE_URL" -X -q -v ON_ERROR_STOP=1 -v account="$READS" -v count=100000 -f bench/seed.sql
psql "$DATABASE_URL" -X -q -c "vacuum analyze candidates"
psql "$DATABASE_URL" -X -q -At -c "select id from candidates order by random() limit 2000" > "$OUT/latency-ids.txt"
# oha draws each request's path from this pattern: 200 of the candidates.
READ_URLS="/api/v1/candidates/($(head -200 "$OUT/latency-ids.txt" | paste -sd'|'))"

SERVERS=(server "${PEERS[@]}")
declare -A ADDR=([server]=$SERVER) KEY JOB
for name in "${PEERS[@]}"; do ADDR[$name]=${PEER_ADDR[$name]}; done
# Each server's invitations into an account of its own, so none starts with another's.
for name in "${SERVERS[@]}"; do read -r _ "KEY[$name]" < <(account "${name,,}@bench.test" 1000000000); done

$BIN serve --bind-addr "$SERVER" --rate-limit-per-minute 1000000000 2>/dev/null & SERVER_PID=$!
trap 'kill $SERVER_PID 2>/dev/null || true' EXIT
for _ in $(seq 100); do curl -fs -o /dev/null "http://$SERVER/readyz" && break; sleep 0.2; done
for name in "${SERVERS[@]}"; do JOB[$name]=$(job "$SERVER" "${KEY[$name]}"); done
kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true

closed_loop() { # addr key duration scenario arg -> req/s
    BENCH_KEY=$2 BENCH_THREADS=2 wrk -t2 -c"$CONNECTIONS" -d"$3s" -s bench/wrk.lua "http://$1" -- "$4" "$5" \
        | awk '/^RESULT/ {print $2}'
}
open_loop() { # label max-rps rate oha-args...: one row of the table
    local label=$1 max=$2 rate=$3; shift 3
    oha --no-tui --output-format json -z "${DURATION}s" -w -c "$CONNECTIONS" -q "$rate" --latency-correction "$@" \
        > "$OUT/latency.json"
    python3 - "$label" "$max" "$rate" "$OUT/latency.json" <<'PY'
import json, sys
label, top, rate, path = sys.argv[1:]
result = json.load(open(path))
p = result["latencyPercentiles"]
codes = result.get("statusCodeDistribution", {})
bad = sum(n for code, n in codes.items() if not code.startswith("2")) + sum(result.get("errorDistribution", {}).values())
ms = lambda s: f"{s * 1000:.2f}" if s is not None else "-"
print(f"| {label} | {float(top):.0f} | {rate} | {result['summary']['requestsPerSec']:.0f} | {ms(p['p50'])} | {ms(p['p99'])} | {ms(p['p99.9'])} | {bad} |")
PY
}
share() { python3 -c "print(max(1, round($1 * $LOAD)))"; } # of a maximum

# The peers first, so that the server is then also measured at each peer's rate.
declare -A READ_MAX INVITE_MAX
echo "| endpoint, server | max req/s (closed loop) | rate sent | req/s answered | p50 ms | p99 ms | p99.9 ms | not 2xx |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for name in "${PEERS[@]}" server; do
    addr=${ADDR[$name]}
    if [ "$name" = server ]; then
        # As the image runs it and as bench/run.sh measures it: reads' audit events journaled.
        $BIN serve --bind-addr "$SERVER" --rate-limit-per-minute 1000000000 --audit-journal-dir "$OUT/latency-journal" \
            2>/dev/null & SERVER_PID=$!
        for _ in $(seq 100); do curl -fs -o /dev/null "http://$SERVER/readyz" && break; sleep 0.2; done
    else
        start_peer "$name" "$OUT" "/api/v1/candidates/$(head -1 "$OUT/latency-ids.txt")" "$READS_KEY"
        SERVER_PID=$PEER_PID
    fi
    log "$name"
    closed_loop "$addr" "$READS_KEY" 3 ids "$OUT/latency-ids.txt" >/dev/null # warm-up
    READ_MAX[$name]=$(closed_loop "$addr" "$READS_KEY" "$DURATION" ids "$OUT/latency-ids.txt")
    INVITE_MAX[$name]=$(closed_loop "$addr" "${KEY[$name]}" "$DURATION" invitation-without-key "${JOB[$name]}")
    sed "s|^|http://$addr/api/v1/candidates/|" "$OUT/latency-ids.txt" > "$OUT/latency-urls.txt"
    invitation=("http://$addr/api/v1/invitations" -m POST -H "Authorization: Bearer ${KEY[$name]}" -H 'Content-Type: application/json'
        -d "{\"job_id\":\"${JOB[$name]}\",\"candidate_name\":\"Bench Candidate\",\"expires_in_days\":30,\"question_config\":{\"custom_questions\":[{\"question_text\":\"Why this role?\",\"question_type\":\"role_specific\"}],\"question_order\":[\"custom_0\"]}}")
    rates=("$name")
    [ "$name" = server ] && rates+=("${PEERS[@]}")
    for at in "${rates[@]}"; do
        label=$name; [ "$at" != "$name" ] && label="$name at $at's rate"
        open_loop "GET /candidates/{id}, $label" "${READ_MAX[$name]}" "$(share "${READ_MAX[$at]}")" \
            -H "Authorization: Bearer $READS_KEY" --urls-from-file "$OUT/latency-urls.txt"
        open_loop "POST /invitations, $label" "${INVITE_MAX[$name]}" "$(share "${INVITE_MAX[$at]}")" "${invitation[@]}"
    done
    kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true
done
