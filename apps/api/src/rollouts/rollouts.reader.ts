import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  KioskKind,
  KioskUpdateOutcome,
  Rollout,
  RolloutDetail,
  RolloutGroupProgress,
  UpdateKind,
} from '@ambient/core';
import { RolloutRow } from './rollout.row.js';

/** Failed kiosks a rollout's detail lists, newest first. */
const FAILED_LISTED = 200;

interface CountRow {
  rollout_id: number;
  group_index: number;
  state: 'waiting' | 'told' | 'installed' | 'failed';
  n: number;
}

/** Reads the rollouts (admins only: the controller checks) and what their kiosks reported. */
@Injectable()
export class RolloutsReader {
  constructor(private readonly dataSource: DataSource) {}

  /** Every rollout, newest first, with each group's progress. */
  async list(): Promise<Rollout[]> {
    const rows = await this.dataSource.getRepository(RolloutRow).find({ order: { id: 'DESC' } });
    return this.withProgress(rows);
  }

  async get(id: number): Promise<RolloutDetail | null> {
    const row = await this.dataSource.getRepository(RolloutRow).findOneBy({ id });
    if (!row) return null;
    const [rollout] = await this.withProgress([row]);
    const failed = (await this.dataSource.query(
      `SELECT serial_number, group_index, error, update_date FROM rollout_kiosks
        WHERE rollout_id = $1 AND state = 'failed' ORDER BY update_date DESC, serial_number LIMIT $2`,
      [id, FAILED_LISTED],
    )) as Array<{ serial_number: string; group_index: number; error: string | null; update_date: Date }>;
    return {
      ...rollout!,
      failedKiosks: failed.map((f) => ({
        serialNumber: f.serial_number,
        group: f.group_index,
        error: f.error,
        date: new Date(f.update_date).toISOString(),
      })),
    };
  }

  /** Rollouts not ended: the ones whose kiosks' reports still matter. */
  async active(): Promise<Array<{ id: number; kind: UpdateKind; level: number }>> {
    return (await this.dataSource.query(
      `SELECT id, kind, level FROM rollouts WHERE status IN ('running', 'paused') ORDER BY id`,
    )) as Array<{ id: number; kind: UpdateKind; level: number }>;
  }

  /** Whether a rollout of this level to this kind of kiosk is under way. */
  async isUnderWay(kioskKind: KioskKind, level: number): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM rollouts WHERE kiosk_kind = $1 AND level = $2 AND status IN ('running', 'paused') LIMIT 1`,
      [kioskKind, level],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * What the rollout's kiosks reported through the device gateway (the fleet's `kiosk_device_status`)
   * that the rollout has not recorded yet: the level installed, or the update's command failed after
   * their group was told.
   */
  async newOutcomes(rolloutId: number, level: number): Promise<KioskUpdateOutcome[]> {
    const rows = (await this.dataSource.query(
      `SELECT rk.serial_number, s.update_level >= $2 AS installed, s.last_command_error
         FROM rollout_kiosks rk JOIN kiosk_device_status s ON s.serial_number = rk.serial_number
        WHERE rk.rollout_id = $1 AND rk.state <> 'installed'
          AND (s.update_level >= $2
               OR (rk.state = 'told' AND s.last_command = 'updateAvailable'
                   AND s.last_command_state = 'failed' AND s.last_command_at >= rk.told_at))
        ORDER BY rk.serial_number`,
      [rolloutId, level],
    )) as Array<{ serial_number: string; installed: boolean | null; last_command_error: string | null }>;
    return rows.map((row) =>
      row.installed
        ? { serialNumber: row.serial_number, outcome: 'installed' }
        : { serialNumber: row.serial_number, outcome: 'failed', error: row.last_command_error },
    );
  }

  /** The serial numbers of these groups of a rollout. */
  async serialsOf(rolloutId: number, groups: readonly number[]): Promise<string[]> {
    if (groups.length === 0) return [];
    const rows = (await this.dataSource.query(
      `SELECT serial_number FROM rollout_kiosks WHERE rollout_id = $1 AND group_index = ANY($2::int[])
        ORDER BY serial_number`,
      [rolloutId, [...groups]],
    )) as Array<{ serial_number: string }>;
    return rows.map((row) => row.serial_number);
  }

  private async withProgress(rows: RolloutRow[]): Promise<Rollout[]> {
    if (rows.length === 0) return [];
    const counts = (await this.dataSource.query(
      `SELECT rollout_id, group_index, state, count(*)::int AS n FROM rollout_kiosks
        WHERE rollout_id = ANY($1::int[]) GROUP BY rollout_id, group_index, state`,
      [rows.map((row) => row.id)],
    )) as CountRow[];
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      kioskKind: row.kioskKind as KioskKind,
      level: row.level,
      status: row.status,
      pauseReason: row.pauseReason,
      currentGroup: row.currentGroup,
      groups: row.groups.map((group, index): RolloutGroupProgress => {
        const of = (state: CountRow['state']): number =>
          counts.find((c) => c.rollout_id === row.id && c.group_index === index && c.state === state)?.n ?? 0;
        const progress = {
          told: of('told'),
          installed: of('installed'),
          failed: of('failed'),
          waiting: of('waiting'),
        };
        return {
          ...group,
          size: progress.told + progress.installed + progress.failed + progress.waiting,
          ...progress,
        };
      }),
      createDate: new Date(row.createDate).toISOString(),
      updateDate: new Date(row.updateDate).toISOString(),
    }));
  }
}
