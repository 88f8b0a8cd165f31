-- The unfiltered list's page (`PAGE_ALL` in src/resources/candidates.rs), each row with the
-- account's total, planned once per connection instead of on every run.
--
-- As a named statement, PostgreSQL chose a plan made for each run's values every time: a plan
-- made without them assumes a limit or offset it cannot see asks for a tenth of the account, so
-- it never looked cheaper than the plans made with them, and each page paid for planning (0.24
-- ms, and 0.37 ms to run it, on the 100,000-candidate account of `make bench`). The
-- generic plan is the same walk of `candidates_account_created` whatever the values (the page's
-- ids are collected first and its rows read by their key), so this function asks for it; the
-- search and metadata lists keep their plans made for their values (see candidates.rs).
-- A `stable` function reads the total and the page in its caller's snapshot.
create function candidates_page(account uuid, page_limit bigint, page_offset bigint)
returns table (total bigint, id uuid, name text, title text, cv text, cv_parsed_at timestamptz,
               metadata jsonb, created_at timestamptz, updated_at timestamptz)
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
    return query
    select (select coalesce(sum(g.candidates), 0)::bigint from candidate_name_grams g
             where g.account_id = account and g.gram = ''),
           c.id, c.name, c.title, c.cv::text, c.cv_parsed_at, c.metadata, c.created_at, c.updated_at
      from candidates c
     where c.id = any(array(select p.id from candidates p where p.account_id = account
                            order by p.created_at desc, p.id desc limit page_limit offset page_offset))
     order by c.created_at desc, c.id desc;
end
$$;
