-- Every instance keeps the set of existing keys (by the first 8 bytes of their hash) in memory,
-- so that its flood guard can tell a valid key from a random one without a database lookup.
-- Creating or revoking a key tells every instance at once.
create function api_keys_notify() returns trigger language plpgsql as $$
begin
    if tg_op = 'INSERT' then
        perform pg_notify('api_keys', 'insert:' || encode(substring(new.key_hash from 1 for 8), 'hex'));
    else
        perform pg_notify('api_keys', 'delete:' || encode(substring(old.key_hash from 1 for 8), 'hex'));
    end if;
    return null;
end
$$;

create trigger api_keys_notify after insert or delete on api_keys
    for each row execute function api_keys_notify();
