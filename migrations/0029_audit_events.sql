-- The audit log (`domain::audit`): who did what, with which key, to which record, and who read
-- personal data. Ids only: no name, CV, e-mail address or transcript, so an event outlives the
-- erasure of the person it is about.
--
-- `account_id` is the account the caller acts in (a test key's twin for test mode), so the log
-- is scoped like every other table. Partitioned by month of `occurred_at`: the retention period
-- drops whole months (`audit_events_drop_expired`), never rows one by one.
create table audit_events (
    id uuid not null,
    account_id uuid not null,
    occurred_at timestamptz not null default now(),
    action text not null,
    actor_type text not null check (actor_type in ('api_key', 'operator', 'system', 'assessment_partner')),
    actor_key_id uuid,
    actor_key_name text,
    actor_ip inet,
    target_type text not null,
    target_id uuid,
    request_id text,
    changed_fields text[],
    primary key (id, occurred_at)
) partition by range (occurred_at);

-- A page: newest first by id (UUIDv7, in time order) within an account.
create index audit_events_account_id on audit_events (account_id, id desc);
create index audit_events_account_target on audit_events (account_id, target_id, id desc);

-- Append-only: nothing changes or deletes an event. The retention period drops a whole month's
-- partition, which fires no trigger.
create function audit_events_refuse_change() returns trigger language plpgsql as $$
begin
    raise exception 'audit events are append-only: % refused', tg_op using errcode = 'insufficient_privilege';
end
$$;
create trigger audit_events_append_only before update or delete on audit_events
    for each row execute function audit_events_refuse_change();
create trigger audit_events_no_truncate before truncate on audit_events
    for each statement execute function audit_events_refuse_change();

-- The partition of the month holding `day`, created if missing: `audit_events_YYYY_MM`. Several
-- instances may prepare the same month at once; the advisory lock lets one create it.
create function audit_events_partition_for(day timestamptz) returns text language plpgsql as $$
declare
    month timestamptz := date_trunc('month', day at time zone 'UTC') at time zone 'UTC';
    name text := 'audit_events_' || to_char(month at time zone 'UTC', 'YYYY_MM');
begin
    perform pg_advisory_xact_lock(hashtext('audit_events_partitions'));
    if to_regclass(name) is null then
        execute format('create table %I partition of audit_events for values from (%L) to (%L)',
                       name, month, month + interval '1 month');
    end if;
    return name;
end
$$;

-- This month's partition and `months` ahead: run by the migration and by every instance's upkeep,
-- so an event never finds its month missing.
create function audit_events_prepare(months int) returns void language plpgsql as $$
begin
    for i in 0..months loop
        perform audit_events_partition_for(now() + make_interval(months => i));
    end loop;
end
$$;
select audit_events_prepare(3);

-- How long events are kept, per account (live; its test twin follows it). Months whose end is
-- older than the longest period of any account are dropped; reads never show an event older
-- than the account's own period.
alter table accounts add column audit_retention_days integer not null default 365
    check (audit_retention_days between 30 and 3650);

-- Drops every month that ended more than the longest retention period ago; returns their names.
create function audit_events_drop_expired() returns setof text language plpgsql as $$
declare
    longest integer := (select coalesce(max(audit_retention_days), 365) from accounts);
    partition record;
begin
    perform pg_advisory_xact_lock(hashtext('audit_events_partitions'));
    for partition in
        select c.relname::text as name
        from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'audit_events'::regclass
          and c.relname ~ '^audit_events_\d{4}_\d{2}$'
          and to_date(substr(c.relname, 14), 'YYYY_MM')::timestamp at time zone 'UTC' + interval '1 month'
              < now() - make_interval(days => longest)
        order by c.relname
    loop
        execute format('drop table %I', partition.name);
        return next partition.name;
    end loop;
end
$$;
