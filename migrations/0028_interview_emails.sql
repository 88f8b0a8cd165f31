-- E-mails to candidates (src/domain/email): the address is a copy of the person, kept on the
-- interview and erased with it; each e-mail is a row of the outbox `interview_emails`, written in
-- the transaction of the change it announces and sent by the workers of any instance under a
-- lease. The outbox holds no address and no body: both are read when the e-mail is sent.
alter table interviews
    add column candidate_email text check (length(candidate_email) <= 254),
    add column send_email boolean not null default false;

-- The live account's settings (a test-mode twin follows its live account, as for retention).
alter table accounts
    add column reminder_hours_before_expiry int default 24
        check (reminder_hours_before_expiry between 1 and 2160),
    add column email_sender_name text check (length(email_sender_name) between 1 and 100),
    add column email_reply_to text check (length(email_reply_to) <= 254);

create table interview_emails (
    id uuid primary key,
    interview_id uuid not null references interviews (id) on delete cascade,
    kind text not null check (kind in ('invitation', 'new_link', 'new_expiry', 'reminder')),
    status text not null check (status in ('queued', 'sent', 'failed', 'simulated')),
    attempts int not null default 0,
    -- When a queued e-mail is next due; while a worker sends it, the end of its lease.
    next_attempt_at timestamptz not null default now(),
    last_attempt_at timestamptz,
    sent_at timestamptz,
    last_error text,
    -- A reminder's expiry: one reminder per interview and expiry, whichever instance writes it.
    reminder_for timestamptz,
    created_at timestamptz not null default now()
);

create index interview_emails_due on interview_emails (next_attempt_at) where status = 'queued';
create index interview_emails_of_interview on interview_emails (interview_id, created_at desc, id desc);
create unique index interview_emails_one_reminder on interview_emails (interview_id, reminder_for)
    where kind = 'reminder';

-- The interviews a reminder may be due for, by expiry.
create index interviews_to_remind on interviews (expires_at)
    where status = 'invited' and send_email and erased_at is null;
