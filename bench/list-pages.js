// A page of 25 kiosks, of 25 residents and of 25 users (the admin's Users screen, a role filter and a
// search term) through the whole API (HTTP, bearer token, scope, SQL, JSON), and the same SQL on
// bare `pg`, in one run. The user manager's statements are recorded from one call and sent again
// as they are. Both loads come from one thread of their own (the API serves in the main thread),
// saturated first (`concurrency` callers), then the API's pages at half its saturated rate (open
// loop) for the latencies a person sees on a busy server.
// Usage (on the large seed):
//   createdb ambient_large && DATABASE_URL=postgres://postgres@127.0.0.1:5432/ambient_large npm run seed -- --scale large
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ambient_large npm run bench:lists [-- --seconds 10 --concurrency 8]
import 'reflect-metadata';
import pg from 'pg';
import { startBenchApi } from './support/api.js';
import { inLoadThread } from './support/load-thread.js';
import { parseListQuery } from '../apps/api/dist/common/list-query.js';
import { KIOSK_SORT, KiosksReader } from '../apps/api/dist/kiosks/kiosks.reader.js';
import { RESIDENT_SORT, ResidentsReader } from '../apps/api/dist/residents/residents.reader.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const seconds = Number(arg('seconds', 10));
const concurrency = Number(arg('concurrency', 8));
const kioskSearch = arg('kiosk-search', 'Town 1');
const residentSearch = arg('resident-search', 'Tremblay');
const userSearch = arg('user-search', 'Tremblay');
const userRole = arg('user-role', 'KioskManager');
if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a database holding the large seed.');
  process.exit(1);
}

const { app, url, token } = await startBenchApi();
const profile = (
  await (await fetch(`${url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })).json()
).profile;

async function measure(name, load) {
  const { calls, ...figures } = await inLoadThread({ seconds, concurrency, ...load });
  return { name, requests: calls, ...figures };
}
const bearer = { authorization: `Bearer ${token}` };
const http = (path, more = {}) => ({
  kind: 'http',
  request: { url: `${url}/api/${path}`, headers: bearer, ...more },
});
const sql = (statements) => ({ kind: 'pg', connectionString: process.env.DATABASE_URL, statements });

const kioskQuery = parseListQuery(
  { page: '0', pageSize: '25', search: kioskSearch },
  KIOSK_SORT,
  'serialNumber',
);
const residentQuery = parseListQuery(
  { page: '0', pageSize: '25', search: residentSearch },
  RESIDENT_SORT,
  'lastName',
);
const kioskSql = app.get(KiosksReader).listSql(profile, kioskQuery, {});
const residentSql = app.get(ResidentsReader).listSql(profile, residentQuery, {});
const get = (path) => async () => {
  const response = await fetch(`${url}/api/${path}`, { headers: bearer });
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  await response.arrayBuffer();
};
const kioskPage = `kiosks/manager?page=0&pageSize=25&search=${encodeURIComponent(kioskSearch)}&lists=false`;
const residentPage = `residents/manager?page=0&pageSize=25&search=${encodeURIComponent(residentSearch)}&lists=false`;
const results = [];
results.push(await measure('api kiosks page', http(kioskPage)));
results.push(await measure('pg kiosks page', sql([{ text: kioskSql.sql, values: kioskSql.params }])));
results.push(await measure('api residents page', http(residentPage)));
results.push(
  await measure('pg residents page', sql([{ text: residentSql.sql, values: residentSql.params }])),
);

// What the API sends PostgreSQL for a call: every statement any pg client runs meanwhile, less
// those a bare signed-in call (users/me) sends too (the session's own lookups).
const sent = async (call) => {
  const statements = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    // A copy: a caller may push onto the same array for its next statement.
    const given = typeof config === 'string' ? values : config?.values;
    if (typeof text === 'string')
      statements.push({ text, values: Array.isArray(given) ? [...given] : given });
    return original.call(this, config, values, callback);
  };
  try {
    await call();
  } finally {
    pg.Client.prototype.query = original;
  }
  return statements;
};
const usersBody = JSON.stringify({
  context: 'admin',
  filter: { role: userRole, search: userSearch },
  page: 0,
  pageSize: 25,
  // As the console asks: the names the page's users refer to, not every option (the pickers search).
  lists: false,
});
const usersPage = async () => {
  const response = await fetch(`${url}/api/users/manager`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: usersBody,
  });
  if (response.status !== 200) throw new Error(`users/manager: ${response.status}`);
  return response;
};
const session = new Set((await sent(get('users/me'))).map((s) => s.text));
const userStatements = (await sent(usersPage)).filter(
  (s) => !session.has(s.text) && !/^(START|COMMIT|BEGIN)/.test(s.text),
);
const firstAnswer = await (await usersPage()).json();
const usersRequest = {
  method: 'POST',
  headers: { ...bearer, 'content-type': 'application/json' },
  body: usersBody,
};
results.push(await measure('api users page', http('users/manager', usersRequest)));
// The statements of one call in the API's order: the page's count, ids and rows, and the option lists.
results.push(await measure('pg users page', sql(userStatements)));
// The API's pages at half its saturated rate: what a person waits for on a busy server.
const halfway = async (name, load, saturated) =>
  measure(`${name} at half saturation`, { ...load, rate: Math.max(1, Math.round(saturated.perSecond / 2)) });
results.push(await halfway('api kiosks page', http(kioskPage), results[0]));
results.push(await halfway('api residents page', http(residentPage), results[2]));
results.push(await halfway('api users page', http('users/manager', usersRequest), results[4]));
const answerBytes = Buffer.byteLength(JSON.stringify(firstAnswer));
const rate = (a, b) => Number((results[a].perSecond / results[b].perSecond).toFixed(2));
console.table(results);
console.log(
  JSON.stringify({
    concurrency,
    seconds,
    kioskApiToPg: rate(0, 1),
    residentApiToPg: rate(2, 3),
    userApiToPg: rate(4, 5),
    p99AtHalfSaturationMs: {
      kiosks: results[6].p99ms,
      residents: results[7].p99ms,
      users: results[8].p99ms,
    },
    usersPage: {
      total: firstAnswer.total,
      rows: firstAnswer.users.length,
      statements: userStatements.length,
      answerBytes,
      optionLists: { kiosks: firstAnswer.kiosks.length, residents: firstAnswer.residents.length },
    },
    results,
  }),
);

await app.close();
