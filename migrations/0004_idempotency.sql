-- One row per (account, Idempotency-Key), claimed and answered in one transaction (src/http/idempotency.rs).
create table idempotency_keys (
    account_id uuid not null references accounts (id) on delete cascade,
    idempotency_key text not null,
    fingerprint bytea not null,
    response_status smallint,
    response_content_type text,
    response_body bytea,
    created_at timestamptz not null default now(),
    primary key (account_id, idempotency_key)
);
create index idempotency_keys_created_at on idempotency_keys (created_at);
