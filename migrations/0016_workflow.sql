-- The recruiter's workflow: jobs edited and archived, links extended and re-issued, metadata,
-- evaluations.

-- Metadata: the customer's own key-value pairs, found by one key and value (`@>` on the GIN
-- indexes below, within the account's rows).
alter table candidates add column metadata jsonb not null default '{}';
alter table jobs add column metadata jsonb not null default '{}';
alter table interviews add column metadata jsonb not null default '{}';
create index candidates_metadata on candidates using gin (metadata jsonb_path_ops);
create index interviews_metadata on interviews using gin (metadata jsonb_path_ops);

-- A change of metadata: `changes` null leaves it, JSON `null` clears it, an object sets its keys
-- and removes those it gives `null` (values are strings, so stripping nulls touches nothing else).
create function metadata_merged(current jsonb, changes jsonb) returns jsonb
language sql immutable parallel safe as $$
    select case
        when changes is null then current
        when jsonb_typeof(changes) = 'null' then '{}'::jsonb
        else jsonb_strip_nulls(current || changes)
    end
$$;

-- An archived job is kept (its interviews point at it) but not listed or invited to.
alter table jobs add column archived_at timestamptz;

-- The evaluation of an interview, as the API shows it (`Evaluation`, with `evaluated_at`).
alter table interviews add column evaluation jsonb;

-- Tokens replaced by `POST /interviews/{id}/regenerate-link`, by hash: the session endpoints
-- answer them 410 instead of 404.
create table replaced_tokens (
    token_hash bytea primary key,
    interview_id uuid not null references interviews (id) on delete cascade,
    replaced_at timestamptz not null default now()
);
create index replaced_tokens_interview on replaced_tokens (interview_id);

-- `reserve_credits` for the invitations of a batch (written, like a single invitation's, before
-- this statement): the account row is locked once, and each is reserved in order if the credits
-- left after those before it cover it. One row per interview, in order: whether it was reserved
-- and the balance it was judged against.
create function reserve_credits_in_order(account uuid, interview_ids uuid[], amounts bigint[], transaction_ids uuid[])
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
    update accounts a set updated_at = now() where a.id = account
    returning a.credit_balance, a.reserved_credits into balance, stored;
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
    update accounts a set reserved_credits = a.reserved_credits + taken where a.id = account;
end
$$;
