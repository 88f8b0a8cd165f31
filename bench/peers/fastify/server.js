'use strict';
// A peer of the server for `make bench`: `GET /api/v1/candidates/{id}` and `POST /api/v1/invitations`
// as a team would write them with Fastify and node-postgres, against the server's database and
// schema; 2 workers of node's cluster module sharing one port. What it does and does not do
// compared with the server: BENCHMARKS.md.

const cluster = require('node:cluster');
const crypto = require('node:crypto');

const WORKERS = 2;

if (cluster.isPrimary) {
  let stopping = false;
  for (let i = 0; i < WORKERS; i++) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (!stopping) {
      console.error(`worker ${worker.process.pid} exited (${code})`);
      process.exit(1);
    }
  });
  process.on('SIGTERM', () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers)) worker.kill('SIGTERM');
    cluster.disconnect(() => process.exit(0));
  });
  return;
}

const Fastify = require('fastify');
const { Pool } = require('pg');

const [host, port] = (process.env.BIND_ADDR || '127.0.0.1:18492').split(':');
const INTERVIEW_URL_BASE = (process.env.INTERVIEW_URL_BASE || 'https://interview.example.com/i').replace(/\/+$/, '');
// 8 connections per worker: with 2 workers, the 16 the server's pool holds by default, one per
// connection of the load.
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE || 8) });

const KEY_FORM = /^ivk_(live|test)_[0-9a-f]{64}$/;
const SUPPORTED_LANGUAGES = new Set([
  'en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'sv', 'da', 'no', 'fi', 'cs', 'ro', 'hu', 'el', 'tr', 'ru', 'uk',
  'ar', 'he', 'hi', 'ja', 'ko', 'zh', 'id', 'ms', 'th', 'vi',
]);
const DEFAULT_VOICE = '21m00Tcm4TlvDq8ikWAM';
const DEFAULT_TIME_LIMIT_SECONDS = 180;
const NO_NUL = '^[^\\u0000]*$';

class ApiError extends Error {
  constructor(status, body) {
    super(typeof body.error === 'string' ? body.error : body.error.message);
    this.status = status;
    this.body = body;
  }
}

function structured(status, type, message, details) {
  return new ApiError(status, { error: details === undefined ? { type, message } : { type, message, details } });
}

/** RFC 3339, UTC, milliseconds, `Z`: the API's one format. */
const timestamp = (at) => at.toISOString();

// Unknown fields are refused, as the server does, rather than dropped (Fastify's default).
const app = Fastify({ logger: true, ajv: { customOptions: { removeAdditional: false } } });

app.setErrorHandler((error, request, reply) => {
  if (error instanceof ApiError) {
    if (error.status === 401) reply.header('WWW-Authenticate', 'Bearer');
    return reply.code(error.status).send(error.body);
  }
  if (error.validation) {
    // The server's shapes: the candidates' simple one, the structured one elsewhere.
    if (request.url.startsWith('/api/v1/candidates')) {
      const details = error.validation.map((e) => ({ path: e.instancePath.split('/').filter(Boolean), message: e.message }));
      return reply.code(400).send({ error: 'Validation failed', details });
    }
    const details = {};
    for (const e of error.validation) {
      const path = e.instancePath.split('/').filter(Boolean).map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
      const field = e.params && e.params.additionalProperty ? `${path ? path + '.' : ''}${e.params.additionalProperty}` : path;
      details[field || 'request'] ??= e.message;
    }
    return reply.code(400).send({ error: { type: 'validation_error', message: 'The request has invalid fields; see details', details } });
  }
  if (error.statusCode && error.statusCode < 500) {
    return reply.code(error.statusCode).send({ error: { type: 'validation_error', message: error.message } });
  }
  request.log.error(error);
  return reply.code(500).send({ error: { type: 'api_error', message: 'An unexpected error occurred; retry with backoff' } });
});

/**
 * The key's SHA-256 looked up as the server stores it: a revoked key is deleted, so not found; the
 * owning (live) account must have a verified e-mail and an active subscription.
 */
async function authenticate(request) {
  const authorization = request.headers.authorization;
  if (authorization === undefined) {
    throw structured(401, 'authentication_error', 'Missing API key: send Authorization: Bearer <API_KEY>');
  }
  const space = authorization.indexOf(' ');
  const scheme = space < 0 ? authorization : authorization.slice(0, space);
  if (scheme.toLowerCase() !== 'bearer') {
    throw structured(401, 'authentication_error', 'Unsupported authorization scheme: use Bearer');
  }
  const key = space < 0 ? '' : authorization.slice(space + 1).trim();
  if (!KEY_FORM.test(key)) throw structured(401, 'authentication_error', 'Malformed API key');
  const { rows } = await pool.query(
    `select a.id as account_id, o.plan, o.email_verified, o.subscription_status
     from api_keys k
     join accounts a on a.id = k.account_id
     join accounts o on o.id = coalesce(a.live_account_id, a.id)
     where k.key_hash = $1`,
    [crypto.createHash('sha256').update(key).digest()],
  );
  const row = rows[0];
  if (row === undefined) throw structured(401, 'authentication_error', 'Invalid or revoked API key');
  if (!row.email_verified) throw structured(403, 'permission_error', "Verify the account's e-mail address to use the API");
  if (row.subscription_status !== 'active') throw structured(403, 'permission_error', 'The account has no active subscription');
  request.caller = { accountId: row.account_id, plan: row.plan };
}

app.decorateRequest('caller', null);

// GET /api/v1/candidates/{id}

const nullableObject = { type: ['object', 'null'], additionalProperties: true };
const candidateSchema = {
  type: 'object',
  required: ['id', 'name', 'title', 'cv', 'metadata', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    title: { type: ['string', 'null'] },
    cv: nullableObject,
    metadata: { type: 'object', additionalProperties: { type: 'string' } },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
};

const CV_ARRAYS = ['workExperiences', 'education', 'skills', 'certifications'];

/** The stored CV as returned: its four arrays always present, with when and how it was written. */
function cvOutput(cv, parsedAt) {
  if (cv === null || parsedAt === null) return null;
  const out = {};
  for (const [key, value] of Object.entries(cv)) if (value !== null) out[key] = value;
  for (const key of CV_ARRAYS) out[key] ??= [];
  out.parsedAt = timestamp(parsedAt);
  out.parseSource = 'manual';
  return out;
}

function stringValues(metadata) {
  const out = {};
  for (const [key, value] of Object.entries(metadata)) if (typeof value === 'string') out[key] = value;
  return out;
}

app.get('/api/v1/candidates/:id', {
  onRequest: authenticate,
  schema: {
    params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } },
    response: { 200: { type: 'object', required: ['data'], properties: { data: candidateSchema } } },
  },
}, async (request) => {
  const { rows } = await pool.query(
    `select id, name, title, cv, cv_parsed_at, metadata, created_at, updated_at
     from candidates where id = $1 and account_id = $2`,
    [request.params.id, request.caller.accountId],
  );
  const row = rows[0];
  if (row === undefined) throw new ApiError(404, { error: 'Candidate not found' });
  return {
    data: {
      id: row.id,
      name: row.name,
      title: row.title,
      cv: cvOutput(row.cv, row.cv_parsed_at),
      metadata: stringValues(row.metadata),
      created_at: timestamp(row.created_at),
      updated_at: timestamp(row.updated_at),
    },
  };
});

// POST /api/v1/invitations

const uuid = { type: 'string', format: 'uuid' };
// The fields of the contract's InvitationCreate but `candidate_id` and `candidate_cv`.
const invitationCreateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['job_id', 'candidate_name'],
  properties: {
    job_id: uuid,
    candidate_name: { type: 'string', minLength: 1, maxLength: 200, pattern: NO_NUL },
    question_config: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        excluded_question_ids: { type: ['array', 'null'], maxItems: 100, items: uuid },
        custom_questions: {
          type: ['array', 'null'],
          maxItems: 50,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['question_text', 'question_type'],
            properties: {
              question_text: { type: 'string', minLength: 1, maxLength: 2000, pattern: NO_NUL },
              question_type: { enum: ['behavioral', 'technical', 'situational', 'experience', 'role_specific'] },
              time_limit_seconds: { type: ['integer', 'null'], minimum: 10, maximum: 3600 },
              order_index: { type: ['integer', 'null'], minimum: 0, maximum: 10000 },
            },
          },
        },
        question_order: { type: ['array', 'null'], maxItems: 150, items: { type: 'string', maxLength: 64 } },
      },
    },
    expires_in_days: { type: ['integer', 'null'], minimum: 1, maximum: 90 },
    locale_id: { type: ['string', 'null'], pattern: '^[A-Za-z]{2}([-_][A-Za-z]{2})?$' },
    voice_id: {
      enum: [
        '21m00Tcm4TlvDq8ikWAM', 'AZnzlk1XvdvUeBnXmlld', 'EXAVITQu4vr4xnSDxMaL', 'ErXwobaYiN019PkySvjV',
        'MF3mGyEYCl7XYWbV9V6O', 'TxGEqnHWrfWFTfGW9XjX', 'VR6AewLTigWG4xSOukaG', 'pNInz6obpgDQGcFmaJgB',
        'yoZ06aMxZJJ28mfd3POQ', null,
      ],
    },
    metadata: {
      type: ['object', 'null'],
      maxProperties: 20,
      propertyNames: { pattern: '^[A-Za-z0-9_.-]{1,40}$' },
      additionalProperties: { type: 'string', maxLength: 500, pattern: NO_NUL },
    },
  },
};

const invitationSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    interview_url: { type: 'string' },
    token: { type: 'string' },
    status: { type: 'string' },
    candidate_name: { type: 'string' },
    candidate_id: { type: ['string', 'null'] },
    job: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' } } },
    estimated_credits: { type: 'integer' },
    estimated_duration_seconds: { type: 'integer' },
    expires_at: { type: 'string' },
    created_at: { type: 'string' },
    metadata: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

/** The language in lower case and the region, if any, in upper case, joined by `-`. */
function normalizedLocale(locale, issues) {
  const [language, region] = locale.replace('_', '-').split('-');
  const lower = language.toLowerCase();
  if (!SUPPORTED_LANGUAGES.has(lower)) issues['locale_id'] ??= 'is not a supported language';
  return region ? `${lower}-${region.toUpperCase()}` : lower;
}

const UUID_FORM = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const canonicalUuid = (text) => {
  const hex = text.replace(/-/g, '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * The interview's questions as the contract's QuestionConfig describes them: the job's minus the
 * excluded, then the custom ones; `question_order` first, else each `order_index` placed.
 */
function planQuestions(job, config, issues) {
  const excludedIds = (config && config.excluded_question_ids) || [];
  const customs = (config && config.custom_questions) || [];
  const order = (config && config.question_order) || [];
  const jobIds = new Set(job.map((q) => q.id));

  const excluded = new Set();
  excludedIds.forEach((given, i) => {
    const id = canonicalUuid(given);
    const at = `question_config.excluded_question_ids[${i}]`;
    if (!jobIds.has(id)) issues[at] ??= 'is not a question of this job';
    else if (excluded.has(id)) issues[at] ??= 'is listed more than once';
    else excluded.add(id);
  });

  let planned = job
    .filter((q) => !excluded.has(q.id))
    .map((q) => [q.id, { source: 'job', jobQuestionId: q.id, text: q.question_text, type: q.question_type, timeLimit: q.time_limit_seconds }]);
  customs.forEach((c, i) => {
    planned.push([`custom_${i}`, { source: 'custom', jobQuestionId: null, text: c.question_text, type: c.question_type, timeLimit: c.time_limit_seconds ?? DEFAULT_TIME_LIMIT_SECONDS }]);
  });

  let ordered = [];
  const seen = new Set();
  order.forEach((entry, i) => {
    const at = `question_config.question_order[${i}]`;
    let problem = null;
    let key = entry;
    const token = /^custom_([0-9]+)$/.exec(entry);
    if (seen.has(entry)) {
      problem = 'is listed more than once';
    } else if (entry.startsWith('custom_')) {
      if (!token || String(Number(token[1])) !== token[1]) problem = 'is not a custom_N token';
      else if (Number(token[1]) >= customs.length) {
        problem = customs.length === 0
          ? 'refers to a custom question, but none were given'
          : `is out of range: the custom questions are custom_0 to custom_${customs.length - 1}`;
      }
    } else if (!UUID_FORM.test(entry)) {
      problem = 'is not a question of this job or a custom_N token';
    } else {
      key = canonicalUuid(entry);
      if (excluded.has(key)) problem = 'refers to an excluded question';
      else if (!jobIds.has(key)) problem = 'is not a question of this job or a custom_N token';
    }
    seen.add(entry);
    if (problem) {
      issues[at] ??= problem;
      return;
    }
    const position = planned.findIndex(([k]) => k === key);
    if (position >= 0) ordered.push(planned.splice(position, 1)[0]);
  });
  ordered = ordered.concat(planned);

  const indexed = [];
  customs.forEach((c, i) => {
    if (c.order_index !== null && c.order_index !== undefined) indexed.push([i, c.order_index]);
  });
  if (order.length === 0) {
    ordered = placeByOrderIndex(ordered, indexed, issues);
  } else {
    for (const [i, n] of indexed) {
      const at = ordered.findIndex(([k]) => k === `custom_${i}`);
      if (at !== n) {
        issues[`question_config.custom_questions[${i}].order_index`] ??=
          `contradicts question_config.question_order, which puts custom_${i} at position ${at}`;
      }
    }
  }
  if (Object.keys(issues).length === 0 && ordered.length === 0) {
    issues['question_config'] = 'leaves the interview without questions';
  }
  return ordered.map(([, question]) => question);
}

/**
 * Each custom question with an `order_index` at that position, in ascending order (a tie one after
 * the other); the others fill the remaining positions in their order.
 */
function placeByOrderIndex(questions, indexed, issues) {
  const total = questions.length;
  const slots = new Array(total).fill(null);
  let following = 0;
  let outOfRange = false;
  for (const [i, n] of [...indexed].sort((a, b) => a[1] - b[1] || a[0] - b[0])) {
    const position = Math.max(n, following);
    if (position >= total) {
      outOfRange = true;
      issues[`question_config.custom_questions[${i}].order_index`] ??=
        `is out of range: the interview has ${total} question${total === 1 ? '' : 's'}, at positions 0 to ${Math.max(total - 1, 0)}`;
      continue;
    }
    slots[position] = `custom_${i}`;
    following = position + 1;
  }
  if (outOfRange || indexed.length === 0) return questions;
  const placed = new Map(questions.filter(([k]) => slots.includes(k)));
  const rest = questions.filter(([k]) => !placed.has(k));
  let next = 0;
  return slots.map((slot) => (slot ? [slot, placed.get(slot)] : rest[next++]));
}

function invalid(issues) {
  return structured(400, 'validation_error', 'The request has invalid fields; see details', issues);
}

app.post('/api/v1/invitations', {
  onRequest: authenticate,
  schema: { body: invitationCreateSchema, response: { 201: invitationSchema } },
}, async (request, reply) => {
  const body = request.body;
  const caller = request.caller;
  const issues = {};
  const locale = normalizedLocale(body.locale_id ?? 'en', issues);
  if (Object.keys(issues).length > 0) throw invalid(issues);

  const client = await pool.connect();
  try {
    const jobs = await client.query('select title, archived_at from jobs where id = $1 and account_id = $2', [body.job_id, caller.accountId]);
    const job = jobs.rows[0];
    if (job === undefined) throw structured(404, 'resource_not_found', 'Job not found');
    if (job.archived_at !== null) {
      throw structured(409, 'invalid_state', 'The job is archived; unarchive it (POST /jobs/{id}/unarchive) to invite to it');
    }
    const jobQuestions = await client.query(
      `select id, question_text, question_type, time_limit_seconds
       from job_questions where job_id = $1 order by position`,
      [body.job_id],
    );
    const questions = planQuestions(jobQuestions.rows, body.question_config, issues);
    if (Object.keys(issues).length > 0) throw invalid(issues);
    const voice = body.voice_id ?? DEFAULT_VOICE;
    const hasCustoms = Boolean(body.question_config && body.question_config.custom_questions && body.question_config.custom_questions.length);
    if (caller.plan === 'trial' && (hasCustoms || voice !== DEFAULT_VOICE)) {
      throw structured(403, 'trial_restriction',
        'Custom questions and voices other than the default are not available during the trial. Purchase credits to use them.');
    }
    const duration = questions.reduce((sum, q) => sum + q.timeLimit, 0);
    const credits = Math.ceil(duration / 60);
    const token = crypto.randomBytes(32).toString('base64url');
    const metadata = body.metadata ?? {};

    await client.query('begin');
    try {
      const inserted = await client.query(
        `insert into interviews (id, account_id, job_id, job_title, token, token_hash, candidate_name,
                                 locale_id, voice_id, estimated_duration_seconds, estimated_credits, expires_at, metadata)
         values (uuid_v7(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(days => $11), $12)
         returning id, expires_at, created_at`,
        [caller.accountId, body.job_id, job.title, token, crypto.createHash('sha256').update(token).digest(),
          body.candidate_name, locale, voice, duration, credits, body.expires_in_days ?? 7, metadata],
      );
      const interview = inserted.rows[0];
      await client.query(
        `insert into interview_questions
             (id, interview_id, position, source, job_question_id, question_text, question_type, time_limit_seconds)
         select uuid_v7(), $1, q.position - 1, q.source, q.job_question_id, q.text, q.kind, q.time_limit
         from unnest($2::text[], $3::uuid[], $4::text[], $5::text[], $6::int[])
              with ordinality as q(source, job_question_id, text, kind, time_limit, position)`,
        [interview.id, questions.map((q) => q.source), questions.map((q) => q.jobQuestionId),
          questions.map((q) => q.text), questions.map((q) => q.type), questions.map((q) => q.timeLimit)],
      );
      // Reserved last, so that the account's concurrent invitations (in every process) queue on
      // its credits row only for this statement and the commit. One statement locks the row,
      // checks the credits available and reserves them with their ledger row (the ledger
      // invariants of migration 0009): PostgreSQL checks the condition again on the row's latest
      // version once it holds the lock, so no process can overdraw.
      const reserved = await client.query(
        `with reserved as (
             update account_credits set reserved_credits = reserved_credits + $2
             where account_id = $1 and credit_balance - reserved_credits >= $2
             returning account_id)
         insert into credit_transactions (id, account_id, kind, amount, interview_id, description)
         select uuid_v7(), account_id, 'reservation', -$2::bigint, $3, 'Reserved for an invitation' from reserved
         returning id`,
        [caller.accountId, credits, interview.id],
      );
      if (reserved.rowCount === 0) {
        const accounts = await client.query(
          'select credit_balance::float8 as balance, reserved_credits::float8 as reserved from account_credits where account_id = $1',
          [caller.accountId],
        );
        const { balance, reserved: held } = accounts.rows[0];
        throw structured(403, 'insufficient_credits',
          `Not enough credits: this interview needs ${credits}, ${balance - held} are available.`,
          { required_credits: credits, available_credits: balance - held, total_balance: balance, reserved_credits: held });
      }
      await client.query('commit');
      reply.code(201);
      return {
        id: interview.id,
        interview_url: `${INTERVIEW_URL_BASE}/${token}`,
        token,
        status: 'invited',
        candidate_name: body.candidate_name,
        candidate_id: null,
        job: { id: body.job_id, title: job.title },
        estimated_credits: credits,
        estimated_duration_seconds: duration,
        expires_at: timestamp(interview.expires_at),
        created_at: timestamp(interview.created_at),
        metadata,
      };
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  } finally {
    client.release();
  }
});

app.listen({ host, port: Number(port) }).catch((error) => {
  app.log.error(error);
  process.exit(1);
});
