-- Every instance keeps the tokens of live interviews (by the first 8 bytes of their hash) in
-- memory, so that its flood guard tells a valid link from a random one without a database
-- lookup (src/domain/directory.rs). Issuing a link, by an invitation or a new link for it, tells
-- every instance at once; links that stop leading anywhere leave with the next reload.
create function interview_tokens_notify() returns trigger language plpgsql as $$
begin
    perform pg_notify('interview_tokens', 'insert:' || encode(substring(new.token_hash from 1 for 8), 'hex'));
    return null;
end
$$;

create trigger interview_tokens_notify after insert or update of token_hash on interviews
    for each row execute function interview_tokens_notify();
