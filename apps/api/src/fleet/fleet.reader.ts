import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FleetSummaryResponse, KioskKind } from '@ambient/core';
import { AbbyUpdatesReader } from '../abby-updates/index.js';
import { KiosksReader } from '../kiosks/index.js';
import { KioskStatusRow } from './kiosk-status.row.js';

/**
 * The fleet as the devices report it, beside the console's kiosks. A kiosk's software level is
 * the one its device reported; while it has reported none, the level the console records for it
 * (the spec's `updateLevel`), so a kiosk never connected is judged as the spec's screens judge it.
 */
@Injectable()
export class FleetReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly kiosks: KiosksReader,
    private readonly abbyUpdates: AbbyUpdatesReader,
  ) {}

  /** The newest software level of each kind: the known levels, raised by the releases. */
  async latestLevels(): Promise<Record<KioskKind, number>> {
    const [levels, abby] = await Promise.all([
      this.kiosks.updateLevels(),
      this.abbyUpdates.latestAbbyLevels(),
    ]);
    return {
      abby21: abby.abby21,
      abby22: abby.abby22,
      abby3: abby.abby3,
      genie: Math.max(0, ...levels.genie),
    };
  }

  /** What the kiosk with this serial last reported, or null when it never spoke to the gateway. */
  async statusOf(serialNumber: string): Promise<KioskStatusRow | null> {
    return this.dataSource.getRepository(KioskStatusRow).findOneBy({ serialNumber });
  }

  async summary(): Promise<FleetSummaryResponse> {
    const latest = await this.latestLevels();
    const rows = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE s.presence = 'online')::int AS online,
              count(*) FILTER (WHERE s.presence = 'offline')::int AS offline,
              count(*) FILTER (WHERE s.presence IS NULL)::int AS "neverConnected",
              count(*) FILTER (WHERE k.type_id = 1 AND COALESCE(s.update_level, k.update_level, 0) <
                CASE k.phidget_version WHEN 21 THEN $1::int WHEN 22 THEN $2::int ELSE $3::int END)::int AS "abbysBehind",
              count(*) FILTER (WHERE k.type_id = 2 AND COALESCE(s.update_level, k.update_level, 0) < $4::int)::int
                AS "geniesBehind"
         FROM kiosks k LEFT JOIN kiosk_device_status s ON s.serial_number = k.serial_number`,
      [latest.abby21, latest.abby22, latest.abby3, latest.genie],
    )) as FleetSummaryResponse[];
    return rows[0]!;
  }
}
