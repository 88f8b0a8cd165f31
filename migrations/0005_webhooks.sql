create table webhook_endpoints (
    id uuid primary key,
    account_id uuid not null references accounts (id) on delete cascade,
    url text not null,
    events text[] not null,
    description text,
    secret text not null,
    status text not null default 'enabled' check (status in ('enabled', 'disabled')),
    disabled_reason text,
    -- Start of the current run of failed deliveries; five days of nothing else disables the endpoint.
    failing_since timestamptz,
    created_at timestamptz not null default now()
);
create index webhook_endpoints_account_id on webhook_endpoints (account_id, id desc);

-- Transactional outbox: one row per (event, endpoint), written with the state change it reports.
create table webhook_messages (
    id uuid primary key,
    event_id text not null,
    endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
    event_type text not null,
    -- The exact JSON text that is signed and sent (json keeps it as written; jsonb would reorder keys).
    payload text not null,
    status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
    attempts int not null default 0,
    next_attempt_at timestamptz not null default now(),
    first_failure_at timestamptz,
    created_at timestamptz not null default now(),
    delivered_at timestamptz,
    unique (event_id, endpoint_id)
);
create index webhook_messages_due on webhook_messages (next_attempt_at) where status = 'pending';

create table webhook_attempts (
    id uuid primary key,
    message_id uuid not null references webhook_messages (id) on delete cascade,
    endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
    attempt int not null,
    attempted_at timestamptz not null default now(),
    response_status int,
    latency_ms int,
    response_body text,
    error text,
    succeeded boolean not null
);
create index webhook_attempts_endpoint on webhook_attempts (endpoint_id, id desc);
