// The breaking changes between two OpenAPI documents, as Optic reports them: its breaking-changes
// ruleset (removed operations, response properties and status codes, narrowed types and request
// enums, new required request fields and parameters, ...) and the constraint rule beside it.
'use strict';

const path = require('path');
const io = require('@useoptic/openapi-io');
const { compareSpecs } = require('@useoptic/openapi-utilities');
const { RuleRunner } = require('@useoptic/rulesets-base');
const { BreakingChangesRuleset } = require('@useoptic/standard-rulesets');
const { narrowingRuleset } = require('./narrowing-rule');

async function load(file) {
  const parsed = await io.parseOpenAPIWithSourcemap(path.resolve(file));
  const version = io.checkOpenAPIVersion(parsed.jsonLike);
  // Loose: Optic's strict validator refuses link request bodies that OpenAPI allows (as the
  // generator does); `make lint-spec` validates the document.
  io.validateOpenApiV3Document(parsed.jsonLike, parsed.sourcemap, { strictOpenAPI: false });
  return { ...io.denormalize({ ...parsed, version }, version, []), version, isEmptySpec: false };
}

/**
 * Each break once, as `{rule, message, where}`: `rule` is the name of the tool's rule,
 * `message` its words, `where` the operation and place (`GET /jobs response 200 body ...`).
 */
async function findBreaks(releasedFile, currentFile) {
  const [released, current] = await Promise.all([load(releasedFile), load(currentFile)]);
  const runner = new RuleRunner([new BreakingChangesRuleset(), narrowingRuleset]);
  const { results } = await compareSpecs(released, current, runner, {});
  return results
    .filter((result) => !result.passed && !result.exempted)
    .map((result) => ({
      rule: result.name,
      message: result.error.replace(/ This is a breaking change\.$/, ''),
      where: result.where,
    }));
}

module.exports = { findBreaks };
