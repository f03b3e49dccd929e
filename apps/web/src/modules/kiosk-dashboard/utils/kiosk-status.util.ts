import { levelsBehind } from '@ambient/core';

/** How a level compares with the highest one (spec 02 §4 Update status). */
export interface LevelStatus {
  /** How many levels it is behind; 0 is up to date. */
  behind: number;
  /** Red when behind, green otherwise. */
  color: 'error' | 'success';
}

export function levelStatus(level: number | null, maxLevel: number): LevelStatus {
  const behind = levelsBehind(level, maxLevel);
  return { behind, color: behind > 0 ? 'error' : 'success' };
}

/** Residents' pictures still to fetch: those the residents call sent without one. */
export function residentIdsLackingPicture(
  residents: ReadonlyArray<{ id: number; pictureBase64: string | null }>,
): number[] {
  return residents.filter((r) => !r.pictureBase64).map((r) => r.id);
}

/**
 * The back button shows when the user has several kiosks or is an admin (spec 02 §2); a kiosk
 * manager with one kiosk landed here from Home and has nowhere else to go.
 */
export function showsBackButton(isAdmin: boolean, kioskCount: number): boolean {
  return isAdmin || kioskCount > 1;
}
