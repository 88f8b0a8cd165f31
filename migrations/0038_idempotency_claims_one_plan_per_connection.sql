-- A claim looks for the other forms of its key (migration 0027) one at a time, each by the whole
-- primary key, and plans its statements once per connection again, where migration 0035 planned
-- them on every call: that planning was about 6% of PostgreSQL's time on a keyed invitation
-- (BENCHMARKS.md). A plan made once must not depend on how full the table was when it was
-- made: planned on an empty table, a look-up would scan the table, or search the index by the
-- account alone (when it asked for all the forms at once). With sequential scans off, a look-up
-- by the whole key is planned as one probe of the primary key however many rows the table holds.

create or replace function claim_idempotency_key(account uuid, stored text, known text[], request_fingerprint bytea)
returns void language plpgsql volatile set lock_timeout = '200ms' set enable_seqscan = off as $$
declare
    form text;
begin
    foreach form in array known loop
        if form <> stored then
            perform from idempotency_keys
            where account_id = account and idempotency_key = form and created_at >= now() - interval '24 hours';
            if found then
                raise exception using errcode = 'IK001', message = 'the Idempotency-Key is taken';
            end if;
        end if;
    end loop;
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

create or replace function claim_session_idempotency_key(token bytea, stored text, known text[], request_fingerprint bytea)
returns void language plpgsql volatile set lock_timeout = '200ms' set enable_seqscan = off as $$
declare
    form text;
begin
    foreach form in array known loop
        if form <> stored then
            perform from session_idempotency_keys
            where token_hash = token and idempotency_key = form and created_at >= now() - interval '24 hours';
            if found then
                raise exception using errcode = 'IK001', message = 'the Idempotency-Key is taken';
            end if;
        end if;
    end loop;
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
