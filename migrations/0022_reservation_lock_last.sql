-- An invitation's reservation holds the account row, where every invitation of the account
-- queues, for as little as it can: from its one update of the row to the commit. The ledger row
-- is written before the row is locked, and the reservation is added by the same update that
-- locks the row, then checked against the balance and the expired-but-unswept invitations read
-- after it (so a sweep that committed meanwhile is seen, as in `reserve_credits`). A shortfall
-- raises CR001 as before (migration 0020), which undoes the update and the ledger row with the
-- rest of the transaction; its detail is still the balance and the reservation found before
-- this one.
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
    update accounts a set reserved_credits = a.reserved_credits + credits, updated_at = now()
    where a.id = account
    returning a.credit_balance, a.reserved_credits - credits into balance, stored;
    -- Read once, into a variable, so that it bounds the index scan (see `reserve_credits`).
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
