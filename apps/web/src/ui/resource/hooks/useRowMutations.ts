import type { RowId } from '../utils/pinned-rows.util';
import { useMutation } from '@tanstack/react-query';
import { nextTemporaryId } from '../utils/pinned-rows.util';
import { rowOfAnswer, useRowChange, type AnswerRow } from './useRowAction';
import { useRowCache, type RowCacheConfig } from './useRowCache';

export type RowMutationsConfig<
  TRow extends { id: RowId },
  TCreate,
  TUpdate extends { id: RowId },
  TAnswer = TRow,
> = RowCacheConfig<TRow> & {
  create: (payload: TCreate) => Promise<TAnswer>;
  update: (payload: TUpdate) => Promise<TAnswer>;
  remove: (id: TRow['id']) => Promise<unknown>;
  /** The row shown while an add is on its way. */
  draftOfCreate: (payload: TCreate, temporaryId: number) => TRow;
  /** The row shown while an update is on its way, from each cached copy of it. */
  draftOfUpdate: (payload: TUpdate, previous: TRow) => TRow;
} & AnswerRow<TAnswer, TRow>;

/**
 * Add, update and delete with optimistic rows and rollback (spec 01 §4): the table changes at
 * once; a refused call puts the previous rows back (the failure dialog comes from the query
 * client). A new row goes to the top (pinned), or at the end of a list read whole when the
 * screen pins no rows. Each row's own cached answer, when there is one, follows. The server
 * answers once its read models hold the change, so the queries that read them are refetched
 * afterwards (a domain change shows on facilities too); other sessions hear of it through
 * `readModels.changed`. Create and update answer the server's whole answer; `rows` is the
 * cache the writes change, for `useRowAction` and for changes the server made elsewhere.
 */
export function useRowMutations<
  TRow extends { id: RowId },
  TCreate,
  TUpdate extends { id: RowId },
  TAnswer = TRow,
>(config: RowMutationsConfig<TRow, TCreate, TUpdate, TAnswer>) {
  const rows = useRowCache<TRow>(config);
  const rowOf = rowOfAnswer<TAnswer, TRow>(config);
  const { pinned } = rows;

  const create = useMutation({
    mutationFn: config.create,
    onMutate: async (payload: TCreate) => {
      const draft = config.draftOfCreate(payload, nextTemporaryId());
      if (pinned) {
        pinned.pin(draft);
        return { temporaryId: draft.id, undo: undefined };
      }
      return { temporaryId: draft.id, undo: await rows.append(draft) };
    },
    onSuccess: (answer: TAnswer, _payload, context) => {
      const row = rowOf(answer);
      if (pinned) pinned.replace(context.temporaryId, row);
      else rows.patch(context.temporaryId, () => row);
      rows.seed(row);
    },
    onError: (_error, _payload, context) => {
      if (!context) return;
      if (pinned) pinned.unpin(context.temporaryId);
      else rows.undo(context.undo);
    },
    onSettled: rows.refetch,
  });

  const update = useRowChange<TRow, TUpdate, TAnswer>(rows, {
    call: config.update,
    idOf: (payload) => payload.id,
    draft: config.draftOfUpdate,
    rowOf,
  });

  const remove = useMutation({
    mutationFn: config.remove,
    onMutate: (id: TRow['id']) => rows.hide(id),
    onSuccess: (_answer, id) => rows.forget(id),
    onError: (_error, _id, undo) => rows.undo(undo),
    onSettled: rows.refetch,
  });

  return { create, update, remove, rows };
}
