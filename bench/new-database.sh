#!/usr/bin/env bash
# The first minutes of a new deployment (BENCHMARKS.md): POST /invitations on a server started on
# a newly migrated database, in consecutive runs on the same server and its connections, then
# after another account's 100,000 live invitations arrive, then after a restart of the server.
# Needs the release build and wrk (as `make bench`). Knobs: BENCH_DURATION (s per run, 10).
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/common.sh
DURATION=${BENCH_DURATION:-10}
BIN=${CARGO_TARGET_DIR:-target}/release/interview-api
ADDR=127.0.0.1:18584
export SECRETS_KEYS="bench:$(head -c 32 /dev/urandom | base64)"
export DATABASE_URL=postgres://postgres@127.0.0.1:5432/interview_api_new_database
psql postgres://postgres@127.0.0.1:5432/postgres -X -q -c "drop database if exists interview_api_new_database with (force)"
$BIN migrate
read -r _ KEY < <(account invitations@bench.test 1000000000)
read -r OTHER OTHER_KEY < <(account live@bench.test 1000000000)
start() {
    $BIN serve --bind-addr "$ADDR" --rate-limit-per-minute 1000000000 2>/dev/null & PID=$!
    for _ in $(seq 100); do curl -fs -o /dev/null "http://$ADDR/readyz" && return; sleep 0.2; done
}
start
trap 'kill $PID' EXIT
JOB=$(job "$ADDR" "$KEY")
OTHER_JOB=$(job "$ADDR" "$OTHER_KEY")
run() { # label
    local rps p50 p99
    read -r _ rps p50 p99 _ < <(BENCH_KEY=$KEY BENCH_THREADS=2 wrk -t2 -c16 -d"${DURATION}s" -s bench/wrk.lua \
        "http://$ADDR" -- invitation "$JOB" | grep '^RESULT')
    echo "| $1 | $rps | $p50 | $p99 |"
}
echo "| POST /invitations, 16 connections, ${DURATION}s each | req/s | p50 ms | p99 ms |"
echo "|---|---:|---:|---:|"
run "new database, first run"
run "second run"
run "third run"
psql "$DATABASE_URL" -X -q -v account="$OTHER" -v job="$OTHER_JOB" -v count=100000 -f bench/live.sql >/dev/null
run "after another account's 100,000 invitations"
kill "$PID"; wait "$PID" 2>/dev/null || true
start
run "after a restart of the server"
