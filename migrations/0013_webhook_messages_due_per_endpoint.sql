-- A delivery slot goes on to its endpoint's next due message: found here, in due order, whatever
-- the endpoint's backlog or the rest of the queue.
create index webhook_messages_due_per_endpoint on webhook_messages (endpoint_id, next_attempt_at)
    where status = 'pending';
