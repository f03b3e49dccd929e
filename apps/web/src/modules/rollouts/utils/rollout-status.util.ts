import type { Rollout, RolloutGroupProgress } from '@ambient/core';

/** What the status chip says: a pause tells who paused it, an admin or too many failures. */
export type RolloutStatusLabel = 'running' | 'pausedByAdmin' | 'pausedByFailures' | 'finished' | 'cancelled';

export function statusLabelOf(rollout: Pick<Rollout, 'status' | 'pauseReason'>): RolloutStatusLabel {
  if (rollout.status !== 'paused') return rollout.status;
  return rollout.pauseReason === 'errorThreshold' ? 'pausedByFailures' : 'pausedByAdmin';
}

/** The actions a rollout offers now: an ended one none. */
export function actionsOf(rollout: Pick<Rollout, 'status'>): {
  pause: boolean;
  resume: boolean;
  cancel: boolean;
} {
  const live = rollout.status === 'running' || rollout.status === 'paused';
  return { pause: rollout.status === 'running', resume: rollout.status === 'paused', cancel: live };
}

/** Percentages of a group's kiosks by outcome, for its bar (0 for an empty group). */
export function sharesOf(group: RolloutGroupProgress): { installed: number; failed: number; told: number } {
  if (group.size === 0) return { installed: 0, failed: 0, told: 0 };
  const percent = (count: number) => (count * 100) / group.size;
  return { installed: percent(group.installed), failed: percent(group.failed), told: percent(group.told) };
}

/** Whether a group is the one being installed now (an ended rollout has none). */
export const isCurrentGroup = (rollout: Pick<Rollout, 'status' | 'currentGroup'>, index: number): boolean =>
  (rollout.status === 'running' || rollout.status === 'paused') && rollout.currentGroup === index;
