/** What the rollouts endpoints answer (decision 0052). */
import type { KioskKind } from '../kiosks/kiosk-api.js';
import type { UpdateKind } from '../abby-updates/abby-updates.js';
import type { RolloutPauseReason, RolloutStatus } from './rollout.js';

export interface RolloutGroupProgress {
  name: string;
  successThreshold: number;
  errorThreshold: number;
  size: number;
  /** Told of the update, no outcome yet. */
  told: number;
  installed: number;
  failed: number;
  /** Not told yet (a later group). */
  waiting: number;
}

export interface Rollout {
  id: number;
  name: string;
  kind: UpdateKind;
  kioskKind: KioskKind;
  level: number;
  status: RolloutStatus;
  pauseReason: RolloutPauseReason | null;
  /** The group told last (0-based). */
  currentGroup: number;
  groups: RolloutGroupProgress[];
  createDate: string;
  updateDate: string;
}

export interface RolloutFailedKiosk {
  serialNumber: string;
  group: number;
  error: string | null;
  date: string;
}

export interface RolloutDetail extends Rollout {
  failedKiosks: RolloutFailedKiosk[];
}

/** A group as the console asks for it: the share of the kiosks it and the ones before it reach. */
export interface RolloutGroupRequest {
  name: string;
  /** Percent of the rollout's kiosks this group and the ones before it reach together. */
  upToPercent: number;
  successThreshold: number;
  errorThreshold: number;
}

/**
 * The groups of a rollout as the console asks for them (decision 0052): a release that rolls out
 * sends only this, its kind of kiosk and level being the release's own (decision 0079).
 */
export interface RolloutGroupsRequest {
  name: string;
  /** Abbys: the override kiosks form a group of their own, before the others. */
  overridesFirst: boolean;
  overridesGroup: { name: string; successThreshold: number; errorThreshold: number };
  groups: RolloutGroupRequest[];
}

/** POST rollouts: a released level for a kind of kiosk, in groups; the last group takes the rest. */
export interface RolloutRequest extends RolloutGroupsRequest {
  kioskKind: KioskKind;
  level: number;
}
