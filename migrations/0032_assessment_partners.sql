-- Assessment partners (Greenhouse): what a key may call, the interviews ordered through a
-- partner, the errors the partner reported, and the completion callbacks owed to it.

-- `assessment_partner` keys call only the partner endpoints (/partners/...).
alter table api_keys add column scope text not null default 'full'
    check (scope in ('full', 'assessment_partner'));

-- The account's side of a partner: the key the partner gave the customer, which authenticates
-- our completion callbacks, sealed (src/secrets.rs) like webhook secrets.
create table partner_connections (
    account_id uuid not null references accounts (id) on delete cascade,
    partner text not null,
    callback_key text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (account_id, partner)
);

-- An interview ordered through a partner. The partner's callback `url` names the order: an order
-- retried with the same `url` finds its interview instead of inviting again.
create table partner_orders (
    account_id uuid not null references accounts (id) on delete cascade,
    partner text not null,
    order_url text not null,
    interview_id uuid not null unique references interviews (id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (account_id, partner, order_url)
);

-- The completion callbacks owed to partners, delivered by the webhook worker on the webhook
-- retry schedule: one per interview ordered, sent again when its evaluation is recorded again.
create table partner_callbacks (
    id uuid primary key,
    account_id uuid not null references accounts (id) on delete cascade,
    partner text not null,
    interview_id uuid not null references interviews (id) on delete cascade,
    url text not null,
    status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
    attempts int not null default 0,
    next_attempt_at timestamptz not null default now(),
    last_response_status int,
    last_error text,
    delivered_at timestamptz,
    created_at timestamptz not null default now()
);
create index partner_callbacks_due on partner_callbacks (next_attempt_at) where status = 'pending';
create index partner_callbacks_account on partner_callbacks (account_id, id desc);

-- What a partner reported as wrong with our answers (Greenhouse's response_error), without the
-- candidate's e-mail address; the newest 100 per account and partner are kept.
create table partner_errors (
    id uuid primary key,
    account_id uuid not null references accounts (id) on delete cascade,
    partner text not null,
    api_call text,
    errors text[] not null,
    partner_test_id text,
    partner_interview_id text,
    received_at timestamptz not null default now()
);
create index partner_errors_account on partner_errors (account_id, partner, id desc);
