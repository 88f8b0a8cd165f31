create table jobs (
    id uuid primary key,
    account_id uuid not null references accounts (id) on delete cascade,
    title text not null,
    description text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
);
create index jobs_account_id on jobs (account_id, id desc);

create table job_questions (
    id uuid primary key,
    job_id uuid not null references jobs (id) on delete cascade,
    position int not null,
    question_text text not null,
    question_type text not null,
    time_limit_seconds int not null,
    order_index int not null,
    unique (job_id, position)
);

create table interviews (
    id uuid primary key,
    account_id uuid not null references accounts (id) on delete cascade,
    job_id uuid not null references jobs (id),
    job_title text not null,
    token text not null,
    token_hash bytea not null unique,
    status text not null default 'invited'
        check (status in ('invited', 'in_progress', 'completed', 'expired', 'cancelled', 'abandoned')),
    candidate_name text not null,
    candidate_cv jsonb,
    locale_id text not null,
    voice_id text not null,
    estimated_duration_seconds int not null,
    estimated_credits bigint not null check (estimated_credits >= 0),
    charged_credits bigint,
    duration_seconds int,
    expires_at timestamptz not null,
    started_at timestamptz,
    completed_at timestamptz,
    cancelled_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
);
create index interviews_account_id on interviews (account_id, id desc);
-- Reserved credits are summed over exactly these rows.
create index interviews_holding_credits on interviews (account_id)
    include (estimated_credits, expires_at, status)
    where status in ('invited', 'in_progress');

create table interview_questions (
    id uuid primary key,
    interview_id uuid not null references interviews (id) on delete cascade,
    position int not null,
    source text not null check (source in ('job', 'custom')),
    job_question_id uuid,
    question_text text not null,
    question_type text not null,
    time_limit_seconds int not null,
    unique (interview_id, position)
);

create table interview_responses (
    interview_id uuid not null references interviews (id) on delete cascade,
    question_id uuid not null references interview_questions (id) on delete cascade,
    transcript text not null,
    duration_seconds int not null,
    recorded_at timestamptz not null default now(),
    primary key (interview_id, question_id)
);
