-- An invitation's reservation as the last statement of its transaction, sent with the commit in
-- one round trip (src/http/context.rs, `RequestTx::commit_with`): the account row it locks is
-- then held for no round trip to the server, where every invitation of the account queues.
-- A statement sent that way cannot hand its answer back before the commit runs, so a shortfall
-- is an error instead, which stops the commit: SQLSTATE CR001, the balance and the reservation
-- it found in its detail (`<total_balance> <reserved_credits>`).
create function reserve_credits_or_refuse(account uuid, credits bigint, interview uuid, transaction uuid)
returns void language plpgsql volatile as $$
declare
    outcome record;
begin
    select * into outcome from reserve_credits(account, credits, interview, transaction);
    if not outcome.reserved then
        raise exception using
            errcode = 'CR001',
            message = 'not enough credits to reserve ' || credits,
            detail = outcome.total_balance || ' ' || outcome.reserved_credits;
    end if;
end
$$;
