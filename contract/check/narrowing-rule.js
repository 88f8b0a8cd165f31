// The one rule added to Optic's breaking-changes ruleset: a request value the old contract accepted
// that the new one refuses (a lower maxLength or maximum, a higher minimum, a new or changed pattern,
// ...). Optic checks types, enums and required fields, not these keywords.
'use strict';

const { OperationRule, RequestRule, RuleError, Ruleset } = require('@useoptic/rulesets-base');

const UPPER_BOUNDS = ['maxLength', 'maximum', 'maxItems', 'maxProperties'];
const LOWER_BOUNDS = ['minLength', 'minimum', 'minItems', 'minProperties'];

/** The keywords of `after` that refuse a value `before` accepted, as `keyword before → after`. */
function narrowedKeywords(before = {}, after = {}) {
  const narrowed = [];
  const change = (keyword) => `${keyword} ${before[keyword] ?? 'none'} → ${after[keyword]}`;
  for (const keyword of UPPER_BOUNDS) {
    if (after[keyword] !== undefined && !(before[keyword] <= after[keyword])) narrowed.push(change(keyword));
  }
  for (const keyword of LOWER_BOUNDS) {
    if (after[keyword] !== undefined && !(before[keyword] >= after[keyword])) narrowed.push(change(keyword));
  }
  for (const keyword of ['exclusiveMaximum', 'exclusiveMinimum', 'uniqueItems']) {
    if (after[keyword] === true && before[keyword] !== true) narrowed.push(change(keyword));
  }
  if (after.multipleOf !== undefined && !(before.multipleOf && after.multipleOf % before.multipleOf === 0)) {
    narrowed.push(change('multipleOf'));
  }
  // Whether one pattern accepts less than another cannot be decided: any change counts.
  if (after.pattern !== undefined && after.pattern !== before.pattern) narrowed.push(change('pattern'));
  return narrowed;
}

function refuseNarrowing(before, after) {
  const narrowed = narrowedKeywords(before, after);
  if (narrowed.length) {
    throw new RuleError({ message: `accepts less: ${narrowed.join(', ')}. This is a breaking change.` });
  }
}

const requestValues = new RequestRule({
  name: 'prevent request constraint narrowing',
  rule: (request) => {
    // Every schema of the body: its root, its properties and array items.
    request.schema.changed((before, after) => refuseNarrowing(before.raw, after.raw));
  },
});

const parameterValues = new OperationRule({
  name: 'prevent parameter constraint narrowing',
  rule: (operation) => {
    for (const kind of ['queryParameter', 'pathParameter', 'headerParameter', 'cookieParameter']) {
      operation[kind].changed((before, after) => refuseNarrowing(before.raw.schema, after.raw.schema));
    }
  },
});

const narrowingRuleset = new Ruleset({ name: 'constraint narrowing', rules: [requestValues, parameterValues] });

module.exports = { narrowingRuleset, narrowedKeywords };
