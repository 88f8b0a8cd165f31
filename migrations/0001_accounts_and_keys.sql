-- Accounts stand in for the account-settings page: the operator CLI manages them.
create table accounts (
    id uuid primary key,
    email text not null unique,
    email_verified boolean not null default true,
    plan text not null default 'paid' check (plan in ('trial', 'paid')),
    subscription_status text not null default 'active'
        check (subscription_status in ('active', 'past_due', 'cancelled')),
    -- Purchased credits not yet charged. Reservations are derived from interviews (see 0003).
    credit_balance bigint not null default 0 check (credit_balance >= 0),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
);

-- Only the SHA-256 of a key is kept; the full key is shown once at creation.
create table api_keys (
    id uuid primary key,
    account_id uuid not null references accounts (id) on delete cascade,
    name text not null,
    key_hash bytea not null unique,
    key_prefix text not null,
    created_at timestamptz not null default now(),
    last_used_at timestamptz
);
create index api_keys_account_id on api_keys (account_id);
