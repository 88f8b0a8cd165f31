#!/usr/bin/env node
// make breaking-check: openapi.yaml against the newest contract in contract/released/. Lists what
// the tool reports and which acknowledgement covers it, and exits 1 on any problem (lifecycle.js).
'use strict';

const fs = require('fs');
const path = require('path');
const { findBreaks } = require('./breaks');
const { acknowledge, evaluate, lastReleased, readYaml } = require('./lifecycle');

const ROOT = path.join(__dirname, '..', '..');
const CURRENT = path.join(ROOT, 'openapi.yaml');
const ACKNOWLEDGEMENTS = path.join(ROOT, 'contract', 'acknowledged-breaks.yaml');
const CHANGELOG = path.join(ROOT, 'CHANGELOG.md');

async function main() {
  const released = lastReleased();
  const current = readYaml(CURRENT);
  const acknowledgements = readYaml(ACKNOWLEDGEMENTS) ?? [];
  if (!Array.isArray(acknowledgements)) throw new Error(`${ACKNOWLEDGEMENTS} must be a list of entries (see its header)`);
  const breaks = await findBreaks(released.file, CURRENT);
  console.log(
    `openapi.yaml ${current.info.version} against the released ${released.version} ` +
      `(${path.relative(ROOT, released.file)}): the tool reports ${breaks.length} breaking changes`,
  );
  for (const entry of acknowledgements) {
    const covered = breaks.length - acknowledge(breaks, [entry], String(current.info.version)).unacknowledged.length;
    console.log(`  acknowledged (${covered}): ${entry.break}`);
  }
  const problems = evaluate({
    released: released.document,
    current,
    breaks,
    acknowledgements,
    changelog: fs.readFileSync(CHANGELOG, 'utf8'),
  });
  if (problems.length) {
    console.error(`\n${problems.length} problem(s):`);
    for (const problem of problems) console.error(`- ${problem}`);
    process.exit(1);
  }
  console.log('breaking-check: every change is acknowledged or compatible, and the version and CHANGELOG.md agree');
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
