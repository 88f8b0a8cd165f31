// The reference page in a real browser (`make docs-test`, through run.sh): headless Chromium
// opens BASE_URL/docs and the check fails on any console error, uncaught exception, Content
// Security Policy violation, failed or 4xx/5xx request, or request to another origin; then every
// tag of the spec, and the summary of each of its operations, must be in the rendered page's text.
//
// Usage: node check.mjs BASE_URL SPEC_FILE. CHROMIUM names the browser (default /usr/bin/chromium).
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import YAML from 'yaml';

const [base, specFile] = process.argv.slice(2);
if (!base || !specFile) {
  console.error('usage: node check.mjs BASE_URL SPEC_FILE');
  process.exit(2);
}
// Generous: on a loaded two-core machine, parsing the 1 MiB bundle and laying out the whole
// reference can take tens of seconds. Every wait below is on a condition, never a fixed sleep.
const TIMEOUT_MS = Number(process.env.DOCS_TEST_TIMEOUT_MS ?? 180_000);
const origin = new URL(base).origin;

const spec = YAML.parse(readFileSync(specFile, 'utf8'));
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const operations = Object.values(spec.paths ?? {}).flatMap((item) => METHODS.map((method) => item[method]).filter(Boolean));
// The tags the spec declares, and any an operation uses without declaring it.
const tagNames = [...new Set([...(spec.tags ?? []).map((tag) => tag.name), ...operations.flatMap((op) => op.tags ?? [])])];
const problems = [];
if (tagNames.length === 0) problems.push(`${specFile} has no tags`);
for (const name of tagNames) {
  if (!operations.some((op) => op.tags?.includes(name))) problems.push(`tag ${name} has no operations`);
}
for (const op of operations) if (!op.summary) problems.push(`operation ${op.operationId} has no summary`);
// Every tag, and every operation's summary, tagged or not.
const expected = [...new Set([spec.info.title, ...tagNames, ...operations.map((op) => op.summary).filter(Boolean)])];

const started = Date.now();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  // Nothing but the page's own requests: the browser's background services would try the
  // network, which is closed on CI and not part of what is checked.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  timeout: TIMEOUT_MS,
});
try {
  const context = await browser.newContext();
  context.setDefaultTimeout(TIMEOUT_MS);
  const page = await context.newPage();
  // Violations are also console errors; collected here too, so that one is never missed.
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__violations.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  // An uncaught exception also ends the wait for the rendering at once: the page will not render.
  let crash;
  const crashed = new Promise((resolve) => (crash = resolve));
  page.on('pageerror', (error) => {
    problems.push(`uncaught exception: ${error.message}`);
    crash('crashed');
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['http:', 'https:'].includes(url.protocol) && url.origin !== origin) {
      problems.push(`request to another origin: ${request.url()}`);
    }
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
  });

  const response = await page.goto(`${base}/docs`, { waitUntil: 'load' });
  if (response?.status() !== 200) problems.push(`/docs answered ${response?.status()}`);

  // Rendered: every expected text is in the page's visible text. On a timeout, what is missing is
  // reported below.
  const rendered = page
    .waitForFunction((texts) => texts.every((text) => document.body.innerText.includes(text)), expected, {
      polling: 1000,
    })
    .then(
      () => 'rendered',
      () => 'timed out',
    );
  const outcome = await Promise.race([rendered, crashed]);
  if (outcome === 'timed out') problems.push(`the page was not rendered within ${TIMEOUT_MS / 1000} s`);
  if (outcome === 'rendered') await page.waitForLoadState('networkidle');
  const absent = await page.evaluate((texts) => texts.filter((text) => !document.body.innerText.includes(text)), expected);
  for (const text of absent) problems.push(`not in the rendered page: ${JSON.stringify(text)}`);
  for (const violation of await page.evaluate(() => window.__violations)) {
    problems.push(`content security policy: ${violation}`);
  }

  console.log(
    `docs-test: Chromium ${browser.version()}, ${tagNames.length} tags and ${operations.length} operations expected, ` +
      `checked in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await browser.close();
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`docs-test: ${problem}`);
  process.exit(1);
}
console.log('docs-test: passed');
