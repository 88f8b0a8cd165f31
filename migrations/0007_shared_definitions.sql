-- Definitions that several statements share, kept here once so that each statement can be
-- checked at compile time as written (sqlx's query macros take no spliced fragments).

-- The effective status of an interview: its deadlines apply the moment they pass, before any
-- sweeper has written them. An invitation past `expires_at` is expired; an interview in progress
-- for more than 24 hours is abandoned.
create function interview_status(status text, expires_at timestamptz, started_at timestamptz) returns text
language sql stable parallel safe as $$
    select case
        when status = 'invited' and expires_at <= now() then 'expired'
        when status = 'in_progress' and started_at <= now() - interval '24 hours' then 'abandoned'
        else status
    end
$$;

-- An account's credits: what it bought and has not been charged, and what its live interviews
-- hold (the estimated credits of those `invited` and not yet expired, or `in_progress`).
create function account_balance(account uuid) returns table (total_balance bigint, reserved_credits bigint)
language sql stable parallel safe as $$
    select a.credit_balance,
           coalesce((select sum(i.estimated_credits) from interviews i
                     where i.account_id = a.id
                       and ((i.status = 'invited' and i.expires_at > now()) or i.status = 'in_progress')), 0)::bigint
    from accounts a where a.id = account
$$;
