#!/usr/bin/env bash
# Builds the image and runs it as production would, against this machine's PostgreSQL: migrations
# as a step of their own, an account and key made with the image's CLI, then the server (no
# migration on start, a user without privileges), its readiness probe, its health check and one
# authenticated request. Leaves nothing behind.
set -euo pipefail
cd "$(dirname "$0")/.."
podman=image/podman.sh
image=localhost/interview-api:test
database=interview_api_image_$$
database_url=postgres://postgres@127.0.0.1:5432/$database
port=${IMAGE_TEST_PORT:-18080}
container=interview-api-image-test-$$
# The keys that seal tokens and webhook secrets at rest: production passes its own.
secrets_keys="image-test:$(head -c 32 /dev/urandom | base64)"

cleanup() {
    "$podman" rm -f -v --ignore "$container" "$container-unmigrated" >/dev/null || true
    psql -q -h 127.0.0.1 -U postgres -d postgres -c "drop database if exists $database with (force)" || true
}
trap cleanup EXIT

fail() {
    echo "image-test: $*" >&2
    "$podman" logs "$container" 2>&1 | tail -n 30 >&2 || true
    exit 1
}

image/build.sh "$image"

# The image's own command line, as an operator's one-off containers would run it.
run() { "$podman" run --rm --no-healthcheck --network host -e DATABASE_URL="$database_url" "$image" "$@"; }

user=$("$podman" image inspect --format '{{.Config.User}}' "$image")
[ "$user" = 10001 ] || fail "the image runs as '$user', not as an unprivileged user"

psql -q -h 127.0.0.1 -U postgres -d postgres -c "create database $database"
refused=$(timeout 60 "$podman" run --rm --no-healthcheck --network host --name "$container-unmigrated" \
    -e DATABASE_URL="$database_url" -e BIND_ADDR="127.0.0.1:$port" "$image" 2>&1) && status=0 || status=$?
[ "$status" = 1 ] && grep -q 'no secrets key: set SECRETS_KEYS' <<<"$refused" \
    || fail "serving without the secrets keys did not exit 1 saying what to set ($status): $refused"
refused=$(timeout 60 "$podman" run --rm --no-healthcheck --network host --name "$container-unmigrated" \
    -e DATABASE_URL="$database_url" -e BIND_ADDR="127.0.0.1:$port" -e SECRETS_KEYS="$secrets_keys" "$image" 2>&1) \
    && status=0 || status=$?
[ "$status" = 1 ] && grep -q 'run `interview-api migrate`' <<<"$refused" \
    || fail "serving a database without migrations did not exit 1 saying what to run ($status): $refused"
run migrate
account=$(run accounts create --email image-test@example.com --credits 10 --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
key=$(run keys create "$account" --name image-test --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["key"])')

# The image's health check is run below, by hand: podman's timer for it needs systemd.
"$podman" run -d --name "$container" --network host --no-healthcheck \
    -e DATABASE_URL="$database_url" -e BIND_ADDR="127.0.0.1:$port" -e SECRETS_KEYS="$secrets_keys" \
    -e HEALTHCHECK_URL="http://127.0.0.1:$port/readyz" "$image" >/dev/null
for _ in $(seq 60); do
    curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
    sleep 0.5
done
curl -fsS "http://127.0.0.1:$port/readyz" | grep -q '"status":"ready"' || fail "/readyz is not ready"
healthcheck=$("$podman" image inspect --format '{{json .Config.Healthcheck.Test}}' "$image")
[ "$healthcheck" = '["CMD","interview-api","healthcheck"]' ] || fail "unexpected HEALTHCHECK: $healthcheck"
"$podman" exec "$container" interview-api healthcheck || fail "the image's health check fails"
balance=$(curl -fsS -H "Authorization: Bearer $key" "http://127.0.0.1:$port/api/v1/credits/balance") \
    || fail "an authenticated request failed"
echo "$balance" | python3 -c 'import json,sys; assert json.load(sys.stdin)["available_credits"] == 10' \
    || fail "unexpected balance: $balance"
# A read of personal data, its audit event kept in the image's journal (a volume the unprivileged
# user writes) and written to the database at the latest when the server stops.
curl -fsS -H "Authorization: Bearer $key" "http://127.0.0.1:$port/api/v1/candidates" >/dev/null \
    || fail "a read of the candidates failed"
"$podman" stop --time 30 "$container" >/dev/null
listed=$(psql -Atq -h 127.0.0.1 -U postgres -d "$database" -c "select count(*) from audit_events where action = 'candidate.listed'")
[ "$listed" = 1 ] || fail "the read's audit event is not in the database ($listed)"
echo "image-test: passed ($("$podman" image ls --format '{{.Size}}' "$image"))"
