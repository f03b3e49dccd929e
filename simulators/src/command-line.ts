/**
 * What the simulators' command lines share: their common options, reading the arguments (usage on
 * a mistake or --help), a log line per kiosk, and running kiosks until Ctrl+C or SIGTERM, which
 * takes them offline cleanly.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DEFAULT_HEARTBEAT_SECONDS } from '@ambient/device-protocol';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The options every simulator command line takes. */
export const COMMON_OPTIONS = {
  url: { type: 'string', default: process.env.MQTT_URL ?? 'mqtt://127.0.0.1:18830' },
  'heartbeat-seconds': { type: 'string', default: String(DEFAULT_HEARTBEAT_SECONDS) },
  'base-topic': { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const satisfies Options;

/** Reads the arguments: exits 2 with the usage on a mistake, 0 after printing it on --help. */
export function commandLine<const T extends Options>(
  options: T,
  usage: string,
): {
  values: ReturnType<typeof parseArgs<{ options: T; strict: true }>>['values'];
  fail: (message: string) => never;
  heartbeatSeconds: number;
} {
  const fail = (message: string): never => {
    console.error(`${message}\n${usage}`);
    process.exit(2);
  };
  const { values } = (() => {
    try {
      return parseArgs<{ options: T; strict: true }>({ options, strict: true });
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
  })();
  if ((values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  const heartbeatSeconds = Number((values as { 'heartbeat-seconds'?: string })['heartbeat-seconds']);
  if (!(heartbeatSeconds > 0)) fail('--heartbeat-seconds must be a positive number');
  return { values, fail, heartbeatSeconds };
}

/** A log line about one kiosk (or a group), timestamped. */
export const logFor =
  (name: string) =>
  (message: string): void =>
    console.log(`${new Date().toISOString()} [${name}] ${message}`);

/** Anything that connects and then leaves cleanly: a kiosk, a fleet. */
export interface Runnable {
  connect(): Promise<void>;
  disconnect(): Promise<void>;
}

/**
 * Connects and runs until Ctrl+C or SIGTERM, then leaves cleanly (a second Ctrl+C drops the
 * connections: the last wills say offline). Exits 1 when the connection fails.
 */
export async function runUntilStopped(
  running: Runnable,
  url: string,
  log: (message: string) => void,
): Promise<void> {
  // The handlers come before the connection: the gateway may see the kiosk online before `connect`
  // resolves here, and a Ctrl+C in that moment still takes it offline cleanly.
  const connecting = running.connect();
  let leaving = false;
  const leave = (signal: NodeJS.Signals): void => {
    if (leaving) process.exit(130);
    leaving = true;
    log(`${signal}: going offline`);
    connecting
      .catch(() => undefined)
      .then(() => running.disconnect())
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
    console.error(`Could not connect to ${url}: ${String(error)}`);
    process.exit(1);
  }
}
