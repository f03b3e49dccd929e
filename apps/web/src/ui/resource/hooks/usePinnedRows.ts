import type { RowId } from '../utils/pinned-rows.util';
import { useCallback, useRef, useState } from 'react';
import { arrangeRows, withRowFirst, withRowReplaced, withoutRow } from '../utils/pinned-rows.util';

export interface PinnedRows<T extends { id: RowId }> {
  pinned: readonly T[];
  find: (id: RowId) => T | undefined;
  pin: (row: T) => void;
  replace: (id: RowId, row: T) => void;
  unpin: (id: RowId) => void;
  clear: () => void;
  arrange: (serverRows: readonly T[], firstPage: boolean) => T[];
}

/** Rows added in this visit, kept at the top of the first page until the sort or search changes. */
export function usePinnedRows<T extends { id: RowId }>(): PinnedRows<T> {
  const [pinned, setPinnedState] = useState<readonly T[]>([]);
  const latest = useRef<readonly T[]>(pinned);
  const setPinned = useCallback((update: (rows: readonly T[]) => readonly T[]) => {
    latest.current = update(latest.current);
    setPinnedState(latest.current);
  }, []);
  return {
    pinned,
    find: useCallback((id: RowId) => latest.current.find((row) => row.id === id), []),
    pin: useCallback((row: T) => setPinned((rows) => withRowFirst(rows, row)), [setPinned]),
    replace: useCallback(
      (id: RowId, row: T) => setPinned((rows) => withRowReplaced(rows, id, row)),
      [setPinned],
    ),
    unpin: useCallback((id: RowId) => setPinned((rows) => withoutRow(rows, id)), [setPinned]),
    clear: useCallback(() => setPinned(() => []), [setPinned]),
    arrange: useCallback(
      (serverRows: readonly T[], firstPage: boolean) => arrangeRows(serverRows, pinned, firstPage),
      [pinned],
    ),
  };
}
