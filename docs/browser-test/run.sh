#!/usr/bin/env bash
# The reference page and a report page in headless Chromium (`make docs-test`): the server on a
# free port and a fresh database (which it creates and migrates, with the demo account), then
# check.mjs against /docs; then an interview is played through the API to its evaluation and
# report.mjs opens its report. The server is stopped and the database dropped whatever happens.
#
# Environment: INTERVIEW_API_BIN (default the debug build `make docs-test` makes), CHROMIUM
# (default /usr/bin/chromium), DOCS_TEST_TIMEOUT_MS (how long the page gets to render),
# TEST_DATABASE_SERVER (default postgres://postgres@127.0.0.1:5432).
set -euo pipefail
# The key that seals tokens and webhook secrets at rest, made for this run.
export SECRETS_KEYS="browser-test:$(head -c 32 /dev/urandom | base64)"
cd "$(dirname "$0")/../.."

BIN=${INTERVIEW_API_BIN:-${CARGO_TARGET_DIR:-target}/debug/interview-api}
OUT=target/docs-test
mkdir -p "$OUT"

DB="docs_test_$(date +%s)_$$"
# The PostgreSQL server the tests use (`TEST_DATABASE_SERVER`), else the local one.
SERVER=${TEST_DATABASE_SERVER:-postgres://postgres@127.0.0.1:5432}
export DATABASE_URL="${SERVER}/${DB}"
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
BASE="http://127.0.0.1:${PORT}"
SERVER_PID=

cleanup() {
    local status=$?
    if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
        kill -TERM "$SERVER_PID" 2>/dev/null || true
        wait "$SERVER_PID" 2>/dev/null || true
    fi
    psql -q "${SERVER}/postgres" -c "drop database if exists \"${DB}\" with (force)" >/dev/null 2>&1 || true
    exit "$status"
}
trap cleanup EXIT

echo "--- docs-test: server on ${BASE}, database ${DB}"
"$BIN" serve --bind-addr "127.0.0.1:${PORT}" --public-url-base "$BASE" --bootstrap-demo --log-format json \
    >"$OUT/server.log" 2>&1 &
SERVER_PID=$!
# Ready when /readyz answers; a server that exits instead is reported at once. Two minutes, for
# a loaded machine migrating a fresh database.
for _ in $(seq 600); do
    curl -fsS "${BASE}/readyz" >/dev/null 2>&1 && break
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$OUT/server.log"; exit 1; }
    sleep 0.2
done
curl -fsS "${BASE}/readyz" >/dev/null || { cat "$OUT/server.log"; exit 1; }

node docs/browser-test/check.mjs "$BASE" openapi.yaml

# A report: the demo account's key (printed once, into the log), its job, an interview played
# through the session API and evaluated.
KEY=$(grep -o 'ivk_live_[0-9a-f]\{64\}' "$OUT/server.log" | head -1)
api() { curl -fsS -H "Authorization: Bearer ${KEY}" -H 'Content-Type: application/json' "$@"; }
json() { python3 -c "import json, sys; print(eval('json.load(sys.stdin)' + sys.argv[1]))" "$1"; }
JOB=$(api "${BASE}/api/v1/jobs" | json "['data'][0]['id']")
INVITATION=$(api -X POST "${BASE}/api/v1/invitations" -d "{\"job_id\": \"${JOB}\", \"candidate_name\": \"Ada Lovelace\"}")
ID=$(echo "$INVITATION" | json "['id']")
TOKEN=$(echo "$INVITATION" | json "['token']")
session() { curl -fsS -H 'Content-Type: application/json' -X POST "${BASE}/api/v1/sessions/${TOKEN}/$1" ${2:+-d "$2"}; }
QUESTIONS=$(session start | json "['data']['questions']")
BARS=1
SCORES=""
for QUESTION in $(echo "$QUESTIONS" | python3 -c "import ast, sys; print(' '.join(q['id'] for q in ast.literal_eval(sys.stdin.read())))"); do
    session responses "{\"question_id\": \"${QUESTION}\", \"transcript\": \"An answer <with> markup & more\", \"duration_seconds\": 30}" >/dev/null
    SCORES="${SCORES:+${SCORES}, }{\"question_id\": \"${QUESTION}\", \"score\": 70}"
    BARS=$((BARS + 1))
done
session complete "{\"evaluation\": {\"overall_score\": 81, \"recommendation\": \"yes\", \"summary\": \"Clear and careful.\", \"questions\": [${SCORES}]}}" >/dev/null
REPORT=$(api "${BASE}/api/v1/interviews/${ID}" | json "['data']['report_url']")
node docs/browser-test/report.mjs "$BASE" "${REPORT#"$BASE"}" "Ada Lovelace" "$BARS"
