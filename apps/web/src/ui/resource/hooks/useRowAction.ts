import type { RowId } from '../utils/pinned-rows.util';
import { useMutation } from '@tanstack/react-query';
import type { RowCache } from './useRowCache';

/**
 * How to find the row in the server's answer: needed only when the answer carries more than the
 * row (`{ resident, isEmailSent }`); an answer that is the row is taken as it is.
 */
export type AnswerRow<TAnswer, TRow> = [TAnswer] extends [TRow]
  ? { rowOf?: (answer: TAnswer) => TRow }
  : { rowOf: (answer: TAnswer) => TRow };

/** The row inside an answer, by `rowOf` when the answer carries more than the row. */
export function rowOfAnswer<TAnswer, TRow>(answers: AnswerRow<TAnswer, TRow>): (answer: TAnswer) => TRow {
  const { rowOf } = answers as { rowOf?: (answer: TAnswer) => TRow };
  return rowOf ?? ((answer) => answer as unknown as TRow);
}

/** A change to one existing row (an edit, an assignment, an activation) and the row it shows meanwhile. */
interface RowChange<TRow, TVariables, TAnswer> {
  call: (variables: TVariables) => Promise<TAnswer>;
  /** The row the call changes. */
  idOf: (variables: TVariables) => RowId;
  /** The row shown while the call is on its way, from each cached copy of it. */
  draft: (variables: TVariables, row: TRow) => TRow;
}

export type RowActionConfig<TRow, TVariables, TAnswer> = RowChange<TRow, TVariables, TAnswer> &
  AnswerRow<TAnswer, TRow>;

/**
 * One optimistic change to an existing row, beside the create, update and delete of
 * `useRowMutations` (whose `rows` it takes): the row changes at once wherever it is cached; a
 * refused call puts it back (the failure dialog comes from the query client); the server's row
 * replaces the draft; the queries that read what the resource's writes change are refetched.
 * The mutation answers the server's whole answer.
 */
export function useRowAction<TRow extends { id: RowId }, TVariables, TAnswer = TRow>(
  rows: RowCache<TRow>,
  action: RowActionConfig<TRow, TVariables, TAnswer>,
) {
  return useRowChange(rows, { ...action, rowOf: rowOfAnswer<TAnswer, TRow>(action) });
}

/** `useRowAction` once the row of the answer is known (the update of `useRowMutations` too). */
export function useRowChange<TRow extends { id: RowId }, TVariables, TAnswer>(
  rows: RowCache<TRow>,
  change: RowChange<TRow, TVariables, TAnswer> & { rowOf: (answer: TAnswer) => TRow },
) {
  return useMutation({
    mutationFn: change.call,
    onMutate: (variables: TVariables) =>
      rows.show(change.idOf(variables), (row) => change.draft(variables, row)),
    onSuccess: (answer: TAnswer) => rows.write(change.rowOf(answer)),
    onError: (_error, _variables, undo) => rows.undo(undo),
    onSettled: rows.refetch,
  });
}
