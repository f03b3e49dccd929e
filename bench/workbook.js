// How long the inventory workbook takes to stream, and how much memory it needs, on the data
// behind DATABASE_URL (meant for the large seed: 1,000 facilities, 10,000 kiosks, 100,000
// residents, 100,000 users; `npm run seed -- --scale large`).
// Usage: npm run build:server && DATABASE_URL=postgres://... node bench/workbook.js [--batch 5000] [--out file.xlsx]
// It reads only: the session is read-only and no migration or projection runs.
import { createWriteStream, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { InventoryWorkbookWriter } from '../apps/api/dist/admin/inventory-workbook.writer.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a database with the large seed.');
  process.exit(1);
}
const batch = Number(arg('batch', '5000'));
const out = arg('out', join(mkdtempSync(join(tmpdir(), 'ambient-workbook-')), 'inventory.xlsx'));

const pool = new pg.Pool({ connectionString: url, max: 2, options: '-c default_transaction_read_only=on' });
// The writer needs only `query(sql, params)` from TypeORM's DataSource.
const dataSource = { query: async (sql, params) => (await pool.query(sql, params)).rows };
const writer = new InventoryWorkbookWriter(dataSource);

let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const { rss, heapUsed } = process.memoryUsage();
  peakRss = Math.max(peakRss, rss);
  peakHeap = Math.max(peakHeap, heapUsed);
};
sample();
const sampler = setInterval(sample, 50);

const file = createWriteStream(out);
let firstByteMs = null;
let bytes = 0;
const started = performance.now();
// A counting pass-through in front of the file, as the HTTP response would be.
const sink = new Writable({
  write(chunk, _encoding, done) {
    if (firstByteMs === null) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    if (file.write(chunk)) done();
    else file.once('drain', () => done());
  },
  final(done) {
    file.end(done);
  },
});

const report = await writer.write(sink, batch);
await new Promise((resolve) => (sink.writableFinished ? resolve() : sink.once('finish', resolve)));
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
await pool.end();

const rows = Object.values(report.rows).reduce((a, b) => a + b, 0);
console.log(
  JSON.stringify({
    rows: report.rows,
    totalRows: rows,
    batch,
    seconds: Number(seconds.toFixed(2)),
    rowsPerSecond: Math.round(rows / seconds),
    firstByteMs: Number((firstByteMs ?? 0).toFixed(0)),
    megabytes: Number((bytes / 1e6).toFixed(1)),
    fileMegabytes: Number((statSync(out).size / 1e6).toFixed(1)),
    peakRssMegabytes: Math.round(peakRss / 1e6),
    peakHeapMegabytes: Math.round(peakHeap / 1e6),
    file: out,
  }),
);
