-- A candidate's CV is kept as the JSON text the server wrote (`json`, not `jsonb`), which reads
-- return as they found it: a read appends `parsedAt` and `parseSource` to the stored object and
-- passes it through, instead of decoding every CV of a page into a struct and encoding it again
-- (measured in BENCHMARKS.md). No statement looks inside a stored CV, which is what `jsonb` is for.
-- CVs written before this keep `jsonb`'s text form (its key order and spacing): the same JSON.
alter table candidates alter column cv type json using cv::json;
