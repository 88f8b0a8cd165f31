-- Idempotency-Keys are client-chosen strings and can hold a name (`invite-jane-doe`), so they are
-- stored as keyed digests (`kd:<key id>:<hex>`, src/secrets.rs) instead of as they came. A key is
-- claimed under its digest by the current secrets key (`stored`); it is taken when a fresh row
-- holds any form it may have been stored in (`known`: its digests by every configured key, and
-- the key itself, for rows written before this migration, which expire within 24 hours).
--
-- The functions of migration 0019 stay for servers of the previous version during a rolling
-- deploy.
create function claim_idempotency_key(account uuid, stored text, known text[], request_fingerprint bytea)
returns void language plpgsql volatile set lock_timeout = '200ms' as $$
begin
    perform from idempotency_keys
    where account_id = account and idempotency_key = any(known) and idempotency_key <> stored
      and created_at >= now() - interval '24 hours';
    if found then
        raise exception using errcode = 'IK001', message = 'the Idempotency-Key is taken';
    end if;
    insert into idempotency_keys (account_id, idempotency_key, fingerprint)
    values (account, stored, request_fingerprint)
    on conflict (account_id, idempotency_key) do update
    set fingerprint = excluded.fingerprint, response_status = null,
        response_content_type = null, response_body = null, created_at = now()
    where idempotency_keys.created_at < now() - interval '24 hours';
    if not found then
        raise exception using errcode = 'IK001', message = 'the Idempotency-Key is taken';
    end if;
end
$$;

create function claim_session_idempotency_key(token bytea, stored text, known text[], request_fingerprint bytea)
returns void language plpgsql volatile set lock_timeout = '200ms' as $$
begin
    perform from session_idempotency_keys
    where token_hash = token and idempotency_key = any(known) and idempotency_key <> stored
      and created_at >= now() - interval '24 hours';
    if found then
        raise exception using errcode = 'IK001', message = 'the Idempotency-Key is taken';
    end if;
    insert into session_idempotency_keys (token_hash, idempotency_key, fingerprint)
    values (token, stored, request_fingerprint)
    on conflict (token_hash, idempotency_key) do update
    set fingerprint = excluded.fingerprint, response_status = null,
        response_content_type = null, response_body = null, created_at = now()
    where session_idempotency_keys.created_at < now() - interval '24 hours';
    if not found then
        raise exception using errcode = 'IK001', message = 'the Idempotency-Key is taken';
    end if;
end
$$;
