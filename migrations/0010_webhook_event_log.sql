-- The event log: every event an account's webhooks were told about, kept 30 days, each with the
-- exact JSON that is signed and sent. The outbox (`webhook_messages`) keeps one row per event and
-- endpoint, as before, now pointing at its event instead of carrying a copy of it.
create table webhook_events (
    -- `evt_` and the 32 hex digits of a UUIDv7: time-ordered as text too.
    id text primary key,
    account_id uuid not null references accounts (id) on delete cascade,
    type text not null,
    interview_id uuid references interviews (id) on delete set null,
    -- The exact JSON text that is signed and sent (json keeps it as written; jsonb would reorder keys).
    payload text not null,
    created_at timestamptz not null default now()
);
create index webhook_events_account on webhook_events (account_id, id desc);
create index webhook_events_interview on webhook_events (interview_id, id desc) where interview_id is not null;
create index webhook_events_created on webhook_events (created_at);

insert into webhook_events (id, account_id, type, interview_id, payload, created_at)
select distinct on (m.event_id) m.event_id, e.account_id, m.event_type,
       (select i.id from interviews i where i.id::text = m.payload::json->'data'->>'id'), m.payload, m.created_at
from webhook_messages m join webhook_endpoints e on e.id = m.endpoint_id
order by m.event_id, m.created_at;

alter table webhook_messages
    add constraint webhook_messages_event foreign key (event_id) references webhook_events (id) on delete cascade;
alter table webhook_messages drop column payload, drop column event_type;
create index webhook_messages_endpoint on webhook_messages (endpoint_id, status, created_at);

-- A rotated secret keeps signing, next to the new one, until `previous_secret_expires_at`.
alter table webhook_endpoints
    add column previous_secret text,
    add column previous_secret_expires_at timestamptz,
    add column updated_at timestamptz not null default now();

-- A delivery can be sent again (a resend, a recovery): `attempts` numbers every attempt it ever
-- had (the attempt log), `round_attempts` those since it was last queued, which the retry
-- schedule follows.
alter table webhook_messages add column round_attempts int not null default 0;
update webhook_messages set round_attempts = attempts;

-- Where the deliveries of an event stand: `pending` while one is being attempted, `failed` when
-- none is pending and one failed, `delivered` when all succeeded, `none` without any.
create function event_delivery_status(event text) returns text
language sql stable parallel safe as $$
    select case
        when count(*) = 0 then 'none'
        when bool_or(status = 'pending') then 'pending'
        when bool_or(status = 'failed') then 'failed'
        else 'delivered'
    end
    from webhook_messages where event_id = event
$$;
