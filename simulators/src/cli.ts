/**
 * Runs one simulated kiosk until Ctrl+C:
 *   node dist/cli.js --url mqtt://127.0.0.1:18830 --serial ABBY-0001 --type abby
 */
import { parseArgs } from 'node:util';
import {
  DEFAULT_BASE_TOPIC,
  DEFAULT_HEARTBEAT_SECONDS,
  KIOSK_TYPES,
  isValidSerial,
  kioskTypeName,
  parseKioskType,
} from '@ambient/device-protocol';
import { KioskSimulator } from './kiosk-simulator.js';

const typeChoices = KIOSK_TYPES.map((type) => `${kioskTypeName(type).toLowerCase()} (${type})`).join(', ');
const usage = `Usage: kiosk-simulator [--url mqtt://127.0.0.1:18830] [--serial SIM-0001] [--type abby|genie|1|2]
                      [--heartbeat-seconds ${DEFAULT_HEARTBEAT_SECONDS}] [--base-topic ${DEFAULT_BASE_TOPIC}] [--username U --password P]`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        url: { type: 'string', default: process.env.MQTT_URL ?? 'mqtt://127.0.0.1:18830' },
        serial: { type: 'string', default: `SIM-${Math.floor(Math.random() * 10_000)}` },
        type: { type: 'string', default: 'abby' },
        'heartbeat-seconds': { type: 'string', default: String(DEFAULT_HEARTBEAT_SECONDS) },
        'base-topic': { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();

if (values.help) {
  console.log(usage);
  process.exit(0);
}
const type = parseKioskType(values.type);
if (type === null) {
  fail(`--type must be one of ${typeChoices}`);
}
if (!isValidSerial(values.serial)) {
  fail('--serial must be 1 to 20 characters among A-Z a-z 0-9 . _ -');
}
const heartbeatSeconds = Number(values['heartbeat-seconds']);
if (!(heartbeatSeconds > 0)) fail('--heartbeat-seconds must be a positive number');

const log = (message: string): void =>
  console.log(`${new Date().toISOString()} [${values.serial}] ${message}`);

const kiosk = new KioskSimulator({
  url: values.url,
  serial: values.serial,
  type,
  baseTopic: values['base-topic'],
  username: values.username,
  password: values.password,
  heartbeatIntervalMs: heartbeatSeconds * 1000,
  onError: (error) => log(`error: ${String(error)}`),
});
kiosk.onCommand((command) => log(`command received: ${JSON.stringify(command)}`));

// The handlers come before the connection: the gateway may see the kiosk online before `connect`
// resolves here, and a Ctrl+C in that moment still takes it offline cleanly.
const connecting = kiosk.connect();
let leaving = false;
const leave = (signal: NodeJS.Signals): void => {
  if (leaving) process.exit(130); // a second Ctrl+C: drop the connection, the last will says offline
  leaving = true;
  log(`${signal}: going offline`);
  connecting
    .catch(() => undefined)
    .then(() => kiosk.disconnect())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        log(`could not leave cleanly: ${String(error)}`);
        process.exit(1);
      },
    );
};
process.on('SIGINT', leave);
process.on('SIGTERM', leave);

try {
  await connecting;
} catch (error) {
  console.error(`Could not connect to ${values.url}: ${String(error)}`);
  process.exit(1);
}
log(
  `online at ${values.url} (kiosk type ${kioskTypeName(type)}, ${type}); a heartbeat every ${heartbeatSeconds} s. Ctrl+C to leave.`,
);

