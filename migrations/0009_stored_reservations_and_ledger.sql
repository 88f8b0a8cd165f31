-- Reserved credits in constant time, and a ledger of every credit movement.
--
-- `accounts.reserved_credits` is the sum of the estimated credits of the account's interviews
-- whose stored status is `invited` or `in_progress`: every operation that reserves, charges or
-- releases changes it in the same transaction as the interview. A link's reservation still ends
-- the instant it expires: until the sweeper writes the expiry down (and releases it here), the
-- reservation of an invitation past `expires_at` is subtracted on read, from the small indexed set
-- `interviews_invited_by_expiry` below, instead of summing every live interview (which cost
-- 130 ms per read at 100,000 live invitations).
alter table accounts add column reserved_credits bigint not null default 0 check (reserved_credits >= 0);

-- Stored statuses only: an expired-but-unswept invitation is still in the stored figure.
update accounts a set reserved_credits = coalesce(
    (select sum(i.estimated_credits) from interviews i
     where i.account_id = a.id and i.status in ('invited', 'in_progress')), 0);

drop index interviews_holding_credits;
-- Invitations by expiry: the expired-but-unreleased ones of an account (a short range at the
-- start of its part of the index), and the sweeper's due ones.
create index interviews_invited_by_expiry on interviews (account_id, expires_at)
    include (estimated_credits) where status = 'invited';
create index interviews_invited_due on interviews (expires_at) where status = 'invited';
create index interviews_in_progress_since on interviews (started_at) where status = 'in_progress';

-- A UUIDv7 (time-ordered, as every id the API shows) made in the database: the ledger's rows are
-- listed newest first by id.
create function uuid_v7(at timestamptz default clock_timestamp()) returns uuid
language sql volatile parallel safe as $$
    select encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
        placing substring(int8send(floor(extract(epoch from at) * 1000)::bigint) from 3) from 1 for 6),
        52, 1), 53, 1), 'hex')::uuid
$$;

-- Every top-up, reservation, release, charge and adjustment, appended in the transaction of the
-- change it records. `amount` is the change to the account's available credits: a top-up or a
-- release adds, a reservation or a charge takes away. So at every commit:
--   credit_balance   = sum(amount) of top-ups, adjustments and charges;
--   reserved_credits = -sum(amount) of reservations and releases.
create table credit_transactions (
    id uuid primary key,
    account_id uuid not null references accounts (id) on delete cascade,
    kind text not null check (kind in ('top_up', 'adjustment', 'reservation', 'release', 'charge')),
    amount bigint not null,
    interview_id uuid references interviews (id) on delete set null,
    description text not null,
    created_at timestamptz not null default now()
);
create index credit_transactions_account on credit_transactions (account_id, id desc);
create index credit_transactions_interview on credit_transactions (interview_id, id desc) where interview_id is not null;

-- The history so far, in two lines per account and one per live interview.
insert into credit_transactions (id, account_id, kind, amount, description, created_at)
select uuid_v7(created_at), id, 'adjustment', credit_balance, 'Opening balance', created_at from accounts;
insert into credit_transactions (id, account_id, kind, amount, interview_id, description, created_at)
select uuid_v7(created_at), account_id, 'reservation', -estimated_credits, id, 'Reserved for an invitation', created_at
from interviews where status in ('invited', 'in_progress');

-- An account's credits as the API shows them: the stored reservation minus what invitations past
-- their expiry still hold (released the instant they expired, written down by the sweeper later).
create or replace function account_balance(account uuid) returns table (total_balance bigint, reserved_credits bigint)
language sql stable parallel safe as $$
    select a.credit_balance,
           a.reserved_credits - coalesce((select sum(i.estimated_credits) from interviews i
                                          where i.account_id = a.id and i.status = 'invited'
                                            and i.expires_at <= now()), 0)::bigint
    from accounts a where a.id = account
$$;

-- Reserves `credits` for an invitation if the account has them available, and records it (as
-- ledger row `transaction`):
-- true and the figures after, or false and the figures that refused it. The account row is
-- locked first; what expired is then read in a statement of its own (a fresh snapshot, after
-- the lock) against the clock, not the transaction's start, so an invitation and a session start
-- racing at the instant a link expires are ordered by the lock and never both count it.
create function reserve_credits(account uuid, credits bigint, interview uuid, transaction uuid)
returns table (reserved boolean, total_balance bigint, reserved_credits bigint)
language plpgsql volatile as $$
declare
    balance bigint;
    stored bigint;
    expired bigint;
    at timestamptz;
begin
    -- The lock is taken by an update, not `for no key update`: a later update of a row this
    -- transaction only locked can queue behind a waiter for the same row and deadlock with it.
    update accounts a set updated_at = now() where a.id = account
    returning a.credit_balance, a.reserved_credits into balance, stored;
    -- The clock is read once, into a variable: compared with `clock_timestamp()` itself (volatile)
    -- `expires_at` could not bound the index scan, and every live invitation would be read.
    at := clock_timestamp();
    select coalesce(sum(i.estimated_credits), 0) into expired
    from interviews i
    where i.account_id = account and i.status = 'invited' and i.expires_at <= at;
    if balance - (stored - expired) < credits then
        return query select false, balance, stored - expired;
        return;
    end if;
    update accounts a set reserved_credits = a.reserved_credits + credits where a.id = account;
    insert into credit_transactions (id, account_id, kind, amount, interview_id, description)
    values (transaction, account, 'reservation', -credits, interview, 'Reserved for an invitation');
    return query select true, balance, stored - expired + credits;
end
$$;

-- What the API shows is what the balance reflects: an interview left in progress is `abandoned`
-- (and charged) when the sweeper settles it, not before, so it is no longer derived on read.
-- Expiry still is: its reservation ends the instant the link expires.
create or replace function interview_status(status text, expires_at timestamptz, started_at timestamptz) returns text
language sql stable parallel safe as $$
    select case when status = 'invited' and expires_at <= now() then 'expired' else status end
$$;

-- Abandoned interviews ran but did not complete: `completed_at` is for completions only.
update interviews set completed_at = null where status = 'abandoned';

-- Whether a link is still valid, decided once the account row is locked: taken last by a session
-- start, so it is ordered against any invitation reserving credits at the instant the link expires
-- (see reserve_credits). The clock is read after the lock is granted, in a statement of its own.
create function link_valid_under_account_lock(account uuid, expires_at timestamptz) returns boolean
language plpgsql volatile as $$
begin
    perform 1 from accounts a where a.id = account for no key update;
    return clock_timestamp() < expires_at;
end
$$;
