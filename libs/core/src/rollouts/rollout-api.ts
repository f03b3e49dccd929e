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
