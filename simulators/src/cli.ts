/**
 * Runs one simulated kiosk until Ctrl+C:
 *   node dist/cli.js --url mqtt://127.0.0.1:18830 --serial ABBY-0001 --type abby
 */
import { readFileSync } from 'node:fs';
import {
  DEFAULT_BASE_TOPIC,
  DEFAULT_HEARTBEAT_SECONDS,
  KIOSK_TYPES,
  isValidSerial,
  kioskTypeName,
  parseKioskType,
} from '@ambient/device-protocol';
import { COMMON_OPTIONS, commandLine, logFor, runUntilStopped } from './command-line.js';
import { KioskSimulator } from './kiosk-simulator.js';

const typeChoices = KIOSK_TYPES.map((type) => `${kioskTypeName(type).toLowerCase()} (${type})`).join(', ');
const usage = `Usage: kiosk-simulator [--url mqtt://127.0.0.1:18830] [--serial SIM-0001] [--type abby|genie|1|2]
                      [--heartbeat-seconds ${DEFAULT_HEARTBEAT_SECONDS}] [--base-topic ${DEFAULT_BASE_TOPIC}] [--username U --password P]
                      [--count N] [--credentials serial-secrets.json]
                      [--fail-install] [--ack-delay-ms MS] [--failed-sync-items N]
                      [--api-url http://127.0.0.1:4280] [--open-messages] [--view-albums]
  --count N runs N kiosks, SERIAL-1 to SERIAL-N; --credentials reads {"SERIAL-1": "secret", …}
  (each kiosk logs in with its serial and its secret, as issued on its kiosk dashboard).
  --api-url: a Genie reads each message it is told of through the API with the same secret, and
  logs its words; --open-messages shows each to its resident at once and reports it opened;
  --view-albums shows its residents' Memory Albums once online, and every 15 minutes, reporting
  each viewed.`;

/** How often --view-albums shows the albums again: the window within which one viewing is recorded. */
const ALBUM_VIEWING_INTERVAL_MS = 15 * 60_000;

const { values, fail, heartbeatSeconds } = commandLine(
  {
    ...COMMON_OPTIONS,
    serial: { type: 'string', default: `SIM-${Math.floor(Math.random() * 10_000)}` },
    type: { type: 'string', default: 'abby' },
    username: { type: 'string' },
    password: { type: 'string' },
    count: { type: 'string', default: '1' },
    credentials: { type: 'string' },
    'fail-install': { type: 'boolean', default: false },
    'ack-delay-ms': { type: 'string', default: '0' },
    'failed-sync-items': { type: 'string', default: '0' },
    'api-url': { type: 'string' },
    'open-messages': { type: 'boolean', default: false },
    'view-albums': { type: 'boolean', default: false },
  },
  usage,
);

const type = parseKioskType(values.type) ?? fail(`--type must be one of ${typeChoices}`);
if (!isValidSerial(values.serial)) {
  fail('--serial must be 1 to 20 characters among A-Z a-z 0-9 . _ -');
}

const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 10_000)
  fail('--count must be an integer from 1 to 10000');
const ackDelayMs = Number(values['ack-delay-ms']);
const failedSyncItems = Number(values['failed-sync-items']);
if (!(ackDelayMs >= 0)) fail('--ack-delay-ms must be a number, 0 or more');
if (!Number.isInteger(failedSyncItems) || failedSyncItems < 0)
  fail('--failed-sync-items must be an integer, 0 or more');
const serials =
  count === 1 ? [values.serial] : Array.from({ length: count }, (_, i) => `${values.serial}-${i + 1}`);
if (!serials.every(isValidSerial)) fail('--serial with --count must leave room for -N within 20 characters');
const apiUrl = values['api-url'];
if (apiUrl !== undefined && !/^https?:\/\/[^/]+/.test(apiUrl)) fail('--api-url must be an http(s) address');
if (values['view-albums'] && apiUrl === undefined) fail('--view-albums needs --api-url');
const secrets = ((): Record<string, unknown> => {
  if (values.credentials === undefined) return {};
  try {
    return JSON.parse(readFileSync(values.credentials, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    return fail(`--credentials must be a JSON file of serial → secret: ${String(error)}`);
  }
})();

const kiosks = serials.map((serial) => {
  const secret = secrets[serial];
  const kiosk = new KioskSimulator({
    url: values.url,
    serial,
    type,
    baseTopic: values['base-topic'],
    username: typeof secret === 'string' ? serial : values.username,
    password: typeof secret === 'string' ? secret : values.password,
    heartbeatIntervalMs: heartbeatSeconds * 1000,
    faults: { failInstall: values['fail-install'], ackDelayMs, failedSyncItems },
    apiUrl,
    openMessages: values['open-messages'],
    onError: (error) => logFor(serial)(`error: ${String(error)}`),
  });
  kiosk.onCommand((command) => {
    logFor(serial)(`command received: ${JSON.stringify(command)}`);
    if (command.command !== 'messageReceived' || apiUrl === undefined) return;
    // Read as the kiosk reads it, once it holds it.
    kiosk
      .readMessage(command.messageId)
      .then((message) =>
        logFor(serial)(`message ${message.id} from ${message.senderName}: ${message.subject}`),
      )
      .catch((error: unknown) => logFor(serial)(`error: ${String(error)}`));
  });
  return kiosk;
});
const log = logFor(count === 1 ? values.serial : `${values.serial} ×${count}`);

await runUntilStopped(
  {
    connect: () => Promise.all(kiosks.map((kiosk) => kiosk.connect())).then(() => undefined),
    disconnect: () => Promise.all(kiosks.map((kiosk) => kiosk.disconnect())).then(() => undefined),
  },
  values.url,
  log,
);
/** Shows every album of the kiosk's residents, reporting each viewed, as a Genie's slide show would. */
async function viewAlbums(kiosk: KioskSimulator): Promise<void> {
  for (const album of await kiosk.albums()) {
    const viewed = await kiosk.viewAlbum(album.id);
    logFor(kiosk.serial)(`album ${album.id} shown, last viewed ${viewed.lastViewDate ?? 'never'}`);
  }
}
if (values['view-albums']) {
  const showAll = () =>
    kiosks.forEach((kiosk) =>
      viewAlbums(kiosk).catch((error: unknown) => logFor(kiosk.serial)(`error: ${String(error)}`)),
    );
  showAll();
  setInterval(showAll, ALBUM_VIEWING_INTERVAL_MS).unref();
}
log(
  `online at ${values.url} (kiosk type ${kioskTypeName(type)}, ${type}); a heartbeat every ${heartbeatSeconds} s. Ctrl+C to leave.`,
);
