-- The Idempotency-Key of the session endpoints (src/http/idempotency.rs). A session request is
-- authorized by its interview token, and the gateway knows that token, not the interview's account,
-- before the handler runs: its keys are scoped to the token (its SHA-256, as interviews.token_hash),
-- in a key space of their own, claimed and answered like idempotency_keys.
--
-- No foreign key to interviews: the claim would take a key-share lock on the interview row, and two
-- requests with different keys would then deadlock on the row lock their handlers take. An unknown
-- token's row answers nothing but its own replay, and every row is purged after 24 hours.
create table session_idempotency_keys (
    token_hash bytea not null,
    idempotency_key text not null,
    fingerprint bytea not null,
    response_status smallint,
    response_content_type text,
    response_body bytea,
    created_at timestamptz not null default now(),
    primary key (token_hash, idempotency_key)
);
create index session_idempotency_keys_created_at on session_idempotency_keys (created_at);
