-- Invitations ready for the session flow, inserted directly (psql variables: account, job,
-- count). Each has three questions and its credits reserved as the server would (the account's
-- reserved_credits and a 'reservation' ledger row), so completing it can release and charge them.
-- Written to stdout: "TOKEN QUESTION_ID" of each, one per line.
with created as (
    insert into interviews (id, account_id, job_id, job_title, token, token_hash, candidate_name, locale_id, voice_id,
                            estimated_duration_seconds, estimated_credits, expires_at)
    select gen_random_uuid(), :'account', :'job', 'Benchmark job', t.token, sha256(convert_to(t.token, 'UTF8')),
           'Bench Candidate ' || i, 'en', '21m00Tcm4TlvDq8ikWAM', 540, 9, now() + interval '7 days'
    from generate_series(1, :count) as i,
         lateral (select substr(replace(replace(encode(sha256(convert_to(i::text || random()::text, 'UTF8')), 'base64'), '+', '-'), '/', '_'), 1, 43) as token) t
    returning id, token
), questions as (
    insert into interview_questions (id, interview_id, position, source, question_text, question_type, time_limit_seconds)
    select gen_random_uuid(), c.id, p, 'job', 'Question ' || p, 'technical', 180
    from created c, generate_series(0, 2) as p
    returning interview_id, id, position
), ledger as (
    insert into credit_transactions (id, account_id, kind, amount, interview_id, description)
    select uuid_v7(), :'account', 'reservation', -9, c.id, 'Reserved for an invitation' from created c
), reserved as (
    update account_credits c set reserved_credits = c.reserved_credits + 9 * (select count(*) from created)
    where c.account_id = :'account'
)
select c.token || ' ' || q.id from created c join questions q on q.interview_id = c.id and q.position = 0;
