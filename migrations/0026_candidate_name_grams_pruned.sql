-- A deleted, erased or renamed candidate's name must not stay behind in `candidate_name_grams`:
-- the substrings of a rare name, each with a count of zero, would let it be rebuilt from a copy
-- of the database. So the counts that fall to zero go: whenever names leave an account (a
-- delete, or a rename's old name), the substrings no name of the account holds any more are
-- deleted in the same transaction.
--
-- A count is split over shards (migration 0006), so a substring is gone when its shards sum to
-- zero. Before the names' deltas are applied, the shard rows of their substrings are locked, in
-- (account, gram, shard) order, the order every counting statement locks rows in (each locks its
-- own shard's, gram after gram), so that two deletes of one account queue instead of each holding
-- its own shard while it waits for the other's. The sums read after the deltas are then final for
-- the rows summed; a shard row another session inserts meanwhile is neither summed nor deleted.
create function candidate_name_grams_lock(account uuid, grams text[]) returns void
language sql as $$
    select from candidate_name_grams
    where account_id = account and gram = any(grams)
    order by gram, shard
    for update
$$;

create function candidate_name_grams_prune(account uuid, grams text[]) returns void
language sql as $$
    delete from candidate_name_grams g
    where g.account_id = account and g.gram in (
        select gram from candidate_name_grams
        where account_id = account and gram = any(grams)
        group by gram having sum(candidates) = 0)
$$;

create or replace function candidate_name_grams_change() returns trigger language plpgsql as $$
declare
    gone record;
begin
    if tg_op = 'DELETE' then
        for gone in
            select account_id, array_agg(distinct gram order by gram) as grams
            from changed, candidate_name_grams(changed.name) as gram
            where exists (select from accounts where accounts.id = changed.account_id)
            group by account_id order by account_id
        loop
            perform candidate_name_grams_lock(gone.account_id, gone.grams);
        end loop;
    end if;
    insert into candidate_name_grams (account_id, gram, shard, candidates)
    select account_id, gram, candidate_name_grams_shard(),
           count(*) * case tg_op when 'INSERT' then 1 else -1 end
    from changed, candidate_name_grams(changed.name) as gram
    where exists (select from accounts where accounts.id = changed.account_id)
    group by account_id, gram order by account_id, gram
    on conflict (account_id, gram, shard) do update set candidates = candidate_name_grams.candidates + excluded.candidates;
    if tg_op = 'DELETE' then
        for gone in
            select account_id, array_agg(distinct gram order by gram) as grams
            from changed, candidate_name_grams(changed.name) as gram
            where exists (select from accounts where accounts.id = changed.account_id)
            group by account_id order by account_id
        loop
            perform candidate_name_grams_prune(gone.account_id, gone.grams);
        end loop;
    end if;
    return null;
end
$$;

create or replace function candidate_name_grams_rename() returns trigger language plpgsql as $$
declare
    grams text[] := array(select gram from candidate_name_grams(old.name) as gram
                          union select gram from candidate_name_grams(new.name) as gram order by 1);
begin
    perform candidate_name_grams_lock(new.account_id, grams);
    insert into candidate_name_grams (account_id, gram, shard, candidates)
    select new.account_id, gram, candidate_name_grams_shard(), sum(delta)
    from (select gram, -1 as delta from candidate_name_grams(old.name) as gram
          union all
          select gram, 1 from candidate_name_grams(new.name) as gram) as change
    group by gram having sum(delta) <> 0 order by gram
    on conflict (account_id, gram, shard) do update set candidates = candidate_name_grams.candidates + excluded.candidates;
    perform candidate_name_grams_prune(new.account_id, array(select candidate_name_grams(old.name) order by 1));
    return null;
end
$$;

-- What earlier deletes left behind, with the counts held still meanwhile.
lock table candidate_name_grams in exclusive mode;
delete from candidate_name_grams g
using (select account_id, gram from candidate_name_grams group by account_id, gram having sum(candidates) = 0) as gone
where g.account_id = gone.account_id and g.gram = gone.gram;
