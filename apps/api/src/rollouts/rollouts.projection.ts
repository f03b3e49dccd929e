import type { RolloutEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  recordedAt,
  type ProjectionHandlers,
} from '@ambient/event-sourcing';
import { IsNull } from 'typeorm';
import { RolloutKioskRow, RolloutRow } from './rollout.row.js';

/** Rows inserted per statement (four parameters each, well under the driver's limit). */
const KIOSKS_PER_INSERT = 5000;

/** Projects the rollouts into `rollouts` and `rollout_kiosks` with the events (decision 0052). */
@ReadModelProjection()
export class RolloutsProjection extends EventProjection<RolloutEvent> {
  readonly name = 'rollouts';
  readonly tables = ['rollouts', 'rollout_kiosks'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<RolloutEvent> = {
    RolloutStarted: async (data, event, manager) => {
      const at = recordedAt(event);
      await manager.insert(RolloutRow, {
        id: data.rolloutId,
        name: data.name,
        kind: data.kind,
        kioskKind: data.kioskKind,
        level: data.level,
        status: 'running',
        pauseReason: null,
        currentGroup: 0,
        groups: data.groups.map(({ name, successThreshold, errorThreshold }) => ({
          name,
          successThreshold,
          errorThreshold,
        })),
        createDate: at,
        updateDate: at,
      });
      const kiosks = data.groups.flatMap((group, groupIndex) =>
        group.serialNumbers.map((serialNumber) => ({
          rolloutId: data.rolloutId,
          serialNumber,
          groupIndex,
          state: 'waiting' as const,
          error: null,
          toldAt: null,
          updateDate: at,
        })),
      );
      for (let first = 0; first < kiosks.length; first += KIOSKS_PER_INSERT)
        await manager.insert(RolloutKioskRow, kiosks.slice(first, first + KIOSKS_PER_INSERT));
    },
    RolloutGroupStarted: async (data, event, manager) => {
      const at = recordedAt(event);
      await manager.update(RolloutRow, { id: data.rolloutId }, { currentGroup: data.group, updateDate: at });
      await manager.update(
        RolloutKioskRow,
        { rolloutId: data.rolloutId, groupIndex: data.group, state: 'waiting' },
        { state: 'told', toldAt: new Date(data.at), updateDate: at },
      );
      // Kiosks of the group that had the level already keep their state; they were told too.
      await manager.update(
        RolloutKioskRow,
        { rolloutId: data.rolloutId, groupIndex: data.group, toldAt: IsNull() },
        { toldAt: new Date(data.at) },
      );
    },
    RolloutKioskInstalled: (data, event, manager) =>
      manager.update(
        RolloutKioskRow,
        { rolloutId: data.rolloutId, serialNumber: data.serialNumber },
        { state: 'installed', error: null, updateDate: recordedAt(event) },
      ),
    RolloutKioskFailed: (data, event, manager) =>
      manager.update(
        RolloutKioskRow,
        { rolloutId: data.rolloutId, serialNumber: data.serialNumber },
        { state: 'failed', error: data.error, updateDate: recordedAt(event) },
      ),
    RolloutPaused: (data, event, manager) =>
      manager.update(
        RolloutRow,
        { id: data.rolloutId },
        { status: 'paused', pauseReason: data.reason, updateDate: recordedAt(event) },
      ),
    RolloutResumed: (data, event, manager) =>
      manager.update(
        RolloutRow,
        { id: data.rolloutId },
        { status: 'running', pauseReason: null, updateDate: recordedAt(event) },
      ),
    RolloutCancelled: (data, event, manager) =>
      manager.update(
        RolloutRow,
        { id: data.rolloutId },
        { status: 'cancelled', updateDate: recordedAt(event) },
      ),
    RolloutFinished: (data, event, manager) =>
      manager.update(
        RolloutRow,
        { id: data.rolloutId },
        { status: 'finished', updateDate: recordedAt(event) },
      ),
  };
}
