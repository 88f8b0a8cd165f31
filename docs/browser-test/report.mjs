// An interview's report page in a real browser (`make docs-test`, through run.sh, after the
// reference page): headless Chromium opens the report and the check fails on any console error,
// uncaught exception, Content Security Policy violation, failed or 4xx/5xx request, or request to
// another origin; the candidate, the evaluation and every score bar must be visible, and the page
// must print (its print stylesheet applied) with the same content.
//
// Usage: node report.mjs BASE_URL REPORT_PATH CANDIDATE_NAME SCORE_BARS. CHROMIUM names the browser.
import { chromium } from 'playwright-core';

const [base, path, candidate, bars] = process.argv.slice(2);
if (!base || !path || !candidate || !bars) {
  console.error('usage: node report.mjs BASE_URL REPORT_PATH CANDIDATE_NAME SCORE_BARS');
  process.exit(2);
}
const TIMEOUT_MS = Number(process.env.DOCS_TEST_TIMEOUT_MS ?? 180_000);
const origin = new URL(base).origin;
const problems = [];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
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
  // No JavaScript: the report must be whole without it.
  const context = await browser.newContext({ javaScriptEnabled: false });
  context.setDefaultTimeout(TIMEOUT_MS);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
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

  const response = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  if (response?.status() !== 200) problems.push(`the report answered ${response?.status()}`);
  const headers = response?.headers() ?? {};
  if (!headers['content-security-policy']?.startsWith("default-src 'none'")) problems.push('no strict Content-Security-Policy');
  if (headers['cache-control'] !== 'no-store') problems.push('not Cache-Control: no-store');

  const text = await page.evaluate(() => document.body.innerText);
  for (const expected of [candidate, 'Evaluation', 'Questions and answers', 'Consent', 'Timeline']) {
    if (!text.includes(expected)) problems.push(`not in the rendered page: ${JSON.stringify(expected)}`);
  }
  // The stylesheet applied: the page's own font and layout, not the browser's defaults.
  const styled = await page.evaluate(() => getComputedStyle(document.querySelector('main')).maxWidth);
  if (styled === 'none') problems.push('the stylesheet was not applied');
  const visibleBars = async () =>
    page.evaluate(() =>
      [...document.querySelectorAll('meter.bar')].filter((bar) => {
        const box = bar.getBoundingClientRect();
        return box.width > 20 && box.height > 4 && getComputedStyle(bar).visibility === 'visible';
      }).length,
    );
  const shown = await visibleBars();
  if (shown !== Number(bars)) problems.push(`${shown} score bars visible, ${bars} expected`);
  await page.emulateMedia({ media: 'print' });
  const printed = await visibleBars();
  if (printed !== Number(bars)) problems.push(`${printed} score bars in print, ${bars} expected`);
  const pdf = await page.pdf({ format: 'A4' });
  if (pdf.length < 1000) problems.push('the printed report is empty');
  console.log(`docs-test: report page checked in Chromium ${browser.version()}, ${shown} score bars`);
} finally {
  await browser.close();
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`docs-test: ${problem}`);
  process.exit(1);
}
console.log('docs-test: report passed');
