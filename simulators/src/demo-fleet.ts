/**
 * The demo's live kiosks (decision 0038): the kiosks the API signed in at start
 * (`data/demo-kiosks.json`), each a simulator that connects with its secret, starts at the levels
 * the console records for it, reports a media sync at once and then at every sync interval, and
 * answers the console's commands (a sync, an install) as a kiosk does.
 */
import { isKioskType, isValidSerial, type KioskType, type LevelsPayload } from '@ambient/device-protocol';
import { KioskSimulator } from './kiosk-simulator.js';

/** One kiosk of the file, as the API writes it. */
export interface DemoKioskEntry extends LevelsPayload {
  serialNumber: string;
  kioskType: KioskType;
  secret: string;
}

const isLevel = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value > 0);
const isDate = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

function isEntry(value: unknown): value is DemoKioskEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.serialNumber === 'string' &&
    isValidSerial(entry.serialNumber) &&
    isKioskType(entry.kioskType) &&
    typeof entry.secret === 'string' &&
    entry.secret.length > 0 &&
    isLevel(entry.updateLevel) &&
    isDate(entry.updateInstallDate) &&
    isLevel(entry.activityLevel) &&
    isDate(entry.activityInstallDate)
  );
}

/** Reads the file's text: `{ "kiosks": [...] }`, every entry checked; throws on anything else. */
export function parseDemoFleet(text: string): DemoKioskEntry[] {
  const { kiosks } = JSON.parse(text) as { kiosks?: unknown };
  if (!Array.isArray(kiosks)) throw new Error('a demo kiosks file holds { "kiosks": [...] }');
  const bad = kiosks.findIndex((entry) => !isEntry(entry));
  if (bad >= 0) throw new Error(`kiosk ${bad + 1} of the file is not a demo kiosk`);
  return kiosks as DemoKioskEntry[];
}

export interface DemoFleetOptions {
  /** The broker the kiosks connect to. */
  url: string;
  kiosks: readonly DemoKioskEntry[];
  baseTopic?: string;
  heartbeatIntervalMs?: number | null;
  /** How often each kiosk syncs its media (default 5 minutes). */
  syncIntervalMs?: number;
  log?: (serialNumber: string, message: string) => void;
}

/** The demo kiosks, run together: `connect()` brings them online, `disconnect()` takes them offline. */
export class DemoFleet {
  readonly kiosks: readonly KioskSimulator[];
  private syncTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: DemoFleetOptions) {
    const log = options.log ?? (() => undefined);
    this.kiosks = options.kiosks.map((entry) => {
      const kiosk = new KioskSimulator({
        url: options.url,
        serial: entry.serialNumber,
        type: entry.kioskType,
        baseTopic: options.baseTopic,
        username: entry.serialNumber,
        password: entry.secret,
        heartbeatIntervalMs: options.heartbeatIntervalMs,
        levels: {
          updateLevel: entry.updateLevel,
          updateInstallDate: entry.updateInstallDate,
          activityLevel: entry.activityLevel,
          activityInstallDate: entry.activityInstallDate,
        },
        // A few items each, different from kiosk to kiosk, as a real fleet holds.
        itemsHeld: 12 + ((entry.serialNumber.length * 7 + Number(entry.serialNumber.slice(-2)) * 3) % 40),
        onError: (error) => log(entry.serialNumber, `error: ${String(error)}`),
      });
      kiosk.onCommand((command) => log(entry.serialNumber, `command received: ${command.command}`));
      return kiosk;
    });
  }

  async connect(): Promise<void> {
    await Promise.all(this.kiosks.map((kiosk) => kiosk.connect()));
    await this.syncAll();
    this.syncTimer = setInterval(() => void this.syncAll(), this.options.syncIntervalMs ?? 5 * 60_000);
  }

  async disconnect(): Promise<void> {
    if (this.syncTimer) clearInterval(this.syncTimer);
    this.syncTimer = null;
    await Promise.all(this.kiosks.map((kiosk) => kiosk.disconnect()));
  }

  private async syncAll(): Promise<void> {
    await Promise.all(
      this.kiosks
        .filter((kiosk) => kiosk.connected)
        .map((kiosk) => kiosk.reportMediaSync().catch(() => undefined)),
    );
  }
}
