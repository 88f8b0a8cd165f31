-- Claiming an Idempotency-Key (src/http/idempotency.rs) in the round trip that begins the
-- request's transaction and its handler's savepoint, so the claim is written as one statement of
-- literals. A request with the same key still running holds the row: the claim waits for it at
-- most 200 ms (then 55P03, answered 409), and only the claim: the function's own `lock_timeout`
-- is restored when it returns, so the handler's locks (an account's, say) wait as usual.
--
-- A new key is inserted, an expired one (24 hours) starts fresh in place. A key that is taken
-- (answered within 24 hours) is an error, SQLSTATE IK001: a statement sent with others in one
-- round trip cannot hand an answer back before they run, but an error stops them.
create function claim_idempotency_key(account uuid, key text, request_fingerprint bytea)
returns void language plpgsql volatile set lock_timeout = '200ms' as $$
begin
    insert into idempotency_keys (account_id, idempotency_key, fingerprint)
    values (account, key, request_fingerprint)
    on conflict (account_id, idempotency_key) do update
    set fingerprint = excluded.fingerprint, response_status = null,
        response_content_type = null, response_body = null, created_at = now()
    where idempotency_keys.created_at < now() - interval '24 hours';
    if not found then
        raise exception using errcode = 'IK001', message = 'the Idempotency-Key is taken';
    end if;
end
$$;

create function claim_session_idempotency_key(token bytea, key text, request_fingerprint bytea)
returns void language plpgsql volatile set lock_timeout = '200ms' as $$
begin
    insert into session_idempotency_keys (token_hash, idempotency_key, fingerprint)
    values (token, key, request_fingerprint)
    on conflict (token_hash, idempotency_key) do update
    set fingerprint = excluded.fingerprint, response_status = null,
        response_content_type = null, response_body = null, created_at = now()
    where session_idempotency_keys.created_at < now() - interval '24 hours';
    if not found then
        raise exception using errcode = 'IK001', message = 'the Idempotency-Key is taken';
    end if;
end
$$;
