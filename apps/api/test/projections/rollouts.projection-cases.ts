import { describe, it } from '@jest/globals';
import type { RolloutEvent } from '@ambient/core';
import { GIVEN_AT, projectionSpec } from '@ambient/event-sourcing/testing';
import { RolloutsProjection } from '../../src/rollouts/rollouts.projection.js';
import { covered, type ProjectionCases } from './projection-cases.js';

const at = '2026-11-26T10:00:00.000Z';
const ROLLOUTS = `SELECT id, name, kind, kiosk_kind, level, status, pause_reason, current_group, groups, create_date
  FROM rollouts ORDER BY id`;
const KIOSKS = `SELECT rollout_id, serial_number, group_index, state, error, told_at IS NOT NULL AS told
  FROM rollout_kiosks ORDER BY rollout_id, serial_number`;

const started = (rolloutId: number): RolloutEvent => ({
  type: 'RolloutStarted',
  data: {
    rolloutId,
    name: `Level ${rolloutId}`,
    kind: 'genieUpdate',
    kioskKind: 'genie',
    level: 12,
    groups: [
      { name: 'Pilot', serialNumbers: ['G01'], successThreshold: 100, errorThreshold: 0 },
      { name: 'Rest', serialNumbers: ['G02', 'G03'], successThreshold: 50, errorThreshold: 50 },
    ],
    at,
  },
});

export const rolloutsProjectionCases: ProjectionCases = (dataSource) => {
  describe('Rollouts projection', () => {
    it('keeps each rollout with its status and current group, and each kiosk with where it stands', async () => {
      const spec = projectionSpec<RolloutEvent>(covered(new RolloutsProjection()), dataSource()).given(
        started(1),
        { type: 'RolloutGroupStarted', data: { rolloutId: 1, group: 0, at } },
        // A kiosk of the later group reported the level early.
        { type: 'RolloutKioskInstalled', data: { rolloutId: 1, serialNumber: 'G03', at } },
        { type: 'RolloutKioskInstalled', data: { rolloutId: 1, serialNumber: 'G01', at } },
        { type: 'RolloutGroupStarted', data: { rolloutId: 1, group: 1, at } },
        { type: 'RolloutKioskFailed', data: { rolloutId: 1, serialNumber: 'G02', error: 'Disk full', at } },
        { type: 'RolloutPaused', data: { rolloutId: 1, group: 1, reason: 'errorThreshold', at } },
        { type: 'RolloutResumed', data: { rolloutId: 1, group: 1, at } },
        { type: 'RolloutFinished', data: { rolloutId: 1, at } },
        started(2),
        { type: 'RolloutGroupStarted', data: { rolloutId: 2, group: 0, at } },
        { type: 'RolloutPaused', data: { rolloutId: 2, group: 0, reason: 'byAdmin', at } },
        { type: 'RolloutCancelled', data: { rolloutId: 2, at } },
      );
      const groups = [
        { name: 'Pilot', successThreshold: 100, errorThreshold: 0 },
        { name: 'Rest', successThreshold: 50, errorThreshold: 50 },
      ];
      const row = (id: number, status: string, pause: string | null, current: number) => ({
        id,
        name: `Level ${id}`,
        kind: 'genieUpdate',
        kiosk_kind: 'genie',
        level: 12,
        status,
        pause_reason: pause,
        current_group: current,
        groups,
        create_date: new Date(GIVEN_AT),
      });
      await spec.then(ROLLOUTS, [row(1, 'finished', null, 1), row(2, 'cancelled', 'byAdmin', 0)]);
      await spec.then(KIOSKS, [
        { rollout_id: 1, serial_number: 'G01', group_index: 0, state: 'installed', error: null, told: true },
        {
          rollout_id: 1,
          serial_number: 'G02',
          group_index: 1,
          state: 'failed',
          error: 'Disk full',
          told: true,
        },
        { rollout_id: 1, serial_number: 'G03', group_index: 1, state: 'installed', error: null, told: true },
        { rollout_id: 2, serial_number: 'G01', group_index: 0, state: 'told', error: null, told: true },
        { rollout_id: 2, serial_number: 'G02', group_index: 1, state: 'waiting', error: null, told: false },
        { rollout_id: 2, serial_number: 'G03', group_index: 1, state: 'waiting', error: null, told: false },
      ]);
    });
  });
};
