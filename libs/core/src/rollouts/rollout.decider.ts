/** The rollout's commands and their pure `decide` (decision 0052). */
import type { Decider } from '../decider.js';
import { DomainError } from '../errors.js';
import type { UpdateKind } from '../abby-updates/abby-updates.js';
import type { KioskKind } from '../kiosks/kiosk-api.js';
import {
  evolveRollout,
  groupProgress,
  initialRolloutState,
  rolloutPlanFault,
  type KioskUpdateOutcome,
  type RolloutEvent,
  type RolloutFault,
  type RolloutGroupPlan,
  type RolloutState,
} from './rollout.js';

export type RolloutCommand =
  | {
      type: 'StartRollout';
      rolloutId: number;
      name: string;
      kind: UpdateKind;
      kioskKind: KioskKind;
      level: number;
      groups: RolloutGroupPlan[];
      at: string;
    }
  | { type: 'Observe'; outcomes: KioskUpdateOutcome[]; at: string }
  | { type: 'PauseRollout'; at: string }
  | { type: 'ResumeRollout'; at: string }
  | { type: 'CancelRollout'; at: string };

const refuse = (fault: RolloutFault, status: 404 | 409 | 422 = 422): never => {
  throw new DomainError(fault.key, fault.params ?? {}, status, 0);
};

/**
 * After the current group's outcomes changed: the rollout pauses when the group's failures pass
 * its error threshold (failures an admin accepted by resuming do not count again), else moves to
 * the next group, or ends, once the group's installs reach its success threshold.
 */
function advance(state: RolloutState, at: string): RolloutEvent[] {
  const rolloutId = state.rolloutId!;
  const events: RolloutEvent[] = [];
  let current = state;
  for (;;) {
    if (current.status !== 'running') return events;
    const plan = current.groups[current.group]!;
    const { size, installed, failed } = groupProgress(current);
    if (failed > current.failuresAccepted && failed * 100 > plan.errorThreshold * size) {
      const paused: RolloutEvent = {
        type: 'RolloutPaused',
        data: { rolloutId, group: current.group, reason: 'errorThreshold', at },
      };
      return [...events, paused];
    }
    if (installed * 100 < plan.successThreshold * size) return events;
    const next: RolloutEvent =
      current.group + 1 < current.groups.length
        ? { type: 'RolloutGroupStarted', data: { rolloutId, group: current.group + 1, at } }
        : { type: 'RolloutFinished', data: { rolloutId, at } };
    events.push(next);
    current = evolveRollout(current, next);
  }
}

export function decideRollout(command: RolloutCommand, state: RolloutState): RolloutEvent[] {
  if (command.type === 'StartRollout') {
    if (state.rolloutId !== null) return refuse({ key: 'error.conflict' }, 409);
    const groups = command.groups.map((group) => ({
      ...group,
      name: group.name.trim(),
      serialNumbers: [...group.serialNumbers],
    }));
    const fault = rolloutPlanFault(command.name, groups);
    if (fault) return refuse(fault);
    const started: RolloutEvent = {
      type: 'RolloutStarted',
      data: {
        rolloutId: command.rolloutId,
        name: command.name.trim(),
        kind: command.kind,
        kioskKind: command.kioskKind,
        level: command.level,
        groups,
        at: command.at,
      },
    };
    const first: RolloutEvent = {
      type: 'RolloutGroupStarted',
      data: { rolloutId: command.rolloutId, group: 0, at: command.at },
    };
    return [started, first];
  }
  if (state.rolloutId === null) return refuse({ key: 'rollout.notFound' }, 404);
  const rolloutId = state.rolloutId;
  const ended = state.status === 'finished' || state.status === 'cancelled';
  switch (command.type) {
    case 'Observe': {
      if (ended) return [];
      // A kiosk of a later group may have the level already (installed by hand): it counts when its
      // group's turn comes. A failure counts only from a kiosk that was told of this update.
      const planned = new Set(state.groups.flatMap((g) => g.serialNumbers));
      const told = new Set(state.groups.slice(0, state.group + 1).flatMap((g) => g.serialNumbers));
      const events: RolloutEvent[] = [];
      let next = state;
      for (const { serialNumber, outcome, error } of command.outcomes) {
        if (!planned.has(serialNumber) || next.installed.has(serialNumber)) continue;
        if (outcome === 'failed' && (!told.has(serialNumber) || next.failed.has(serialNumber))) continue;
        const event: RolloutEvent =
          outcome === 'installed'
            ? { type: 'RolloutKioskInstalled', data: { rolloutId, serialNumber, at: command.at } }
            : {
                type: 'RolloutKioskFailed',
                data: { rolloutId, serialNumber, error: error ?? null, at: command.at },
              };
        events.push(event);
        next = evolveRollout(next, event);
      }
      return [...events, ...advance(next, command.at)];
    }
    case 'PauseRollout':
      if (ended) return refuse({ key: 'rollout.ended' }, 409);
      if (state.status === 'paused') return [];
      return [
        { type: 'RolloutPaused', data: { rolloutId, group: state.group, reason: 'byAdmin', at: command.at } },
      ];
    case 'ResumeRollout': {
      if (ended) return refuse({ key: 'rollout.ended' }, 409);
      if (state.status === 'running') return [];
      const resumed: RolloutEvent = {
        type: 'RolloutResumed',
        data: { rolloutId, group: state.group, at: command.at },
      };
      return [resumed, ...advance(evolveRollout(state, resumed), command.at)];
    }
    case 'CancelRollout':
      if (ended) return refuse({ key: 'rollout.ended' }, 409);
      return [{ type: 'RolloutCancelled', data: { rolloutId, at: command.at } }];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** A rollout stream's decider, for the engine (`AggregateStore.handle`). */
export const rolloutDecider: Decider<RolloutCommand, RolloutEvent, RolloutState> = {
  initialState: initialRolloutState,
  evolve: evolveRollout,
  decide: decideRollout,
};
