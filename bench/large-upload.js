// A large video uploaded through the API (HTTP, multipart onto the data volume, judged by ffprobe,
// kept in the store, recorded) while the process's memory is sampled every 50 ms: the API streams
// the file and must not hold it. The video is made here: a 1080p clip from ffmpeg's test source,
// repeated without re-encoding up to the size asked. curl sends it, from another process, so what
// is measured is the API's own memory.
// Usage: npm run bench:upload [-- --megabytes 2048]
import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startBenchApi } from './support/api.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const megabytes = arg('megabytes', 2048);
const run = promisify(execFile);
const mb = (bytes) => bytes / 1_000_000;

// The video: one clip of a high bitrate, then the concat demuxer repeats it (stream copy).
const folder = mkdtempSync(join(tmpdir(), 'ambient-bench-upload-'));
const clip = join(folder, 'clip.mp4');
await run('ffmpeg', [
  ...['-hide_banner', '-loglevel', 'error', '-y'],
  ...['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30', '-t', '10'],
  ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', clip],
]);
const copies = Math.max(1, Math.ceil((megabytes * 1_000_000) / statSync(clip).size));
writeFileSync(join(folder, 'list.txt'), `file 'clip.mp4'\n`.repeat(copies));
const video = join(folder, 'video.mp4');
await run('ffmpeg', [
  ...['-hide_banner', '-loglevel', 'error', '-y'],
  ...[
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    join(folder, 'list.txt'),
    '-c',
    'copy',
    '-movflags',
    '+faststart',
    video,
  ],
]);
const size = statSync(video).size;

const { app, url, token } = await startBenchApi(join(folder, 'data'));

global.gc?.();
const before = process.memoryUsage();
const peak = { rss: before.rss, heapUsed: before.heapUsed, external: before.external };
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  for (const key of Object.keys(peak)) peak[key] = Math.max(peak[key], now[key]);
}, 50);

const started = performance.now();
const { stdout } = await run(
  'curl',
  [
    ...['-sS', '-w', '\n%{http_code}', '-H', `authorization: Bearer ${token}`],
    ...['-F', `file=@${video};type=video/mp4;filename=Concert.mp4`],
    ...['-F', `metadata=${JSON.stringify([{ title: 'A large video' }])}`],
    `${url}/api/mediaitems/library/public/upload/videos`,
  ],
  { maxBuffer: 16 * 1024 * 1024 },
);
const seconds = (performance.now() - started) / 1000;
const [body, status] = [
  stdout.slice(0, stdout.lastIndexOf('\n')),
  Number(stdout.slice(stdout.lastIndexOf('\n') + 1)),
];
const answer = JSON.parse(body);
clearInterval(sampler);
const item = answer.uploadResults?.[0]?.mediaItem;
if (status !== 200 || !item) throw new Error(`The upload failed: ${status} ${body}`);

console.log(
  `${mb(size).toFixed(0)} MB video (${item.duration?.toFixed(0)} s) uploaded in ${seconds.toFixed(1)} s ` +
    `(${(mb(size) / seconds).toFixed(0)} MB/s); memory before → peak: ` +
    `rss ${mb(before.rss).toFixed(0)} → ${mb(peak.rss).toFixed(0)} MB, ` +
    `heap ${mb(before.heapUsed).toFixed(0)} → ${mb(peak.heapUsed).toFixed(0)} MB, ` +
    `external ${mb(before.external).toFixed(0)} → ${mb(peak.external).toFixed(0)} MB; ` +
    `rss growth ${(((peak.rss - before.rss) / size) * 100).toFixed(1)} % of the file`,
);
// The transcode the upload queued is not waited for.
await app.close().catch(() => undefined);
// The video, its stored copy and the data folder (gigabytes) go with the run.
rmSync(folder, { recursive: true, force: true });
process.exit(0);
