-- The audit log's actors without a key of their own: the candidate through the interview's link,
-- and whoever opens an interview's report link (`domain::audit::ActorType`).
alter table audit_events drop constraint audit_events_actor_type_check;
alter table audit_events add constraint audit_events_actor_type_check
    check (actor_type in ('api_key', 'operator', 'system', 'assessment_partner', 'candidate', 'report_link'));
