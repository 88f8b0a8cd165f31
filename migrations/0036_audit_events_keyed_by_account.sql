-- An audit event is written with one index fewer: the primary key leads with the account, so the
-- index that finds an account's page (newest first by id) is also the one that keeps each event
-- once, where the key was the id alone and the page had an index of its own. Every read of
-- personal data writes an event, so each index an event updates is paid by every read.
alter table audit_events drop constraint audit_events_pkey;
drop index audit_events_account_id;
alter table audit_events add primary key (account_id, id, occurred_at);
