create extension if not exists pg_trgm;

create table candidates (
    id uuid primary key,
    account_id uuid not null references accounts (id) on delete cascade,
    name text not null,
    title text,
    -- The CV as given (input fields only); parsedAt/parseSource are columns of their own.
    cv jsonb,
    cv_parsed_at timestamptz,
    cv_parse_source text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
);
-- Newest first within an account.
create index candidates_account_created on candidates (account_id, created_at desc, id desc);
-- Case-insensitive substring search on the name.
create index candidates_name_trgm on candidates using gin (lower(name) gin_trgm_ops);
