#!/usr/bin/env bash
# `make bench`: seeds a dataset, measures the server, its references and its peers (the same two
# endpoints in FastAPI and in Fastify) side by side with the same load generator and connection
# count, and prints the table. See BENCHMARKS.md.
set -euo pipefail
# The key that seals tokens and webhook secrets at rest, made for this run.
export SECRETS_KEYS="bench:$(head -c 32 /dev/urandom | base64)"
cd "$(dirname "$0")/.."
source bench/common.sh

DURATION=${BENCH_DURATION:-10}          # seconds per scenario
CONNECTIONS=${BENCH_CONNECTIONS:-16}
THREADS=${BENCH_THREADS:-2}
LARGE=${BENCH_LARGE:-1000000}           # candidates of the scaling account
LIVE=${BENCH_LIVE:-100000}              # live invitations of the credits-at-scale account
LIVE_LABEL="$LIVE live"; [ $((LIVE % 1000)) = 0 ] && [ "$LIVE" -gt 0 ] && LIVE_LABEL="$((LIVE / 1000))k live"
SERVER=127.0.0.1:18480
REFERENCE=127.0.0.1:18490
RECEIVER=127.0.0.1:18495
export DATABASE_URL=postgres://postgres@127.0.0.1:5432/interview_api_bench
OUT=target/bench
mkdir -p "$OUT"
PSQL=(psql "$DATABASE_URL" -X -q -v ON_ERROR_STOP=1 -At)
TARGET_DIR=${CARGO_TARGET_DIR:-target}
BIN=$TARGET_DIR/release/interview-api
COMPANIONS=$TARGET_DIR/release/examples/bench-companions
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT


if ! command -v wrk >/dev/null; then
    log "installing wrk (Debian package)"
    apt-get install -y -qq wrk >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
fi

log "building (release)"
cargo build --release --quiet --bin interview-api --example bench-companions

install_peers

log "fresh database"
psql postgres://postgres@127.0.0.1:5432/postgres -X -q -c "drop database if exists interview_api_bench with (force)"
$BIN migrate

read -r MAIN MAIN_KEY < <(account main@bench.test 1000000000)
read -r SMALL SMALL_KEY < <(account small@bench.test 0)
read -r LARGE_ACCOUNT LARGE_KEY < <(account large@bench.test 0)
read -r FLOW FLOW_KEY < <(account flow@bench.test 1000000000)
# The server's invitations, single and batched, into an account of their own with none live, not
# into MAIN, whose key every read and list uses: each invitation updates its account's row, which
# authenticating a key of that account reads, and where PostgreSQL runs without autovacuum (this
# machine's CI configuration) nothing removes its old versions, so MAIN's reads would slow down
# with every invitation before them (BENCHMARKS.md). Credits at scale: invitations into an account
# with $LIVE live ones, and pgbench's transaction into an account of its own with none, so no run
# starts with another's reservations and nothing has to be deleted.
read -r INVITE INVITE_KEY < <(account invitations@bench.test 1000000000)
read -r LIVE_ACCOUNT LIVE_KEY < <(account live@bench.test 1000000000)
read -r PGBENCH PGBENCH_KEY < <(account pgbench@bench.test 1000000000)
# Each peer's invitations into an account and a job of its own, for the same reason.
declare -A PEER_ACCOUNT PEER_KEY PEER_JOB
for peer in "${PEERS[@]}"; do
    read -r "PEER_ACCOUNT[$peer]" "PEER_KEY[$peer]" < <(account "${peer,,}@bench.test" 1000000000)
done

log "seeding 100k + 10k + ${LARGE} candidates"
indexes=$("${PSQL[@]}" -c "select indexdef || ';' from pg_indexes where tablename = 'candidates' and indexname <> 'candidates_pkey'")
"${PSQL[@]}" -c "select 'drop index ' || indexname || ';' from pg_indexes where tablename = 'candidates' and indexname <> 'candidates_pkey'" | "${PSQL[@]}"
"${PSQL[@]}" -v account="$MAIN" -v count=100000 -f bench/seed.sql
"${PSQL[@]}" -v account="$SMALL" -v count=10000 -f bench/seed.sql
"${PSQL[@]}" -v account="$LARGE_ACCOUNT" -v count="$LARGE" -f bench/seed.sql
log "rebuilding candidate indexes"
echo "$indexes" | "${PSQL[@]}"
"${PSQL[@]}" -c "vacuum analyze candidates"
"${PSQL[@]}" -c "select id from candidates where account_id = '$MAIN' order by random() limit 2000" > "$OUT/ids.txt"

log "starting the server, the reference endpoint and the webhook receiver"
$COMPANIONS receiver "$RECEIVER" & pids+=($!)
$COMPANIONS reference "$REFERENCE" & REFERENCE_PID=$!; pids+=("$REFERENCE_PID")
$BIN serve --bind-addr "$SERVER" --rate-limit-per-minute 1000000000 --webhook-allow-private true \
    --audit-journal-dir "$OUT/audit-journal" --log-format json 2> "$OUT/server.log" & SERVER_PID=$!; pids+=("$SERVER_PID")
for _ in $(seq 150); do
    curl -fs -o /dev/null "http://$SERVER/readyz" && curl -s -o /dev/null "http://$REFERENCE/" && curl -s -o /dev/null "http://$RECEIVER/count" && break
    sleep 0.2
done
curl -fs -o /dev/null "http://$SERVER/readyz"

api() { # method path key body
    curl -fs -X "$1" "http://$SERVER$2" -H "Authorization: Bearer $3" -H 'Content-Type: application/json' ${4:+-d "$4"}
}
JOB=$(job "$SERVER" "$INVITE_KEY")
FLOW_JOB=$(job "$SERVER" "$FLOW_KEY")
LIVE_JOB=$(job "$SERVER" "$LIVE_KEY")
PGBENCH_JOB=$(job "$SERVER" "$PGBENCH_KEY")
for peer in "${PEERS[@]}"; do
    PEER_JOB[$peer]=$(job "$SERVER" "${PEER_KEY[$peer]}")
done
api POST /api/v1/webhooks "$FLOW_KEY" "{\"url\":\"http://$RECEIVER/hook\"}" >/dev/null
"${PSQL[@]}" -v account="$FLOW" -v job="$FLOW_JOB" -v count=40000 -f bench/sessions.sql > "$OUT/sessions.txt"
log "seeding $LIVE live invitations"
"${PSQL[@]}" -v account="$LIVE_ACCOUNT" -v job="$LIVE_JOB" -v count="$LIVE" -f bench/live.sql

server_peak_rss() { kill -0 "$SERVER_PID" 2>/dev/null && awk '/VmHWM/ {print int($2 / 1024)}' "/proc/$SERVER_PID/status" || echo -; }
# What is resident now: the heap and other anonymous memory, and the pages of the binary and its
# libraries (clean, read from the file).
server_rss_now() { kill -0 "$SERVER_PID" 2>/dev/null && awk '/RssAnon/ {a = $2} /RssFile/ {f = $2} END {printf "anonymous %d, file %d", a / 1024, f / 1024}' "/proc/$SERVER_PID/status" || echo -; }

declare -A RPS P50 P99 BAD
run() { # name key threads connections target wrk-args...
    local name=$1 key=$2 threads=$3 connections=$4 target=$5; shift 5
    local line
    line=$(BENCH_KEY=$key BENCH_THREADS=$threads wrk -t"$threads" -c"$connections" -d"${DURATION}s" --timeout 10s \
        -s bench/wrk.lua "http://$target" -- "$@" | grep '^RESULT')
    read -r _ rps p50 p99 total bad <<< "$line"
    RPS[$name]=$rps P50[$name]=$p50 P99[$name]=$p99 BAD[$name]=$bad
    # The server's peak RSS so far, after each scenario: which one raised it.
    log "$name: $rps req/s, p50 $p50 ms, p99 $p99 ms ($total requests, $bad not 2xx), server peak RSS $(server_peak_rss) MiB (now $(server_rss_now) MiB)"
}

warm_up() { # target wrk-args...: 3 s of the same load, not measured (connections, statement caches)
    local target=$1; shift
    BENCH_KEY=$MAIN_KEY BENCH_THREADS=$THREADS wrk -t"$THREADS" -c"$CONNECTIONS" -d3s -s bench/wrk.lua \
        "http://$target" -- "$@" >/dev/null
}

log "measuring"
# The server and the reference compared, each warmed up first: neither has served anything yet.
warm_up "$REFERENCE" ids "$OUT/ids.txt"
run "reference GET /candidates/{id}" "$MAIN_KEY" "$THREADS" "$CONNECTIONS" "$REFERENCE" ids "$OUT/ids.txt"
# Its pool's connections go with it: the peers need theirs.
kill "$REFERENCE_PID"; wait "$REFERENCE_PID" 2>/dev/null || true
warm_up "$SERVER" ids "$OUT/ids.txt"
for size in small large; do
    key=$SMALL_KEY; [ $size = large ] && key=$LARGE_KEY
    run "GET /candidates page 1 ($size)" "$key" "$THREADS" "$CONNECTIONS" "$SERVER" path "/api/v1/candidates?page=1&limit=50"
    run "search selective ($size)" "$key" "$THREADS" "$CONNECTIONS" "$SERVER" path "/api/v1/candidates?search=quixote"
    run "search unselective ($size)" "$key" "$THREADS" "$CONNECTIONS" "$SERVER" path "/api/v1/candidates?search=an"
done
run "POST /candidates" "$MAIN_KEY" "$THREADS" "$CONNECTIONS" "$SERVER" candidate
# Invitations into an account with $LIVE live ones, whose balance is then read: reserving and
# reading must not cost more with more live invitations (than in INVITE, which has none, below).
run "POST /invitations ($LIVE_LABEL)" "$LIVE_KEY" "$THREADS" "$CONNECTIONS" "$SERVER" invitation "$LIVE_JOB"
run "GET /credits/balance ($LIVE_LABEL)" "$LIVE_KEY" "$THREADS" "$CONNECTIONS" "$SERVER" path "/api/v1/credits/balance"
# Its latency unloaded: at $CONNECTIONS connections every endpoint's p50 is mostly its place in
# the queue for the machine's two cores (connections / throughput).
run "GET /credits/balance ($LIVE_LABEL), 1 connection" "$LIVE_KEY" 1 1 "$SERVER" path "/api/v1/credits/balance"

# A scenario measured in three rounds alternated with what it is compared to is reported by its
# median round (by req/s), its failures by all three: a machine's speed may drift by a fifth
# within minutes, which two runs minutes apart would add to their ratio.
median() { printf '%s\n' "$@" | sort -g | sed -n 2p; } # of three
take_median() { # name: NAME's figures from "NAME, round 1..3"
    local name=$1 round
    read -r _ round <<< "$(median "${RPS[$name, round 1]} 1" "${RPS[$name, round 2]} 2" "${RPS[$name, round 3]} 3")"
    RPS[$name]=${RPS[$name, round $round]} P50[$name]=${P50[$name, round $round]} P99[$name]=${P99[$name, round $round]}
    BAD[$name]=$((${BAD[$name, round 1]} + ${BAD[$name, round 2]} + ${BAD[$name, round 3]}))
}

# The server and its peers, alternated: in each round the server's read and invitations, then
# each peer's, started, warmed up as the server was and stopped after its scenarios, with nothing
# else under load, the same keys and ids, and invitations into an account and job of its own, as
# the server's are (each round after the first, the server's and each peer's, starts with the
# invitations of the rounds before it).
for round in 1 2 3; do
    log "the server and its peers, round $round"
    run "GET /candidates/{id}, round $round" "$MAIN_KEY" "$THREADS" "$CONNECTIONS" "$SERVER" ids "$OUT/ids.txt"
    run "POST /invitations, round $round" "$INVITE_KEY" "$THREADS" "$CONNECTIONS" "$SERVER" invitation "$JOB"
    for peer in "${PEERS[@]}"; do
        start_peer "$peer" "$OUT" "/api/v1/candidates/$(head -1 "$OUT/ids.txt")" "$MAIN_KEY"
        pids+=("$PEER_PID")
        warm_up "${PEER_ADDR[$peer]}" ids "$OUT/ids.txt"
        run "$peer GET /candidates/{id}, round $round" "$MAIN_KEY" "$THREADS" "$CONNECTIONS" "${PEER_ADDR[$peer]}" ids "$OUT/ids.txt"
        run "$peer POST /invitations, round $round" "${PEER_KEY[$peer]}" "$THREADS" "$CONNECTIONS" "${PEER_ADDR[$peer]}" invitation "${PEER_JOB[$peer]}"
        stop_peer
    done
done
ALTERNATED=("GET /candidates/{id}" "POST /invitations")
for peer in "${PEERS[@]}"; do ALTERNATED+=("$peer GET /candidates/{id}" "$peer POST /invitations"); done
for name in "${ALTERNATED[@]}"; do take_median "$name"; done
# The same invitations, 100 to a request, into the same account as the single ones.
run "POST /invitations/batch (100 each)" "$INVITE_KEY" "$THREADS" "$CONNECTIONS" "$SERVER" batch "$JOB"
BATCHED=$(awk -v rps="${RPS[POST /invitations/batch (100 each)]}" 'BEGIN {printf "%.0f", rps * 100}')

pgbench_tps() { # name script pgbench-args...: runs bench/SCRIPT -> tps
    local name=$1 script=$2; shift 2
    local log=$OUT/pgbench-$name.log
    pgbench -n -c "$CONNECTIONS" -j "$THREADS" -T "$DURATION" -f "bench/$script" "$@" "$DATABASE_URL" > "$log" 2>&1 \
        || { cat "$log" >&2; return 1; }
    awk '/^tps/ && !done {print $3; done = 1}' "$log"
}
log "pgbench: the invitation transaction"
PG_TPS=$(pgbench_tps none invitation.pgbench -D account="'$PGBENCH'" -D job="'$PGBENCH_JOB'")
log "pgbench: $PG_TPS tps"
PG_TPS_LIVE=$(pgbench_tps live invitation.pgbench -D account="'$LIVE_ACCOUNT'" -D job="'$LIVE_JOB'")
log "pgbench ($LIVE_LABEL): $PG_TPS_LIVE tps"
# The first page as a client asks for it, on the 100,000-candidate account, and pgbench running its
# statement as the server sends it (parameters, a named statement prepared once, the key checked
# in it), alternated in three rounds.
log "GET /candidates?limit=50 and its statement in pgbench, alternated"
pgbench_rounds=()
for round in 1 2 3; do
    tps=$(pgbench_tps "list-$round" list.pgbench -M prepared -D account="$MAIN" -D limit=50 -D offset=0 \
        -D key="\\x$(printf %s "$MAIN_KEY" | sha256sum | cut -d' ' -f1)")
    log "pgbench (list), round $round: $tps tps"
    pgbench_rounds+=("$tps")
    run "GET /candidates?limit=50 (100k), round $round" "$MAIN_KEY" "$THREADS" "$CONNECTIONS" "$SERVER" path "/api/v1/candidates?limit=50"
done
PG_LIST_TPS=$(median "${pgbench_rounds[@]}")
take_median "GET /candidates?limit=50 (100k)"
ALTERNATED+=("GET /candidates?limit=50 (100k)")

log "session flow with webhook enqueueing"
flow_started=$("${PSQL[@]}" -c "select now()")
run "session flow (start, response, complete)" "$FLOW_KEY" "$CONNECTIONS" "$CONNECTIONS" "$SERVER" session "$OUT/sessions.txt"
BACKLOG=$("${PSQL[@]}" -c "select count(*) from webhook_messages where status = 'pending'")
for _ in $(seq 600); do
    [ "$("${PSQL[@]}" -c "select count(*) from webhook_messages where status = 'pending'")" = 0 ] && break
    sleep 0.1
done
read -r EVENTS DELIVERY_RATE LAT50 LAT99 < <("${PSQL[@]}" -F ' ' -c "
    select count(*),
           round(count(*) / greatest(extract(epoch from max(delivered_at) - '$flow_started'::timestamptz), 0.001))::bigint,
           round((percentile_cont(0.5) within group (order by extract(epoch from delivered_at - created_at)) * 1000)::numeric, 1),
           round((percentile_cont(0.99) within group (order by extract(epoch from delivered_at - created_at)) * 1000)::numeric, 1)
    from webhook_messages where status = 'delivered'")
RSS_KB=$(awk '/VmHWM/ {print $2}' "/proc/$SERVER_PID/status")

ratio() { python3 -c "print(f'{$1 / $2:.2f}')"; }
best_peer() { # scenario (after the peer's name) -> the peer with the most req/s in it
    local best=${PEERS[0]} peer
    for peer in "${PEERS[@]}"; do
        python3 -c "import sys; sys.exit(0 if ${RPS[$peer $1]} > ${RPS[$best $1]} else 1)" && best=$peer
    done
    echo "$best"
}
BEST_READ=$(best_peer "GET /candidates/{id}")
BEST_INVITE=$(best_peer "POST /invitations")
P50_RATIO_LIST=$(ratio "${P50[GET /candidates page 1 (large)]}" "${P50[GET /candidates page 1 (small)]}")
P50_RATIO_SEL=$(ratio "${P50[search selective (large)]}" "${P50[search selective (small)]}")
P50_RATIO_UNSEL=$(ratio "${P50[search unselective (large)]}" "${P50[search unselective (small)]}")
flow_rps=${RPS[session flow (start, response, complete)]}
EVENT_RATE=$(python3 -c "print(round($flow_rps / 3 * 2))")
# The ledger invariants of migration 0009, after everything the run did: accounts breaking one.
BROKEN=$("${PSQL[@]}" -c "
    select count(*) from account_credits c
    where c.credit_balance <> (select coalesce(sum(amount), 0) from credit_transactions
                               where account_id = c.account_id and kind in ('top_up', 'adjustment', 'charge'))
       or c.reserved_credits <> (select -coalesce(sum(amount), 0) from credit_transactions
                                 where account_id = c.account_id and kind in ('reservation', 'release'))
       or c.reserved_credits <> (select coalesce(sum(estimated_credits), 0) from interviews
                                 where account_id = c.account_id and status in ('invited', 'in_progress'))")

{
echo
echo "Run of $(date -u '+%F %H:%M') UTC, commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD 2>/dev/null || echo ' (with changes)'), $(nproc) cores."
echo
echo "| scenario | req/s | p50 ms | p99 ms | not 2xx |"
echo "|---|---:|---:|---:|---:|"
for name in "reference GET /candidates/{id}" "GET /candidates/{id}" "FastAPI GET /candidates/{id}" "Fastify GET /candidates/{id}" \
    "GET /candidates page 1 (small)" "GET /candidates page 1 (large)" "GET /candidates?limit=50 (100k)" \
    "search selective (small)" "search selective (large)" "search unselective (small)" "search unselective (large)" \
    "POST /candidates" "POST /invitations" "FastAPI POST /invitations" "Fastify POST /invitations" \
    "POST /invitations ($LIVE_LABEL)" "POST /invitations/batch (100 each)" \
    "GET /credits/balance ($LIVE_LABEL)" \
    "GET /credits/balance ($LIVE_LABEL), 1 connection" \
    "session flow (start, response, complete)"; do
    echo "| $name | ${RPS[$name]} | ${P50[$name]} | ${P99[$name]} | ${BAD[$name]} |"
done
echo "| pgbench: invitation transaction | $PG_TPS | | | |"
echo "| pgbench: invitation transaction ($LIVE_LABEL) | $PG_TPS_LIVE | | | |"
echo "| pgbench: the statement of GET /candidates?limit=50 (100k) | $PG_LIST_TPS | | | |"
echo
echo "small = 10,000 candidates in the account, large = $LARGE; $LIVE_LABEL = $LIVE live invitations in the account"
echo "when its runs start (the others start with none); $CONNECTIONS connections, ${DURATION}s each. FastAPI and"
echo "Fastify: the peers in bench/peers/, 2 workers each, measured one at a time with nothing else under load."
echo
echo "Alternated in three rounds (with the peers; the list with pgbench of its statement), each given above by"
echo "its median round, its failures by all three. Req/s of rounds 1, 2, 3:"
echo
for name in "${ALTERNATED[@]}"; do
    echo "- $name: ${RPS[$name, round 1]}, ${RPS[$name, round 2]}, ${RPS[$name, round 3]}"
done
echo "- pgbench: the statement of GET /candidates?limit=50 (100k): ${pgbench_rounds[0]}, ${pgbench_rounds[1]}, ${pgbench_rounds[2]} tps"
echo
echo "| target | measured | goal |"
echo "|---|---:|---|"
echo "| GET /candidates/{id} vs reference | $(ratio "${RPS[GET /candidates/{id}]}" "${RPS[reference GET /candidates/{id}]}")x | >= 0.9x |"
echo "| GET /candidates/{id} vs the best peer ($BEST_READ) | $(ratio "${RPS[GET /candidates/{id}]}" "${RPS[$BEST_READ GET /candidates/{id}]}")x | >= 2x |"
echo "| POST /invitations vs the best peer ($BEST_INVITE) | $(ratio "${RPS[POST /invitations]}" "${RPS[$BEST_INVITE POST /invitations]}")x | >= 1.5x |"
echo "| GET /candidates?limit=50 (100k) vs pgbench of its statement | $(ratio "${RPS[GET /candidates?limit=50 (100k)]}" "$PG_LIST_TPS")x | >= 0.8x |"
echo "| POST /invitations vs pgbench | $(ratio "${RPS[POST /invitations]}" "$PG_TPS")x | >= 0.7x |"
echo "| POST /invitations, $LIVE_LABEL vs none | $(ratio "${RPS[POST /invitations ($LIVE_LABEL)]}" "${RPS[POST /invitations]}")x | >= 0.9x |"
echo "| pgbench transaction, $LIVE_LABEL vs none | $(ratio "$PG_TPS_LIVE" "$PG_TPS")x | |"
echo "| invitations/s in batches of 100 ($BATCHED) vs single POST /invitations | $(ratio "$BATCHED" "${RPS[POST /invitations]}")x | >= 5x |"
echo "| GET /credits/balance p50 at $LIVE_LABEL, 1 connection | ${P50[GET /credits/balance ($LIVE_LABEL), 1 connection]} ms | < 2 ms |"
echo "| GET /credits/balance p50 at $LIVE_LABEL, $CONNECTIONS connections | ${P50[GET /credits/balance ($LIVE_LABEL)]} ms | |"
echo "| list page 1 p50, large vs small | ${P50_RATIO_LIST}x | <= 3x |"
echo "| selective search p50, large vs small | ${P50_RATIO_SEL}x | <= 3x |"
echo "| unselective search p50, large vs small | ${P50_RATIO_UNSEL}x | <= 3x |"
echo "| server peak RSS | $((RSS_KB / 1024)) MiB | < 32 MiB |"
echo "| webhook events created / delivered per s | ${EVENT_RATE} / ${DELIVERY_RATE} | delivery keeps up |"
echo "| webhook backlog when the flow ended | ${BACKLOG} of ${EVENTS} | no growing backlog |"
echo "| commit-to-delivery latency p50 / p99 | ${LAT50} / ${LAT99} ms | |"
echo "| accounts breaking a ledger invariant after the run | ${BROKEN} | 0 |"
} | tee "$OUT/results.md"

# The first minutes of a new deployment: the server's invitations on a newly migrated database.
kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true
log "POST /invitations on a new database (bench/new-database.sh)"
{ echo; BENCH_DURATION=$DURATION bash bench/new-database.sh; } | tee -a "$OUT/results.md"

# Latency at a constant rate of 70% of each server's maximum (bench/latency.sh).
log "latency under an open loop (bench/latency.sh)"
{ echo; BENCH_DURATION=$DURATION bash bench/latency.sh; } | tee -a "$OUT/results.md"
