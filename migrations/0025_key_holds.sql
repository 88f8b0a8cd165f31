-- Whether the API key with this SHA-256 still lets its caller in: it exists (a revoked key is
-- deleted) and the account owning it has a verified e-mail and an active subscription, as
-- `keys::authenticate` (src/domain/keys.rs) requires. The reads whose caller an instance took
-- from memory (src/http/auth.rs) call it inside their own statement, so that a key revoked or an
-- account suspended through any instance is refused on the next request without a lookup of
-- its own. PL/pgSQL, so that its statement is planned once per connection.
create function key_holds(hash bytea) returns boolean
language plpgsql stable
as $$
begin
    return exists (
        select 1
          from api_keys k
          join accounts a on a.id = k.account_id
          join accounts o on o.id = coalesce(a.live_account_id, a.id)
         where k.key_hash = hash and o.email_verified and o.subscription_status = 'active');
end
$$;
