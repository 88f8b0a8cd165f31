-- Whether the API key with this SHA-256 still lets its caller in (migration 0025's rule: it exists,
-- and the account owning it has a verified e-mail and an active subscription), as a row, or none.
-- The reads of a caller an instance took from memory check it inside their own statement
-- (`exists (select from holding_key($n))`). A SQL function that returns rows is put into the
-- statement calling it by the planner, so the check is planned and run with that statement, where
-- `key_holds`, PL/pgSQL, started a statement of its own on every call: pgbench ran the candidate's
-- read a sixth faster this way (BENCHMARKS.md).
--
-- `key_holds` stays for servers of the previous version during a rolling deploy.
create function holding_key(hash bytea) returns setof integer
language sql stable
as $$
    select 1
      from api_keys k
      join accounts a on a.id = k.account_id
      join accounts o on o.id = coalesce(a.live_account_id, a.id)
     where k.key_hash = hash and o.email_verified and o.subscription_status = 'active'
$$;
