// The rules of docs/CONTRACT-LIFECYCLE.md, given the breaks the tool found: every break acknowledged (or a
// new major version), no stale acknowledgement, `info.version` bumped as far as the change needs,
// and a CHANGELOG.md section for it. Pure: check.js and the self-test feed it.
'use strict';

const fs = require('fs');
const path = require('path');
const YAML = require('yaml');

const RELEASED_DIR = path.join(__dirname, '..', 'released');
const RELEASED_NAME = /^openapi-(\d+\.\d+\.\d+)\.yaml$/;

function parseVersion(text) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(String(text));
  if (!match) throw new Error(`\`${text}\` is not a version MAJOR.MINOR.PATCH`);
  return match.slice(1).map(Number);
}

function compareVersions(a, b) {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

function readYaml(file) {
  return YAML.parse(fs.readFileSync(file, 'utf8'));
}

/** The newest copy in contract/released/: `{version, file, document}`. */
function lastReleased(dir = RELEASED_DIR) {
  const versions = fs
    .readdirSync(dir)
    .map((name) => RELEASED_NAME.exec(name)?.[1])
    .filter(Boolean)
    .sort(compareVersions);
  if (!versions.length) throw new Error(`no openapi-X.Y.Z.yaml in ${dir}`);
  const version = versions[versions.length - 1];
  const file = path.join(dir, `openapi-${version}.yaml`);
  const document = readYaml(file);
  if (String(document.info?.version) !== version) {
    throw new Error(`${file} says info.version ${document.info?.version}: a released copy is named after its version`);
  }
  return { version, file, document };
}

/** `*` stands for any text; everything else is literal. */
function glob(pattern) {
  const literal = String(pattern).split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literal.join('.*')}$`, 's');
}

/** How a break is named in messages and in `break:` of acknowledged-breaks.yaml. */
const breakName = (found) => `${found.rule}: ${found.message}`;

/**
 * Matches breaks with acknowledgements. Returns the breaks no entry covers, and the problems of
 * the entries: a field missing, a version other than `version`, or a stale entry (its `break`, or
 * one of its `where` patterns, matches nothing the tool reports).
 */
function acknowledge(breaks, acknowledgements, version) {
  const problems = [];
  const entries = (acknowledgements ?? []).map((entry, index) => {
    const label = `acknowledged-breaks.yaml entry ${index + 1} (${entry?.break ?? 'no break'})`;
    for (const field of ['break', 'version', 'reason']) {
      if (!entry?.[field]) problems.push(`${label}: \`${field}\` is missing`);
    }
    if (entry?.version && String(entry.version) !== version) {
      problems.push(
        `${label}: acknowledged for ${entry.version}, but openapi.yaml is ${version}: acknowledgements ` +
          'belong to the version being prepared (a release removes them)',
      );
    }
    const where = entry?.where === undefined ? [] : [].concat(entry.where);
    return { label, name: glob(entry?.break ?? ''), where: where.map((w) => ({ text: w, pattern: glob(w) })) };
  });
  const matchedEntries = new Set();
  const matchedWhere = new Set();
  const unacknowledged = breaks.filter((found) => {
    let covered = false;
    for (const entry of entries) {
      if (!entry.name.test(breakName(found))) continue;
      const place = entry.where.find((w) => w.pattern.test(found.where));
      if (entry.where.length && !place) continue;
      matchedEntries.add(entry);
      if (place) matchedWhere.add(place);
      covered = true;
    }
    return !covered;
  });
  for (const entry of entries) {
    if (!matchedEntries.has(entry)) {
      problems.push(`${entry.label}: stale, the tool reports no such break: remove it`);
      continue;
    }
    for (const place of entry.where.filter((w) => !matchedWhere.has(w))) {
      problems.push(`${entry.label}: stale \`where: ${place.text}\`, no such break there: remove it`);
    }
  }
  return { unacknowledged, problems };
}

/** Keys that only document: a change of these alone is a patch. Not removed inside `properties`,
 *  whose keys are field names (a field may be called `description`). */
const DOCUMENTATION = new Set(['description', 'summary', 'example', 'examples', 'externalDocs']);

function substance(node, inProperties = false) {
  if (Array.isArray(node)) return node.map((item) => substance(item));
  if (node === null || typeof node !== 'object') return node;
  const kept = {};
  for (const [key, value] of Object.entries(node)) {
    if (!inProperties && DOCUMENTATION.has(key)) continue;
    kept[key] = substance(value, !inProperties && key === 'properties');
  }
  return kept;
}

/** JSON with keys in order, so that moving a key is no change. */
function canonical(node) {
  return JSON.stringify(node, (_, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, value[key]]))
      : value,
  );
}

/** The whole contract but its version. */
function withoutVersion(document) {
  return canonical({ ...document, info: { ...document.info, version: undefined } });
}

/** What the contract says beyond its documentation (and its `info`). */
function contractSubstance(document) {
  const { info, ...rest } = document;
  return canonical(substance(rest));
}

function changelogHasSection(changelog, version) {
  const escaped = version.replace(/\./g, '\\.');
  return new RegExp(`^## \\[?${escaped}\\]?(\\s|$)`, 'm').test(changelog);
}

/**
 * Every problem of `current` against `released` (parsed documents), given the breaks the tool
 * reports, the acknowledgements and CHANGELOG.md's text. Empty when all is well.
 */
function evaluate({ released, current, breaks, acknowledgements, changelog }) {
  const problems = [];
  const releasedVersion = String(released.info.version);
  const version = String(current.info?.version);
  try {
    parseVersion(version);
  } catch (error) {
    return [`openapi.yaml info.version: ${error.message}`];
  }
  const { unacknowledged, problems: entryProblems } = acknowledge(breaks, acknowledgements, version);
  problems.push(...entryProblems);

  const changed = withoutVersion(current) !== withoutVersion(released);
  const order = compareVersions(version, releasedVersion);
  if (!changed) {
    if (order !== 0) problems.push(`openapi.yaml is the released ${releasedVersion} unchanged, but says ${version}`);
    return problems;
  }
  if (order <= 0) {
    problems.push(`openapi.yaml differs from the released ${releasedVersion}: info.version must be greater (it is ${version})`);
  }
  const [major, minor] = parseVersion(version);
  const [releasedMajor, releasedMinor] = parseVersion(releasedVersion);
  if (major > releasedMajor) {
    // A new major version may break; it lives under a path of its own.
    const base = current.servers?.[0]?.url ?? '';
    if (!base.endsWith(`/v${major}`)) {
      problems.push(`a major version ${version} is served under its own path: servers[0].url must end with /v${major} (it is ${base})`);
    }
  } else {
    const places = new Map();
    for (const found of unacknowledged) places.set(breakName(found), [...(places.get(breakName(found)) ?? []), found.where]);
    for (const [name, where] of places) {
      const shown = where.slice(0, 5).map((place) => `\n    at ${place}`).join('');
      const more = where.length > 5 ? `\n    and ${where.length - 5} more places` : '';
      problems.push(
        `breaking change not acknowledged: ${name}${shown}${more}\n` +
          '    acknowledge it in contract/acknowledged-breaks.yaml, or make it a new major version (docs/CONTRACT-LIFECYCLE.md)',
      );
    }
    const substantive = contractSubstance(current) !== contractSubstance(released);
    if (order > 0 && substantive && minor === releasedMinor) {
      problems.push(`openapi.yaml changes more than documentation since ${releasedVersion}: ${version} must be a minor version at least`);
    }
  }
  if (!changelogHasSection(changelog, version)) {
    problems.push(`CHANGELOG.md has no section \`## ${version}\` for openapi.yaml's version`);
  }
  return problems;
}

module.exports = {
  acknowledge,
  breakName,
  compareVersions,
  evaluate,
  lastReleased,
  readYaml,
};
