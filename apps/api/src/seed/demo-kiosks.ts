/**
 * The demo's live kiosks (decision 0038): at start, the first DEMO_KIOSKS kiosks of the demo seed
 * get a device secret, and `dataDir/demo-kiosks.json` (readable by its owner only) tells the demo
 * simulators how to sign in as them. Only kiosks the seed made are ever touched: a kiosk whose
 * serial, name or type is not the seed's (renamed, replaced, or a real one) is left alone.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { verifyKioskSecret } from '@ambient/device-protocol';
import { systemContext } from '@ambient/event-sourcing';
import { APP_CONFIG, MAX_DEMO_KIOSKS, type AppConfig } from '../config/app-config.js';
import { DeviceCredentialCommandMessage, DeviceCredentialsReader } from '../devices/index.js';
import { demoKioskPlans } from './demo-data.js';

export const DEMO_KIOSKS_FILE = 'demo-kiosks.json';

/** One line of the file: what a demo simulator needs to be this kiosk. */
export interface DemoKiosk {
  serialNumber: string;
  /** The core's KioskType: 1 Abby, 2 Genie. */
  kioskType: number;
  secret: string;
  /**
   * The levels the console records for it, which the simulator starts at, each with its install
   * date (the kiosk's registration when the console has none): the same at every start.
   */
  updateLevel: number | null;
  updateInstallDate: string | null;
  activityLevel: number | null;
  activityInstallDate: string | null;
}

interface KioskRow {
  id: number;
  serial_number: string;
  name: string;
  type_id: number;
  update_level: number | null;
  update_install_date: Date | string | null;
  activity_level: number | null;
  activity_install_date: Date | string | null;
  create_date: Date | string;
}

/** A level the kiosk holds, with its install date; both null when it holds none. */
function installed(
  level: number | null,
  date: Date | string | null,
  registered: Date | string,
): [number | null, string | null] {
  if (level === null || level < 1) return [null, null];
  return [level, new Date(date ?? registered).toISOString()];
}

@Injectable()
export class DemoKiosks {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly credentials: DeviceCredentialsReader,
    private readonly dataSource: DataSource,
  ) {}

  /** Where the secrets go: under the data folder, never in the event log. */
  get file(): string {
    return join(this.config.dataDir, DEMO_KIOSKS_FILE);
  }

  /**
   * Signs in the first `count` demo kiosks: a secret still valid in the previous file is kept (a
   * restart appends nothing), any other is issued anew. With 0, the file is removed.
   */
  async provision(count: number = this.config.demoKiosks): Promise<DemoKiosk[]> {
    if (!Number.isInteger(count) || count < 0 || count > MAX_DEMO_KIOSKS)
      throw new RangeError(`The demo has 0 to ${MAX_DEMO_KIOSKS} kiosks, not ${count}`);
    if (count === 0) {
      await rm(this.file, { force: true });
      return [];
    }
    const plans = demoKioskPlans().slice(0, count);
    const rows = (await this.dataSource.query(
      `SELECT id, serial_number, name, type_id, update_level, update_install_date, activity_level,
              activity_install_date, create_date FROM kiosks
        WHERE serial_number = ANY($1::text[])`,
      [plans.map((plan) => plan.serialNumber)],
    )) as KioskRow[];
    const previous = await this.previousSecrets();
    const kiosks: DemoKiosk[] = [];
    for (const plan of plans) {
      const row = rows.find(
        (r) => r.serial_number === plan.serialNumber && r.name === plan.name && r.type_id === plan.typeId,
      );
      if (!row) continue;
      const [updateLevel, updateInstallDate] = installed(
        row.update_level,
        row.update_install_date,
        row.create_date,
      );
      const [activityLevel, activityInstallDate] = installed(
        row.activity_level,
        row.activity_install_date,
        row.create_date,
      );
      kiosks.push({
        serialNumber: row.serial_number,
        kioskType: row.type_id,
        secret: await this.secretOf(row, previous.get(row.serial_number)),
        updateLevel,
        updateInstallDate,
        activityLevel,
        activityInstallDate,
      });
    }
    await mkdir(this.config.dataDir, { recursive: true });
    // A new file, owner only from its creation, then put in place at once.
    const writing = `${this.file}.${process.pid}.tmp`;
    await writeFile(writing, `${JSON.stringify({ kiosks }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    await rename(writing, this.file);
    return kiosks;
  }

  private async secretOf(row: KioskRow, kept: string | undefined): Promise<string> {
    const hash = await this.credentials.secretHashForSerial(row.serial_number);
    if (kept !== undefined && hash !== null && verifyKioskSecret(kept, hash)) return kept;
    const issued = await this.commands.execute(
      new DeviceCredentialCommandMessage(
        { type: 'IssueKioskCredential', kioskId: row.id, serialNumber: row.serial_number },
        systemContext(),
      ),
    );
    return issued.secret;
  }

  /** The secrets of the previous file, by serial; none when it is missing or unreadable. */
  private async previousSecrets(): Promise<Map<string, string>> {
    try {
      const { kiosks } = JSON.parse(await readFile(this.file, 'utf8')) as { kiosks?: unknown };
      if (!Array.isArray(kiosks)) return new Map();
      return new Map(
        kiosks
          .filter(
            (k): k is DemoKiosk =>
              typeof k === 'object' &&
              k !== null &&
              typeof (k as DemoKiosk).serialNumber === 'string' &&
              typeof (k as DemoKiosk).secret === 'string',
          )
          .map((k) => [k.serialNumber, k.secret]),
      );
    } catch {
      return new Map();
    }
  }
}
