-- A new link is announced to every instance's token directory by the instance that issued it,
-- after its transaction committed, many links to a notification (src/domain/directory.rs). A
-- notification sent from an invitation's transaction, as this trigger did, holds PostgreSQL's
-- one lock for notifying transactions from its commit until the commit is on disk: invitations
-- committed one at a time.
drop trigger interview_tokens_notify on interviews;
drop function interview_tokens_notify();
