import { overrideEndFault, type MessageKey, type OverrideEnd } from '@ambient/core';

/**
 * The ends to send with Save Changes (decision 0085): those the admin changed, for kiosks still
 * selected. An end not touched is not sent, so one that passed while the screen was open is not
 * refused.
 */
export function overrideEndChanges(
  selected: readonly number[],
  current: ReadonlyMap<number, string>,
  edited: ReadonlyMap<number, string | null>,
): OverrideEnd[] {
  const chosen = new Set(selected);
  return [...edited]
    .filter(([kioskId, until]) => chosen.has(kioskId) && (current.get(kioskId) ?? null) !== until)
    .map(([kioskId, until]) => ({ kioskId, until }))
    .sort((a, b) => a.kioskId - b.kioskId);
}

/** What is wrong with an end typed in the field: none given, or a moment that passed (the server's rule). */
export function overrideEndProblem(until: string | null, now: Date): 'required' | MessageKey | null {
  if (until === null) return 'required';
  return overrideEndFault({ kioskId: 0, until }, [0], now.toISOString())?.key ?? null;
}
