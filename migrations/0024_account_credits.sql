-- An account's credits move out of its row into a row of their own, which no foreign key
-- references, so that authentication never reads the row that every reservation updates.
--
-- Every invitation updated `accounts` (its reservation), and every write of an account's data
-- locks that same row `for key share` for its foreign keys (the idempotency claim, the interview,
-- the ledger row). Updated and share-locked by concurrent transactions at once, the row's lockers
-- became MultiXacts that every later reader resolved, and its old versions stayed until a vacuum:
-- measured after a few minutes of invitations into one account, each of its requests cost
-- PostgreSQL 0.39 ms of CPU against 0.15 ms for another account, and its reads ran at half the
-- speed, until `VACUUM accounts` (BENCHMARKS.md). `accounts` is now changed only by what changes
-- the account itself; the credits' row is updated by reservations, releases, charges and top-ups,
-- locked besides only by what is ordered against them (a session start, a link's extension), and
-- its updates stay on their page (fillfactor, as migration 0014 did for the account row).
--
-- A server of an earlier version keeps working where it calls the functions below (invitations,
-- balances, session starts); its own statements that named the dropped columns (releases,
-- charges, top-ups, account creation) fail and change nothing. The README's Deploy says so.
create table account_credits (
    account_id uuid primary key references accounts (id) on delete cascade,
    credit_balance bigint not null default 0 check (credit_balance >= 0),
    reserved_credits bigint not null default 0 check (reserved_credits >= 0)
) with (fillfactor = 10);

insert into account_credits (account_id, credit_balance, reserved_credits)
select id, credit_balance, reserved_credits from accounts;

-- Every account has its credits' row from its first statement on (src/domain/accounts.rs and
-- the test twin in src/domain/keys.rs insert both in one statement).
alter table accounts drop column credit_balance, drop column reserved_credits;
alter table accounts reset (fillfactor);

-- The functions of migrations 0009, 0016 and 0022, on the credits' row. Unchanged otherwise:
-- each locks the row by updating it (see `reserve_credits` in 0009 for why an update), reads what
-- expired after the lock, and refuses or reserves.
create or replace function account_balance(account uuid) returns table (total_balance bigint, reserved_credits bigint)
language sql stable parallel safe as $$
    select c.credit_balance,
           c.reserved_credits - coalesce((select sum(i.estimated_credits) from interviews i
                                          where i.account_id = c.account_id and i.status = 'invited'
                                            and i.expires_at <= now()), 0)::bigint
    from account_credits c where c.account_id = account
$$;

-- Replaced by `reserve_credits_or_refuse` (0020, 0022); nothing calls it.
drop function reserve_credits(uuid, bigint, uuid, uuid);

create or replace function reserve_credits_or_refuse(account uuid, credits bigint, interview uuid, transaction uuid)
returns void language plpgsql volatile as $$
declare
    balance bigint;
    stored bigint;
    expired bigint;
    at timestamptz;
begin
    insert into credit_transactions (id, account_id, kind, amount, interview_id, description)
    values (transaction, account, 'reservation', -credits, interview, 'Reserved for an invitation');
    update account_credits c set reserved_credits = c.reserved_credits + credits
    where c.account_id = account
    returning c.credit_balance, c.reserved_credits - credits into balance, stored;
    -- Read once, into a variable, so that it bounds the index scan.
    at := clock_timestamp();
    select coalesce(sum(i.estimated_credits), 0) into expired
    from interviews i
    where i.account_id = account and i.status = 'invited' and i.expires_at <= at;
    if balance - (stored - expired) < credits then
        raise exception using
            errcode = 'CR001',
            message = 'not enough credits to reserve ' || credits,
            detail = balance || ' ' || (stored - expired);
    end if;
end
$$;

create or replace function reserve_credits_in_order(account uuid, interview_ids uuid[], amounts bigint[], transaction_ids uuid[])
returns table (interview uuid, reserved boolean, total_balance bigint, reserved_credits bigint)
language plpgsql volatile as $$
declare
    balance bigint;
    stored bigint;
    expired bigint;
    at timestamptz;
    holding bigint;
    taken bigint := 0;
begin
    update account_credits c set reserved_credits = c.reserved_credits where c.account_id = account
    returning c.credit_balance, c.reserved_credits into balance, stored;
    at := clock_timestamp();
    select coalesce(sum(i.estimated_credits), 0) into expired
    from interviews i
    where i.account_id = account and i.status = 'invited' and i.expires_at <= at;
    holding := stored - expired;
    for n in 1 .. coalesce(array_length(interview_ids, 1), 0) loop
        if balance - holding >= amounts[n] then
            holding := holding + amounts[n];
            taken := taken + amounts[n];
            insert into credit_transactions (id, account_id, kind, amount, interview_id, description)
            values (transaction_ids[n], account, 'reservation', -amounts[n], interview_ids[n], 'Reserved for an invitation');
            return query select interview_ids[n], true, balance, holding;
        else
            return query select interview_ids[n], false, balance, holding;
        end if;
    end loop;
    update account_credits c set reserved_credits = c.reserved_credits + taken where c.account_id = account;
end
$$;

-- A session start takes the lock every reservation takes, so that the two are ordered at the
-- instant a link expires (see 0009).
create or replace function link_valid_under_account_lock(account uuid, expires_at timestamptz) returns boolean
language plpgsql volatile as $$
begin
    perform 1 from account_credits c where c.account_id = account for no key update;
    return clock_timestamp() < expires_at;
end
$$;
