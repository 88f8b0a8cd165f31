-- A claim looks up the keys already stored for the same digests (migration 0027). PL/pgSQL keeps a
-- plan of that look-up per connection, and after a few calls may keep one generic plan: chosen on
-- a new, nearly empty table, it searches the index by the account (or token) alone and filters
-- every key stored there in the last 24 hours, so each claim of a long-lived connection read more
-- as the account's keys grew (the server's invitations fell by a third within a minute of a new
-- database, and came back only with new connections; BENCHMARKS.md). Planned on every call, the
-- look-up finds the keys by the digests themselves.
alter function claim_idempotency_key(uuid, text, text[], bytea) set plan_cache_mode = force_custom_plan;
alter function claim_session_idempotency_key(bytea, text, text[], bytea) set plan_cache_mode = force_custom_plan;
