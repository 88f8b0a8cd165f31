-- Personal data: consent, erasure and retention (docs/ARCHITECTURE.md, "Personal data").

-- The consent given when the interview started, and when the interview's personal data was
-- erased (by an erasure or the account's retention period).
alter table interviews
    add column consent_notice_version text,
    add column consent_accepted_at timestamptz,
    add column erased_at timestamptz,
    add constraint interviews_consent_whole
        check ((consent_notice_version is null) = (consent_accepted_at is null));

-- Interviews the retention period may still have to redact, per account, oldest first.
create index interviews_unerased on interviews (account_id, created_at) where erased_at is null;

alter table jobs add column require_consent boolean not null default false;

-- Days an ended interview's personal data is kept; null keeps it. Set on the live account and
-- applied to its test-mode twin too.
alter table accounts add column interview_data_retention_days int
    check (interview_data_retention_days between 1 and 3650);

-- Erasures done through the API: ids and a time, the record that the request was carried out.
create table erasures (
    id uuid primary key,
    account_id uuid not null references accounts (id) on delete cascade,
    candidate_id uuid,
    interview_ids uuid[] not null,
    erased_at timestamptz not null default now()
);
create index erasures_account on erasures (account_id, id desc);

-- An event about an erased interview keeps its id, type and time; its payload is redacted.
alter table webhook_events add column erased_at timestamptz;
