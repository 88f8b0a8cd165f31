-- Interview tokens and webhook signing secrets are stored sealed (src/secrets.rs): the key is in
-- the server's environment, never in the database. Values stored before are sealed by the server
-- at start-up (and by `interview-api migrate` given the keys); this index holds exactly the
-- interviews still to seal, so looking for them costs nothing once there are none.
create index interviews_unsealed_token on interviews (id) where token not like 'sealed:%';
