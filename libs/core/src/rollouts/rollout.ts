/**
 * Phased rollouts (issue 10 point 5; decision 0052): a release reaches the fleet in groups, each
 * told of the update when the one before it has installed it well enough (its success threshold),
 * the rollout stopping by itself when a group's failures pass its error threshold; an admin pauses,
 * resumes or cancels it. One stream per rollout. What kiosks installed or failed comes from their
 * own reports (the device streams), observed by the console and given to `Observe`.
 */
import type { MessageKey, MessageParams } from '../i18n/messages.js';
import type { UpdateKind } from '../abby-updates/abby-updates.js';
import type { KioskKind } from '../kiosks/kiosk-api.js';

export const RolloutLimits = {
  groupsMax: 10,
  nameMax: 50,
  /** Kiosks a rollout may reach (the fleet's size, with room). */
  kiosksMax: 20_000,
} as const;

export const rolloutStream = (rolloutId: number): string => `rollout-${rolloutId}`;

export interface RolloutGroupPlan {
  name: string;
  serialNumbers: string[];
  /** Percent of the group's kiosks that must have installed the update before the next group starts. */
  successThreshold: number;
  /** Percent of the group's kiosks whose install may fail before the rollout pauses itself. */
  errorThreshold: number;
}

export type RolloutStatus = 'running' | 'paused' | 'finished' | 'cancelled';
export type RolloutPauseReason = 'byAdmin' | 'errorThreshold';

/** A kiosk's outcome as its reports say: the level installed, or the update's command failed. */
export interface KioskUpdateOutcome {
  serialNumber: string;
  outcome: 'installed' | 'failed';
  error?: string | null;
}

export type RolloutEvent =
  | {
      type: 'RolloutStarted';
      data: {
        rolloutId: number;
        name: string;
        kind: UpdateKind;
        kioskKind: KioskKind;
        level: number;
        groups: RolloutGroupPlan[];
        at: string;
      };
    }
  | { type: 'RolloutGroupStarted'; data: { rolloutId: number; group: number; at: string } }
  | { type: 'RolloutKioskInstalled'; data: { rolloutId: number; serialNumber: string; at: string } }
  | {
      type: 'RolloutKioskFailed';
      data: { rolloutId: number; serialNumber: string; error: string | null; at: string };
    }
  | {
      type: 'RolloutPaused';
      data: { rolloutId: number; group: number; reason: RolloutPauseReason; at: string };
    }
  | { type: 'RolloutResumed'; data: { rolloutId: number; group: number; at: string } }
  | { type: 'RolloutCancelled'; data: { rolloutId: number; at: string } }
  | { type: 'RolloutFinished'; data: { rolloutId: number; at: string } };

export interface RolloutState {
  rolloutId: number | null;
  kind: UpdateKind | null;
  level: number;
  groups: RolloutGroupPlan[];
  status: RolloutStatus | null;
  /** The group told of the update last (0-based); -1 before any. */
  group: number;
  installed: ReadonlySet<string>;
  failed: ReadonlySet<string>;
  /** Failures of the current group an admin has seen (by resuming after a pause for them). */
  failuresAccepted: number;
}

export const initialRolloutState: RolloutState = {
  rolloutId: null,
  kind: null,
  level: 0,
  groups: [],
  status: null,
  group: -1,
  installed: new Set(),
  failed: new Set(),
  failuresAccepted: 0,
};

export interface RolloutFault {
  key: MessageKey;
  params?: MessageParams;
}

/** The plan's rules, in the form's order; null when they hold. */
export function rolloutPlanFault(name: string, groups: readonly RolloutGroupPlan[]): RolloutFault | null {
  if (name.trim() === '') return { key: 'rollout.nameRequired' };
  if (name.trim().length > RolloutLimits.nameMax)
    return { key: 'rollout.nameTooLong', params: { max: RolloutLimits.nameMax } };
  if (groups.length === 0) return { key: 'rollout.noKiosks' };
  if (groups.length > RolloutLimits.groupsMax)
    return { key: 'rollout.tooManyGroups', params: { max: RolloutLimits.groupsMax } };
  const seen = new Set<string>();
  for (const group of groups) {
    if (group.name.trim() === '') return { key: 'rollout.groupNameRequired' };
    if (group.name.trim().length > RolloutLimits.nameMax)
      return { key: 'rollout.nameTooLong', params: { max: RolloutLimits.nameMax } };
    if (group.serialNumbers.length === 0) return { key: 'rollout.emptyGroup', params: { group: group.name } };
    for (const serial of group.serialNumbers) {
      if (seen.has(serial)) return { key: 'rollout.kioskTwice', params: { serial } };
      seen.add(serial);
    }
    if (
      !isPercent(group.successThreshold) ||
      group.successThreshold === 0 ||
      !isPercent(group.errorThreshold)
    )
      return { key: 'rollout.thresholds' };
  }
  if (seen.size > RolloutLimits.kiosksMax) return { key: 'rollout.noKiosks' };
  return null;
}

const isPercent = (value: number): boolean => Number.isInteger(value) && value >= 0 && value <= 100;

/** How the current group stands. */
export function groupProgress(
  state: RolloutState,
  index = state.group,
): { size: number; installed: number; failed: number } {
  const group = state.groups[index];
  if (!group) return { size: 0, installed: 0, failed: 0 };
  let installed = 0;
  let failed = 0;
  for (const serial of group.serialNumbers) {
    if (state.installed.has(serial)) installed += 1;
    else if (state.failed.has(serial)) failed += 1;
  }
  return { size: group.serialNumbers.length, installed, failed };
}

export function evolveRollout(state: RolloutState, event: RolloutEvent): RolloutState {
  switch (event.type) {
    case 'RolloutStarted':
      return {
        ...initialRolloutState,
        rolloutId: event.data.rolloutId,
        kind: event.data.kind,
        level: event.data.level,
        groups: event.data.groups,
        status: 'running',
      };
    case 'RolloutGroupStarted':
      return { ...state, group: event.data.group, failuresAccepted: 0 };
    case 'RolloutKioskInstalled': {
      const failed = new Set(state.failed);
      failed.delete(event.data.serialNumber);
      return { ...state, installed: new Set(state.installed).add(event.data.serialNumber), failed };
    }
    case 'RolloutKioskFailed':
      return { ...state, failed: new Set(state.failed).add(event.data.serialNumber) };
    case 'RolloutPaused':
      return { ...state, status: 'paused' };
    case 'RolloutResumed':
      // Failures seen when resuming are accepted: only new ones may pause the rollout again.
      return { ...state, status: 'running', failuresAccepted: groupProgress(state).failed };
    case 'RolloutCancelled':
      return { ...state, status: 'cancelled' };
    case 'RolloutFinished':
      return { ...state, status: 'finished' };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
