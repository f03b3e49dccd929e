/**
 * Runs the demo's live kiosks from the file the API writes at start, until Ctrl+C (`npm start`
 * runs it once the API is up):
 *   node dist/demo-cli.js --file data/demo-kiosks.json --url mqtt://127.0.0.1:18830
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_BASE_TOPIC, DEFAULT_HEARTBEAT_SECONDS } from '@ambient/device-protocol';
import { COMMON_OPTIONS, commandLine, logFor, runUntilStopped } from './command-line.js';
import { DemoFleet, parseDemoFleet } from './demo-fleet.js';

const usage = `Usage: demo-kiosks [--file data/demo-kiosks.json] [--url mqtt://127.0.0.1:18830]
                   [--sync-minutes 5] [--heartbeat-seconds ${DEFAULT_HEARTBEAT_SECONDS}] [--base-topic ${DEFAULT_BASE_TOPIC}]
  Runs the kiosks of the file (written by the API at start when DEMO_KIOSKS is above 0): each
  connects with its secret, reports a media sync now and every --sync-minutes, and answers commands.`;

const { values, fail, heartbeatSeconds } = commandLine(
  {
    ...COMMON_OPTIONS,
    file: { type: 'string', default: 'data/demo-kiosks.json' },
    'sync-minutes': { type: 'string', default: '5' },
  },
  usage,
);
const syncMinutes = Number(values['sync-minutes']);
if (!(syncMinutes > 0)) fail('--sync-minutes must be a positive number');
const kiosks = (() => {
  try {
    return parseDemoFleet(readFileSync(values.file, 'utf8'));
  } catch (error) {
    return fail(`--file must be a demo kiosks file: ${String(error)}`);
  }
})();

const log = logFor(`demo ×${kiosks.length}`);
const fleet = new DemoFleet({
  url: values.url,
  kiosks,
  baseTopic: values['base-topic'],
  heartbeatIntervalMs: heartbeatSeconds * 1000,
  syncIntervalMs: syncMinutes * 60_000,
  log: (serial, message) => logFor(serial)(message),
});
await runUntilStopped(fleet, values.url, log);
log(`online at ${values.url}: ${kiosks.map((k) => k.serialNumber).join(', ')}. Ctrl+C to leave.`);
