/** Exactly one item of a list is flagged active; setting one clears the others (spec 01 §3). */
export function activateItem<T extends { id: number }>(
  list: readonly (T & { isActive: boolean })[],
  item: T,
): (T & { isActive: boolean })[] {
  const known = list.some((entry) => entry.id === item.id);
  const next = list.map((entry) => ({ ...entry, isActive: entry.id === item.id }));
  return known ? next : [...next, { ...item, isActive: true }];
}

/** A fresh list from the server keeps the active flag of the entry that had it. */
export function keepActive<T extends { id: number }>(
  fresh: readonly T[],
  previous: readonly { id: number; isActive: boolean }[],
): (T & { isActive: boolean })[] {
  const activeId = previous.find((entry) => entry.isActive)?.id;
  return fresh.map((entry) => ({ ...entry, isActive: entry.id === activeId }));
}
