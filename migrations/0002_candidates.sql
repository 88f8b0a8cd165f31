-- Candidates, as openapi.yaml documents: listed newest first within an account, with an exact
-- `total`, and searched by a case-insensitive substring of the name. Sized for a million
-- candidates in one account next to small ones. Measured at that size (EXPLAIN ANALYZE of the
-- queries in src/resources/candidates.rs, one 1,000,000-candidate account and one of 10,000): page 1 of a
-- list or of a search under 4 ms; an unfiltered total one row read; a deep page (offset 500,000)
-- about 60 ms; the total of a search for a common substring 150-300 ms (it has to be counted).
create extension if not exists pg_trgm;

create table candidates (
    id uuid primary key,
    account_id uuid not null references accounts (id) on delete cascade,
    name text not null,
    title text,
    -- The CV as given (input fields only); parsedAt/parseSource are columns of their own.
    cv jsonb,
    cv_parsed_at timestamptz,
    cv_parse_source text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
);

-- Newest first within an account. A page is found on this index alone (an index-only scan)
-- before its rows are read: a deep page skips its offset here instead of reading every skipped
-- row (60 ms instead of 130-540 ms at offset 500,000, depending on how much of the table is
-- cached), and `name` is included so that a search for a common substring walks this index
-- newest first and filters here until the page is full, without reading the table.
create index candidates_account_created on candidates (account_id, created_at desc, id desc) include (name);

-- Case-insensitive substring search: trigrams of lower(name) find a rare substring directly.
-- A common one is served by the index above instead (newest first, filtered there), which also
-- bounds a small account's search by its own size. (A GIN index carrying the account id too, by
-- btree_gin, was measured slower: 9 ms instead of 2 for a rare name in either account.)
create index candidates_name_trgm on candidates using gin (lower(name) gin_trgm_ops);
-- Which of the two serves a search depends on how common the substring is, which the planner
-- estimates from the statistics of lower(name) (gathered for this index's expression). With the
-- default sample those estimates are erratic for all but the commonest substrings (101 to
-- 20,348 rows for the 6,618 names containing "lee", over eight ANALYZE runs at a million rows;
-- once 370 for 59,000 "son", which sent page 1 to the trigram index: 200 ms instead of under
-- 1 ms). Ten times the sample keeps them within about 2x, at the cost of a longer ANALYZE.
alter index candidates_name_trgm alter column 1 set statistics 1000;

-- The number of candidates per account, kept by the triggers below, so that the `total` of an
-- unfiltered list is one row read instead of a count of the account's rows (100-200 ms at a
-- million, every time page 1 is shown). The cost is on writes: each insert or delete statement
-- updates its account's row, so concurrent creates in one account queue on that row for the
-- rest of their (single-statement) transactions. A search's total is still counted: it cannot
-- be kept, and costs what its matches cost to find.
create table candidate_counts (
    account_id uuid primary key references accounts (id) on delete cascade,
    candidates bigint not null
);

create function candidate_counts_insert() returns trigger language plpgsql as $$
begin
    insert into candidate_counts (account_id, candidates)
    select account_id, count(*) from inserted group by account_id order by account_id
    on conflict (account_id) do update set candidates = candidate_counts.candidates + excluded.candidates;
    return null;
end
$$;

create function candidate_counts_delete() returns trigger language plpgsql as $$
begin
    update candidate_counts set candidates = candidate_counts.candidates - gone.candidates
    from (select account_id, count(*) as candidates from deleted group by account_id order by account_id) as gone
    where candidate_counts.account_id = gone.account_id;
    return null;
end
$$;

create function candidate_counts_truncate() returns trigger language plpgsql as $$
begin
    delete from candidate_counts;
    return null;
end
$$;

-- The counts follow each candidate's account, which therefore never changes.
create function candidates_account_is_fixed() returns trigger language plpgsql as $$
begin
    raise exception 'a candidate cannot move to another account';
end
$$;

create trigger candidate_counts_insert after insert on candidates
    referencing new table as inserted for each statement execute function candidate_counts_insert();
create trigger candidate_counts_delete after delete on candidates
    referencing old table as deleted for each statement execute function candidate_counts_delete();
create trigger candidate_counts_truncate after truncate on candidates
    for each statement execute function candidate_counts_truncate();
create trigger candidates_account_is_fixed before update of account_id on candidates
    for each row when (old.account_id is distinct from new.account_id) execute function candidates_account_is_fixed();
