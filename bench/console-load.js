// What a browser loads: the built console served by the API in production (precompressed
// files, caching), in Chromium on loopback. Signs in as the demo admin, then measures
//  - the compressed JavaScript transferred for the signed-in Home with an empty cache
//    (goal: at most 250 KB), with the uncompressed size beside it;
//  - the kiosk dashboard's Largest Contentful Paint on a reload with an empty cache and with a
//    warm one (goal: at most 800 ms with an empty cache).
// Several runs, median printed. The product runs on in-memory PGlite with the demo data.
// Usage: npm run bench:console [-- --runs 5]
import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { createApp } from '../apps/api/dist/app.js';
import { loadConfig } from '../apps/api/dist/config/app-config.js';
import { DEMO_PASSWORD } from '../apps/api/dist/seed/demo-data.js';
import { Seeder } from '../apps/api/dist/seed/seeder.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', 5));
const HOME_JS_GOAL = 250 * 1024;
const LCP_GOAL_MS = 800;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN = 'admin@ambient.demo';

const port = await new Promise((done) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => done(p));
  });
});
const url = `http://localhost:${port}`;
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: String(port),
  PUBLIC_URL: url,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'ambient-bench-')),
  GATEWAY_HEALTH_URL: 'http://127.0.0.1:1/health',
  LOG_LEVEL: 'warn',
});
const app = await createApp(config, {
  pgliteDir: 'memory://',
  requestLogs: false,
  webDist: resolve(import.meta.dirname, '..', 'apps', 'web', 'dist'),
});
await app.get(Seeder).seed('demo');
await app.listen(port, '127.0.0.1');

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
  ],
});

/** Every JavaScript response of the page: compressed bytes as transferred, and decoded bytes. */
function watchScripts(cdp) {
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (/\.m?js(\?|$)/.test(response.url) || response.mimeType.includes('javascript')) {
      // Header names come as the server sent them (Express writes Content-Encoding).
      const header = Object.entries(response.headers).find(
        ([name]) => name.toLowerCase() === 'content-encoding',
      );
      scripts.set(requestId, { url: response.url, encoding: header?.[1] ?? 'none' });
    }
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.decoded = (script.decoded ?? 0) + dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.transferred = encodedDataLength;
  });
  return scripts;
}

const sum = (values) => values.reduce((a, b) => a + b, 0);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

/** The last Largest Contentful Paint candidate of the current document. */
const largestContentfulPaint = (page) =>
  page.evaluate(
    () =>
      new Promise((done) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          done(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

async function oneRun() {
  const context = await browser.newContext({ locale: 'en-CA', viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');

  // Sign in through the provider's page, as a person does.
  await page.goto(url);
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Administrator Home').waitFor();

  // The signed-in Home from an empty cache.
  await cdp.send('Network.clearBrowserCache');
  const scripts = watchScripts(cdp);
  await page.reload({ waitUntil: 'networkidle' });
  await page.getByText('Administrator Home').waitFor();
  await page.waitForLoadState('networkidle');
  const home = [...scripts.values()].filter((s) => s.transferred !== undefined);
  const homeJs = {
    files: home.length,
    transferred: sum(home.map((s) => s.transferred)),
    decoded: sum(home.map((s) => s.decoded ?? 0)),
    encodings: [...new Set(home.map((s) => s.encoding))].join(', '),
  };

  // The kiosk dashboard, reached as the admin's Home offers it, then reloaded.
  await page.getByRole('combobox', { name: 'Abby kiosk' }).click();
  await page.getByRole('option', { name: 'Abby 001', exact: true }).click();
  await page.getByRole('button', { name: 'Go to the Abby kiosk dashboard' }).click();
  await page.waitForURL(/\/kioskDashboard$/);
  await page.getByRole('heading', { name: 'Abby 001 (Id 1)' }).waitFor();

  const dashboard = async () => {
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Abby 001 (Id 1)' }).waitFor();
    await page.waitForLoadState('networkidle');
    return largestContentfulPaint(page);
  };
  await cdp.send('Network.clearBrowserCache');
  const coldLcp = await dashboard();
  const warmLcp = await dashboard();

  await context.close();
  return { homeJs, coldLcp, warmLcp };
}

try {
  console.log(`Console load, ${runs} runs, Chromium on loopback, ${url}`);
  const results = [];
  for (let i = 1; i <= runs; i++) {
    const result = await oneRun();
    results.push(result);
    console.log(
      `  run ${i}: Home JS ${kb(result.homeJs.transferred)} transferred (${kb(result.homeJs.decoded)} decoded, ` +
        `${result.homeJs.files} files, ${result.homeJs.encodings}); kiosk dashboard LCP ` +
        `${ms(result.coldLcp)} empty cache, ${ms(result.warmLcp)} warm`,
    );
  }
  const homeJs = median(results.map((r) => r.homeJs.transferred));
  const homeDecoded = median(results.map((r) => r.homeJs.decoded));
  const coldLcp = median(results.map((r) => r.coldLcp));
  const warmLcp = median(results.map((r) => r.warmLcp));
  const verdict = (ok) => (ok ? 'goal met' : 'OVER GOAL');
  console.log(`Median of ${runs}:`);
  console.log(
    `  signed-in Home JavaScript: ${kb(homeJs)} compressed (${kb(homeDecoded)} uncompressed); ` +
      `goal ≤ ${kb(HOME_JS_GOAL)}: ${verdict(homeJs <= HOME_JS_GOAL)}`,
  );
  console.log(
    `  kiosk dashboard LCP: ${ms(coldLcp)} empty cache, ${ms(warmLcp)} warm cache; ` +
      `goal ≤ ${ms(LCP_GOAL_MS)}: ${verdict(coldLcp <= LCP_GOAL_MS)}`,
  );
} finally {
  await browser.close();
  await app.close();
}
