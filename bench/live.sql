-- Live invitations in the account :'account', inserted directly (psql variables: account, job,
-- count): `invited`, expiring in 30 days, 1 to 30 estimated credits each, no questions. Their
-- credits are reserved as the server would: account_credits.reserved_credits grows by their sum and each
-- gets its 'reservation' row in the ledger, so the ledger invariants hold (checked below). The
-- account needs the credits available (the benchmark's accounts have 1e9).
with created as (
    insert into interviews (id, account_id, job_id, job_title, token, token_hash, candidate_name, locale_id, voice_id,
                            estimated_duration_seconds, estimated_credits, expires_at)
    select uuid_v7(), :'account', :'job', 'Benchmark job', t.token, sha256(convert_to(t.token, 'UTF8')),
           'Live Candidate ' || i, 'en', '21m00Tcm4TlvDq8ikWAM', 60 * (1 + i % 30), 1 + i % 30,
           now() + interval '30 days'
    from generate_series(1, :count) as i,
         lateral (select substr(replace(replace(encode(sha256(convert_to(i::text || random()::text, 'UTF8')), 'base64'),
                                                '+', '-'), '/', '_'), 1, 43) as token) t
    returning id, estimated_credits
), ledger as (
    insert into credit_transactions (id, account_id, kind, amount, interview_id, description)
    select uuid_v7(), :'account', 'reservation', -estimated_credits, id, 'Reserved for an invitation' from created
)
update account_credits c set reserved_credits = c.reserved_credits + r.credits
from (select coalesce(sum(estimated_credits), 0) as credits from created) r
where c.account_id = :'account';

-- Stop here unless the account can still invite and its ledger adds up.
select set_config('bench.account', :'account', false) \gset
do $$
declare
    account uuid := current_setting('bench.account')::uuid;
    a account_credits;
begin
    select * into a from account_credits where account_id = account;
    if a.credit_balance - a.reserved_credits < 1000000 then
        raise exception 'account % has % credits available: top it up', account, a.credit_balance - a.reserved_credits;
    end if;
    if a.credit_balance <> (select coalesce(sum(amount), 0) from credit_transactions
                            where account_id = account and kind in ('top_up', 'adjustment', 'charge'))
       or a.reserved_credits <> (select -coalesce(sum(amount), 0) from credit_transactions
                                 where account_id = account and kind in ('reservation', 'release'))
       or a.reserved_credits <> (select coalesce(sum(estimated_credits), 0) from interviews
                                 where account_id = account and status in ('invited', 'in_progress')) then
        raise exception 'account % breaks a ledger invariant', account;
    end if;
end
$$;
vacuum analyze interviews, credit_transactions, account_credits;
