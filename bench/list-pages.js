// A page of 25 kiosks, of 25 residents and of 25 users (the admin's Users screen, a role filter and a
// search term) through the whole API (HTTP, bearer token, scope, SQL, JSON), and the same SQL on
// bare `pg`, in one run. The user manager's statements are recorded from one call and sent again
// as they are.
// Usage (on the large seed):
//   createdb ambient_large && DATABASE_URL=postgres://postgres@127.0.0.1:5432/ambient_large npm run seed -- --scale large
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ambient_large npm run bench:lists [-- --seconds 10 --concurrency 8]
import 'reflect-metadata';
import pg from 'pg';
import { startBenchApi } from './support/api.js';
import { measureLatencies } from './support/latency.js';
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

async function measure(name, once) {
  const { calls, ...figures } = await measureLatencies(() => once(), { seconds, concurrency });
  return { name, requests: calls, ...figures };
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: concurrency });
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
  const response = await fetch(`${url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  await response.arrayBuffer();
};
const search = (s) => encodeURIComponent(s);

const results = [];
results.push(
  await measure(
    'api kiosks page',
    get(`kiosks/manager?page=0&pageSize=25&search=${search(kioskSearch)}&lists=false`),
  ),
);
results.push(await measure('pg kiosks page', () => pool.query(kioskSql.sql, kioskSql.params)));
results.push(
  await measure(
    'api residents page',
    get(`residents/manager?page=0&pageSize=25&search=${search(residentSearch)}&lists=false`),
  ),
);
results.push(await measure('pg residents page', () => pool.query(residentSql.sql, residentSql.params)));

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
results.push(await measure('api users page', async () => void (await (await usersPage()).arrayBuffer())));
// The statements of one call in the API's order: the page's count, ids and rows, and the option lists.
results.push(
  await measure('pg users page', async () => {
    for (const statement of userStatements) await pool.query(statement.text, statement.values);
  }),
);
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
await pool.end();
await app.close();
