/**
 * A row's id: a number for most resources, a string for people (their account id). A row being
 * added shows under a negative number until the server answers.
 */
export type RowId = number | string;

/**
 * Rows added in this visit stay at the top of the first page (spec 01 §4: "after a successful
 * add the new row goes to the top"), even once the server's page, sorted its own way, comes
 * back. A pinned row shows the server's copy when the page holds one.
 */
export function arrangeRows<T extends { id: RowId }>(
  serverRows: readonly T[],
  pinned: readonly T[],
  firstPage: boolean,
): T[] {
  if (pinned.length === 0) return [...serverRows];
  const pinnedIds = new Set(pinned.map((row) => row.id));
  const rest = serverRows.filter((row) => !pinnedIds.has(row.id));
  if (!firstPage) return rest;
  const fresh = new Map(serverRows.map((row) => [row.id, row]));
  return [...pinned.map((row) => fresh.get(row.id) ?? row), ...rest];
}

/** Puts a row first, replacing any older copy of it. */
export function withRowFirst<T extends { id: RowId }>(rows: readonly T[], row: T): T[] {
  return [row, ...rows.filter((r) => r.id !== row.id)];
}

/** Replaces a row by id, keeping its place; rows without that id are returned as they were. */
export function withRowReplaced<T extends { id: RowId }>(rows: readonly T[], id: RowId, row: T): T[] {
  return rows.map((r) => (r.id === id ? row : r));
}

export function withoutRow<T extends { id: RowId }>(rows: readonly T[], id: RowId): T[] {
  return rows.filter((r) => r.id !== id);
}

/** Ids below 0 stand for a row being added (spec 01 §4: new mode is an id below 0). */
export const NEW_ID = -1;
export const isNewId = (id: RowId): boolean => typeof id === 'number' && id < 0;

let temporaryId = -1;
/** A distinct negative id for a row shown before the server answers. */
export function nextTemporaryId(): number {
  temporaryId -= 1;
  return temporaryId;
}
