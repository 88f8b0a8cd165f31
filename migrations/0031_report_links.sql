-- An interview's report page (`/reports/{token}`): the link's token is found by its SHA-256 and
-- shown again sealed (src/secrets.rs), so a copy of the database opens no report. One link per
-- interview: a new one (POST /interviews/{id}/report-link) replaces the token and keeps the
-- views, which the account sees on the interview.
alter table accounts add column report_link_days int not null default 90
    check (report_link_days between 1 and 3650);

create table report_links (
    interview_id uuid primary key references interviews (id) on delete cascade,
    token_hash bytea not null unique,
    token text not null,
    expires_at timestamptz not null,
    views bigint not null default 0,
    last_viewed_at timestamptz,
    created_at timestamptz not null default now()
);
