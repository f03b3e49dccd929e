import { useState } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReadModelName } from '@ambient/core';
import { invalidateReadModels } from '../../api/read-models';

/** What a playlist feature's list says: its query, its read models, its calls (decision 0109). */
export interface PlaylistsConfig<A, P extends { id: number }, F> {
  queryKey: QueryKey;
  readModels: readonly ReadModelName[];
  /** The owner's list, or null while there is no owner. */
  fetch: ((signal: AbortSignal) => Promise<A>) | null;
  rowsOf: (answer: A) => P[];
  create: (fields: F) => Promise<unknown>;
  update: (id: number, fields: F) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** The confirmation closes on a refusal too, the refusal shown in the failure dialog over it. */
  closeDeleteOnRefusal?: boolean;
}

/**
 * A playlist feature's list (memory albums, community playlists, Abby profiles): the rows, the
 * create and edit dialog (`editing.item` null when creating), the delete after its confirmation.
 * Everything is refetched when the feature's read models change.
 */
export function usePlaylists<A, P extends { id: number }, F>(config: PlaylistsConfig<A, P, F>) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateReadModels(queryClient, [...config.readModels]);
  const { fetch } = config;
  const list = useQuery({
    queryKey: config.queryKey,
    meta: { readModels: [...config.readModels] },
    queryFn: fetch === null ? skipToken : ({ signal }) => fetch(signal),
  });
  const [editing, setEditing] = useState<{ item: P | null } | null>(null);
  const [deleting, setDeleting] = useState<P | null>(null);
  const save = useMutation({
    mutationFn: (fields: F) =>
      editing?.item ? config.update(editing.item.id, fields) : config.create(fields),
    onSuccess: () => setEditing(null),
    onSettled: refresh,
  });
  const removal = useMutation({
    mutationFn: (id: number) => config.remove(id),
    ...(config.closeDeleteOnRefusal
      ? {
          onSettled: () => {
            setDeleting(null);
            return refresh();
          },
        }
      : { onSuccess: () => setDeleting(null), onSettled: refresh }),
  });
  return {
    rows: fetch === null || !list.data ? [] : config.rowsOf(list.data),
    firstLoad: fetch !== null && list.isPending,
    editing,
    startCreate: () => {
      save.reset();
      setEditing({ item: null });
    },
    startEdit: (item: P) => {
      save.reset();
      setEditing({ item });
    },
    closeEdit: () => setEditing(null),
    save: save.mutate,
    saving: save.isPending,
    deleting,
    askToDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete: () => deleting && removal.mutate(deleting.id),
    removing: removal.isPending,
  };
}

/** One playlist's answer (the detail dialog), fetched while it is open. */
export function usePlaylistDetailQuery<A>(
  queryKey: QueryKey,
  readModels: readonly ReadModelName[],
  fetch: ((signal: AbortSignal) => Promise<A>) | null,
) {
  return useQuery({
    queryKey,
    meta: { readModels: [...readModels] },
    queryFn: fetch === null ? skipToken : ({ signal }) => fetch(signal),
  });
}

/** The selected entries of an open playlist, removed after a confirmation. */
export function usePlaylistSelection(
  readModels: readonly ReadModelName[],
  remove: (ids: number[]) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number[]>([]);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      setSelected([]);
      setConfirmingRemove(false);
    },
    onError: () => setConfirmingRemove(false),
    onSettled: () => invalidateReadModels(queryClient, [...readModels]),
  });
  return {
    selected,
    setSelected,
    confirmingRemove,
    askToRemove: () => setConfirmingRemove(true),
    cancelRemove: () => setConfirmingRemove(false),
    confirmRemove: () => removal.mutate(selected),
    removing: removal.isPending,
  };
}

/** Media chosen for an open playlist (`what` says for what), the picker closing once they are added. */
export function usePlaylistChoice<W>(
  readModels: readonly ReadModelName[],
  closed: W,
  add: (what: W, ids: number[]) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const [selecting, setSelecting] = useState<W>(closed);
  const choose = useMutation({
    mutationFn: (ids: number[]) => add(selecting, ids),
    onSuccess: () => setSelecting(closed),
    onSettled: () => invalidateReadModels(queryClient, [...readModels]),
  });
  return {
    selecting,
    select: (what: W) => {
      choose.reset();
      setSelecting(what);
    },
    choose: choose.mutate,
    choosing: choose.isPending,
  };
}
