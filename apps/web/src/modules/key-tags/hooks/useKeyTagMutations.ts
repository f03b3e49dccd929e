import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeyTag, KeyTagMapperResponse, KeyTagPayload } from '@ambient/core';
import { keyTagKeys, keyTagsApi } from '../../../api/keyTags.endpoints';
import { invalidateReadModels } from '../../../api/read-models';
import { nextTemporaryId, withRowReplaced, withoutRow, type PinnedRows } from '../../../ui/resource';
import { keyTagDraft, withResident } from '../utils/key-tag-rows.util';

type Mapper = KeyTagMapperResponse;

/**
 * Create, update, assign and delete mappings with optimistic rows and rollback (spec 02 §4): the
 * table changes at once; a refused call puts the previous rows back (the failure dialog comes
 * from the query client). A new row goes to the top. The mapper is read again afterwards.
 */
export function useKeyTagMutations(pinned: PinnedRows<KeyTag>) {
  const queryClient = useQueryClient();
  const key = keyTagKeys.mapper;
  const mapper = (): Mapper | undefined => queryClient.getQueryData<Mapper>(key);
  const refetch = () => invalidateReadModels(queryClient, ['key_tags']);

  async function changeRows(change: (rows: readonly KeyTag[]) => KeyTag[]): Promise<Mapper | undefined> {
    await queryClient.cancelQueries({ queryKey: key });
    const snapshot = mapper();
    if (snapshot) queryClient.setQueryData<Mapper>(key, { ...snapshot, keyTags: change(snapshot.keyTags) });
    return snapshot;
  }
  function restore(snapshot: Mapper | undefined): void {
    if (snapshot) queryClient.setQueryData<Mapper>(key, snapshot);
  }
  function rowOf(id: number): KeyTag | undefined {
    return pinned.find(id) ?? mapper()?.keyTags.find((row) => row.id === id);
  }
  /** Shows `next` for row `id` in the pinned rows and the cached list; answers how to undo it. */
  async function showRow(id: number, next: (row: KeyTag) => KeyTag) {
    const previous = rowOf(id);
    if (!previous) return { snapshot: undefined, previousPinned: undefined };
    const previousPinned = pinned.find(id);
    if (previousPinned) pinned.replace(id, next(previousPinned));
    const snapshot = await changeRows((rows) => withRowReplaced(rows, id, next(previous)));
    return { snapshot, previousPinned };
  }
  function undo(id: number, context: { snapshot?: Mapper; previousPinned?: KeyTag } | undefined): void {
    restore(context?.snapshot);
    if (context?.previousPinned) pinned.replace(id, context.previousPinned);
  }

  const create = useMutation({
    mutationFn: async (payload: KeyTagPayload) => (await keyTagsApi.create(payload)).keyTag,
    onMutate: (payload) => {
      const temporaryId = nextTemporaryId();
      const lists = mapper() ?? { kiosks: [], facilities: [], residents: [] };
      pinned.pin(keyTagDraft(payload, { id: temporaryId, residentId: null }, lists));
      return { temporaryId };
    },
    onSuccess: (row, _payload, context) => pinned.replace(context.temporaryId, row),
    onError: (_error, _payload, context) => {
      if (context) pinned.unpin(context.temporaryId);
    },
    onSettled: refetch,
  });

  const update = useMutation({
    mutationFn: async (payload: KeyTagPayload & { id: number }) => (await keyTagsApi.update(payload)).keyTag,
    onMutate: (payload) =>
      showRow(payload.id, (row) =>
        keyTagDraft(payload, row, mapper() ?? { kiosks: [], facilities: [], residents: [] }),
      ),
    onSuccess: (row) => {
      if (pinned.find(row.id)) pinned.replace(row.id, row);
    },
    onError: (_error, payload, context) => undo(payload.id, context),
    onSettled: refetch,
  });

  const assign = useMutation({
    mutationFn: async ({ id, residentId }: { id: number; residentId: number | null }) =>
      (await keyTagsApi.assignResident(id, residentId)).keyTag,
    onMutate: ({ id, residentId }) =>
      showRow(id, (row) => withResident(row, residentId, mapper() ?? { residents: [] })),
    onSuccess: (row) => {
      if (pinned.find(row.id)) pinned.replace(row.id, row);
    },
    onError: (_error, { id }, context) => undo(id, context),
    onSettled: refetch,
  });

  const remove = useMutation({
    mutationFn: (id: number) => keyTagsApi.remove(id),
    onMutate: async (id: number) => {
      const previousPinned = pinned.find(id);
      if (previousPinned) pinned.unpin(id);
      const snapshot = await changeRows((rows) => withoutRow(rows, id));
      return { snapshot, previousPinned };
    },
    onError: (_error, _id, context) => {
      restore(context?.snapshot);
      if (context?.previousPinned) pinned.pin(context.previousPinned);
    },
    onSettled: refetch,
  });

  return { create, update, assign, remove };
}
