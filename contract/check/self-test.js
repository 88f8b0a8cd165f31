// The self-test of make breaking-check: each kind of break, applied to a copy of the last released
// contract, is reported by the tool and fails the check unless acknowledged (or a new major
// version); additive changes pass; stale acknowledgements and wrong versions are reported.
'use strict';

const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { test } = require('node:test');
const YAML = require('yaml');
const { findBreaks } = require('./breaks');
const { narrowedKeywords } = require('./narrowing-rule');
const { breakName, evaluate, lastReleased } = require('./lifecycle');

const released = lastReleased();
const releasedDocument = released.document;
const [major, minor, patch] = released.version.split('.').map(Number);
const NEXT_MINOR = `${major}.${minor + 1}.0`;
const NEXT_PATCH = `${major}.${minor}.${patch + 1}`;
const NEXT_MAJOR = `${major + 1}.0.0`;
const changelogFor = (version) => `# Changelog\n\n## ${version}\n\n- a change\n`;

/** A copy of the released contract, changed by `change`, at `version`. */
function variant(change, version = NEXT_MINOR) {
  const document = structuredClone(releasedDocument);
  change(document);
  document.info.version = version;
  return document;
}

/** The node at `keys` of `document`; fails loudly when the released contract no longer has it. */
function at(document, ...keys) {
  return keys.reduce((node, key) => {
    assert.ok(node && key in node, `the released contract has no ${keys.join('.')}: update the self-test`);
    return node[key];
  }, document);
}

const schema = (document, name) => at(document, 'components', 'schemas', name);

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'breaking-check-'));
process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));

/** `document` with the operations at `paths` only. */
function trimmed(document, paths) {
  const copy = structuredClone(document);
  copy.paths = Object.fromEntries(Object.entries(copy.paths).filter(([at]) => paths.includes(at)));
  return copy;
}

function written(document) {
  const file = path.join(scratch, `contract-${Math.random().toString(36).slice(2)}.yaml`);
  fs.writeFileSync(file, YAML.stringify(document));
  return file;
}

/** The tool's breaks from the released contract to `document`, both with the operations at
 *  `paths` only: the tool's time grows with the operations it compares (about 40 s for the whole
 *  contract), and the others add nothing to what a variant tests. */
async function breaksOf(document, paths) {
  return findBreaks(written(trimmed(releasedDocument, paths)), written(trimmed(document, paths)));
}

/** The path of a place the tool names (`GET /jobs/{id} response 200` is at `/jobs/{id}`). */
const pathOf = (where) => where.split(' ')[1];

function problemsOf(document, { breaks = [], acknowledgements = [], changelog = changelogFor(document.info.version) } = {}) {
  return evaluate({ released: releasedDocument, current: document, breaks, acknowledgements, changelog });
}

const acknowledgement = (name, extra = {}) => ({ break: name, version: NEXT_MINOR, reason: 'on purpose', ...extra });

const BREAKS = [
  {
    kind: 'a removed operation',
    change: (d) => delete at(d, 'paths', '/candidates/{id}').delete,
    rule: 'prevent operation removal',
    where: 'DELETE /candidates/{id}',
  },
  {
    kind: 'a removed response field',
    change: (d) => {
      const candidate = schema(d, 'Candidate');
      delete at(candidate, 'properties').title;
      candidate.required = candidate.required.filter((name) => name !== 'title');
    },
    rule: 'prevent removing response property',
    where: 'GET /candidates/{id} response 200',
  },
  {
    kind: 'a removed enum value',
    change: (d) => (schema(d, 'KeyMode').enum = ['live']),
    rule: 'request and response property enums',
    where: 'POST /api-keys request body',
  },
  {
    kind: 'a new required request field',
    change: (d) => {
      const job = schema(d, 'JobCreate');
      at(job, 'properties').department = { type: 'string' };
      job.required = [...job.required, 'department'];
    },
    rule: 'prevent changing request property to required',
    where: 'POST /jobs request body',
  },
  {
    kind: 'a lower maxLength',
    change: (d) => (at(schema(d, 'CandidateCreate'), 'properties', 'name').maxLength = 100),
    rule: 'prevent request constraint narrowing',
    where: 'POST /candidates request body: application/json property: name',
  },
  {
    kind: 'a narrower range of a parameter',
    change: (d) => (at(d, 'components', 'parameters', 'CursorLimit', 'schema').maximum = 50),
    rule: 'prevent parameter constraint narrowing',
    where: 'GET /jobs query parameter: limit',
  },
  {
    kind: 'a changed type of a request field',
    change: (d) => (at(schema(d, 'InvitationCreate'), 'properties').expires_in_days = { type: 'string' }),
    rule: 'prevent request property type changes',
    where: 'POST /invitations request body',
  },
  {
    kind: 'a changed type of a response field',
    change: (d) => (at(schema(d, 'Job'), 'properties').title = { type: 'integer' }),
    rule: 'prevent response property type changes',
    where: 'GET /jobs/{id} response 200',
  },
];

// Each variant costs one run of the tool; the acknowledgement tests reuse the first one's.
const breaksByKind = new Map();
async function breaksFor(kind) {
  if (!breaksByKind.has(kind)) {
    const { change, where } = BREAKS.find((b) => b.kind === kind);
    breaksByKind.set(kind, await breaksOf(variant(change), [pathOf(where)]));
  }
  return breaksByKind.get(kind);
}

for (const { kind, change, rule, where } of BREAKS) {
  test(`${kind} is reported and fails the check`, async () => {
    const breaks = await breaksFor(kind);
    assert.ok(
      breaks.some((found) => found.rule === rule && found.where.includes(where)),
      `expected "${rule}" at "${where}", the tool reported:\n${breaks.map((b) => `${breakName(b)} at ${b.where}`).join('\n')}`,
    );
    const problems = problemsOf(variant(change), { breaks });
    assert.ok(problems.some((p) => p.startsWith(`breaking change not acknowledged: ${rule}`)), problems.join('\n'));
  });
}

test('additive changes (an operation, an optional request field, a response field) pass', async () => {
  const additive = variant((d) => {
    at(d, 'paths')['/jobs/{id}/summary'] = { get: { ...at(d, 'paths', '/jobs/{id}', 'get'), operationId: 'getJobSummary' } };
    at(schema(d, 'JobCreate'), 'properties').department = { type: 'string', maxLength: 100 };
    const job = schema(d, 'Job');
    at(job, 'properties').department = { type: 'string', nullable: true };
    job.required = [...job.required, 'department'];
  });
  const breaks = await breaksOf(additive, ['/jobs', '/jobs/{id}', '/jobs/{id}/summary']);
  assert.deepEqual(breaks, []);
  assert.deepEqual(problemsOf(additive, { breaks }), []);
});

test('widening what a request accepts is not a narrowing', () => {
  assert.deepEqual(narrowedKeywords({ maxLength: 10, minimum: 5, pattern: 'a' }, { maxLength: 20, minimum: 1, pattern: 'a' }), []);
  assert.deepEqual(narrowedKeywords({ maxItems: 10 }, {}), []);
  assert.deepEqual(narrowedKeywords({}, { maxItems: 10 }), ['maxItems none → 10']);
});

/** One acknowledgement per break the tool reports (a removal is several: the operation, its
 *  statuses and their fields). */
const acknowledgeAll = (breaks, extra) => [...new Set(breaks.map(breakName))].map((name) => acknowledgement(name, extra));

test('an acknowledged break passes, at every place or only where it says', async () => {
  const breaks = await breaksFor('a removed operation');
  const removed = variant(BREAKS[0].change);
  assert.deepEqual(problemsOf(removed, { breaks, acknowledgements: acknowledgeAll(breaks) }), []);
  const everythingHere = acknowledgement('*', { where: ['DELETE /candidates/{id}*'] });
  assert.deepEqual(problemsOf(removed, { breaks, acknowledgements: [everythingHere] }), []);
  const elsewhere = { ...everythingHere, where: ['DELETE /jobs/*'] };
  const problems = problemsOf(removed, { breaks, acknowledgements: [elsewhere] });
  assert.ok(problems.some((p) => p.startsWith('breaking change not acknowledged: prevent operation removal')), problems.join('\n'));
});

test('a stale acknowledgement is reported', async () => {
  const breaks = await breaksFor('a removed operation');
  const removed = variant(BREAKS[0].change);
  const all = acknowledgeAll(breaks);
  const stale = acknowledgement('prevent operation removal: *GET /nowhere*');
  let problems = problemsOf(removed, { breaks, acknowledgements: [...all, stale] });
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], new RegExp(`entry ${all.length + 1} .*: stale, the tool reports no such break`));

  const staleWhere = acknowledgement('*', { where: ['DELETE /candidates/{id}*', 'GET /nowhere*'] });
  problems = problemsOf(removed, { breaks, acknowledgements: [staleWhere] });
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /stale `where: GET \/nowhere\*`/);

  // Once released, nothing is reported any more: every acknowledgement left is stale.
  const leftOver = { ...all[0], version: released.version };
  problems = problemsOf(structuredClone(releasedDocument), { acknowledgements: [leftOver] });
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /stale/);
});

test('an acknowledgement is for the version being prepared, with a reason', async () => {
  const breaks = await breaksFor('a removed operation');
  const removed = variant(BREAKS[0].change);
  const problems = problemsOf(removed, { breaks, acknowledgements: acknowledgeAll(breaks, { version: '0.9.0', reason: '' }) });
  assert.ok(problems.some((p) => p.includes(`acknowledged for 0.9.0, but openapi.yaml is ${NEXT_MINOR}`)), problems.join('\n'));
  assert.ok(problems.some((p) => p.includes('`reason` is missing')), problems.join('\n'));
});

test('a new major version may break, under a path of its own', async () => {
  const breaks = await breaksFor('a removed operation');
  const v2 = variant((d) => {
    BREAKS[0].change(d);
    d.servers[0].url = d.servers[0].url.replace(/\/v\d+$/, `/v${major + 1}`);
  }, NEXT_MAJOR);
  assert.deepEqual(problemsOf(v2, { breaks }), []);
  const samePath = variant(BREAKS[0].change, NEXT_MAJOR);
  const problems = problemsOf(samePath, { breaks });
  assert.ok(problems.some((p) => p.includes(`servers[0].url must end with /v${major + 1}`)), problems.join('\n'));
});

test('a changed contract needs a greater version with its CHANGELOG.md section', () => {
  const changed = (version) => variant((d) => (schema(d, 'Job').properties.department = { type: 'string' }), version);
  assert.ok(problemsOf(changed(released.version)).some((p) => p.includes('info.version must be greater')));
  assert.ok(problemsOf(changed(NEXT_MINOR), { changelog: changelogFor(NEXT_PATCH) }).some((p) => p.includes(`no section \`## ${NEXT_MINOR}\``)));
  assert.deepEqual(problemsOf(changed(NEXT_MINOR)), []);
});

test('documentation alone is a patch; anything more, a field called `description` included, a minor version', () => {
  const documented = variant((d) => (schema(d, 'Job').description = 'Reworded.'), NEXT_PATCH);
  assert.deepEqual(problemsOf(documented), []);
  const field = variant((d) => (schema(d, 'Job').properties.summary = { type: 'string' }), NEXT_PATCH);
  assert.ok(problemsOf(field).some((p) => p.includes(`${NEXT_PATCH} must be a minor version at least`)));
});

test('an unchanged contract keeps its released version', () => {
  assert.deepEqual(problemsOf(variant(() => {}, released.version)), []);
  assert.ok(problemsOf(variant(() => {}, NEXT_MINOR)).some((p) => p.includes('unchanged, but says')));
});
