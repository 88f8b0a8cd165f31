# What the scripts of `make bench` share (sourced by bench/run.sh, bench/new-database.sh and
# bench/latency.sh): reading JSON, a log line, an account with a key, and the peers (bench/peers/:
# the same endpoints in FastAPI and in Fastify, 2 workers each, on DATABASE_URL).

json() { python3 -c "import json,sys; print(json.load(sys.stdin)$1)"; }
log() { printf '%s  %s\n' "$(date +%T)" "$*" >&2; }

account() { # email credits -> "ID KEY": an account made with the operator commands of $BIN
    local id key
    id=$($BIN accounts create --email "$1" --credits "$2" --json | json "['id']")
    key=$($BIN keys create "$id" --name bench --json | json "['key']")
    echo "$id $key"
}

job() { # address key -> the id of a new job with ten questions, created through the server there
    local questions
    questions=$(python3 -c "import json; print(json.dumps([{'question_text': f'Question {i}', 'question_type': 'technical', 'time_limit_seconds': 180} for i in range(10)]))")
    curl -fs -X POST "http://$1/api/v1/jobs" -H "Authorization: Bearer $2" -H 'Content-Type: application/json' \
        -d "{\"title\":\"Benchmark job\",\"questions\":$questions}" | json "['data']['id']"
}

declare -A PEER_ADDR=([FastAPI]=127.0.0.1:18491 [Fastify]=127.0.0.1:18492)
PEERS=(FastAPI Fastify)
PEER_VENV=target/bench-peers/venv

install_peers() { # their pinned packages, installed again only when their pins change
    if ! cmp -s bench/peers/fastapi/requirements.txt "$PEER_VENV/requirements.txt"; then
        echo "installing the FastAPI peer (PyPI) into $PEER_VENV" >&2
        rm -rf "$PEER_VENV"
        python3 -m venv "$PEER_VENV"
        "$PEER_VENV/bin/pip" install -q --disable-pip-version-check -r bench/peers/fastapi/requirements.txt
        cp bench/peers/fastapi/requirements.txt "$PEER_VENV/requirements.txt"
    fi
    if ! cmp -s bench/peers/fastify/package-lock.json bench/peers/fastify/node_modules/.bench-installed; then
        echo "installing the Fastify peer (npm ci)" >&2
        (cd bench/peers/fastify && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
        cp bench/peers/fastify/package-lock.json bench/peers/fastify/node_modules/.bench-installed
    fi
}

start_peer() { # peer log-dir probe-path key: starts it (PEER_PID) and waits until it answers the probe
    local addr=${PEER_ADDR[$1]}
    case $1 in
        FastAPI) "$PEER_VENV/bin/uvicorn" app:app --app-dir bench/peers/fastapi --host "${addr%:*}" --port "${addr##*:}" \
                     --workers 2 > "$2/peer-fastapi.log" 2>&1 & ;;
        Fastify) BIND_ADDR=$addr node bench/peers/fastify/server.js > "$2/peer-fastify.log" 2>&1 & ;;
    esac
    PEER_PID=$!
    for _ in $(seq 150); do
        curl -fs -o /dev/null -H "Authorization: Bearer $4" "http://$addr$3" && return
        sleep 0.2
    done
    echo "$1 did not start: see $2/peer-${1,,}.log" >&2; return 1
}

stop_peer() { kill "$PEER_PID"; wait "$PEER_PID" 2>/dev/null || true; }
