-- Test mode. An account's test-mode data lives under a twin account of its own, created with its
-- first test key: every query is scoped by account, so test data is invisible to live keys and
-- the reverse without any query knowing about modes. The twin has no e-mail (it signs nothing
-- in) and its standing (verification, subscription, plan) is the live account's.
alter table accounts alter column email drop not null;
alter table accounts add column live_account_id uuid unique references accounts (id) on delete cascade;
alter table accounts add constraint accounts_email_or_twin check ((email is null) = (live_account_id is not null));

alter table api_keys add column mode text not null default 'live' check (mode in ('live', 'test'));

-- An interview invited by `candidate_id` remembers its candidate; it keeps its own copy of the
-- name and CV, so a deleted candidate only loses the link.
alter table interviews add column candidate_id uuid references candidates (id) on delete set null;
create index interviews_candidate on interviews (account_id, candidate_id, id desc) where candidate_id is not null;
