import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { overrideChanges, UPDATE_OVERRIDE_REF_ID, type OverrideAbbyKiosk } from '@ambient/core';
import { abbyUpdateKeys, abbyUpdatesApi } from '../api/abby-updates.endpoints';
import { invalidateReadModels } from '../../../api/read-models';
import { overrideEndChanges } from '../utils/override-ends.util';

/**
 * Manage Override Kiosks: the selection starts as the kiosks marked update-override; selecting
 * means activation, deselecting deactivation; Save Changes sends the selection after a confirm
 * stating how many will be activated and deactivated. A selected kiosk may be given an end, when it
 * stops being an override kiosk by itself (decision 0085); the ends changed are sent with it.
 */
export function useOverrideKiosks() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: abbyUpdateKeys.overrides,
    meta: { readModels: ['kiosks', 'abby_override_kiosks', 'abby_update_zips'] },
    queryFn: ({ signal }) => abbyUpdatesApi.overrideKiosks(signal),
  });
  const kiosks = useMemo(() => query.data?.kiosks ?? [], [query.data]);
  const current = useMemo(
    () => kiosks.filter((k) => k.refId === UPDATE_OVERRIDE_REF_ID).map((k) => k.id),
    [kiosks],
  );
  const [edited, setEdited] = useState<number[] | null>(null);
  const selected = edited ?? current;
  const [selectedOnly, setSelectedOnly] = useState(false);
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState(false);
  const currentEnds = useMemo(
    () =>
      new Map(
        kiosks.flatMap((k) =>
          k.refId === UPDATE_OVERRIDE_REF_ID && k.overrideUntil ? [[k.id, k.overrideUntil] as const] : [],
        ),
      ),
    [kiosks],
  );
  const [editedEnds, setEditedEnds] = useState<ReadonlyMap<number, string | null>>(new Map());
  const [editingEnd, setEditingEnd] = useState<OverrideAbbyKiosk | null>(null);
  const changes = overrideChanges(current, selected);
  const endChanges = overrideEndChanges(selected, currentEnds, editedEnds);
  const dirty = changes.activate.length + changes.deactivate.length + endChanges.length > 0;
  const endOf = (id: number): string | null =>
    editedEnds.has(id) ? (editedEnds.get(id) ?? null) : (currentEnds.get(id) ?? null);

  const save = useMutation({
    mutationFn: () => abbyUpdatesApi.activateOverrides(selected, endChanges),
    onSuccess: async () => {
      await invalidateReadModels(queryClient, ['abby_override_kiosks']);
      setEdited(null);
      setEditedEnds(new Map());
      setConfirming(false);
    },
    onError: () => setConfirming(false),
  });

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const chosen = new Set(selected);
    return kiosks
      .filter((k) => !selectedOnly || chosen.has(k.id))
      .filter(
        (k) =>
          needle === '' ||
          [k.serialNumber, k.description, k.facilityName, k.name].some((v) =>
            (v ?? '').toLowerCase().includes(needle),
          ),
      );
  }, [kiosks, selected, selectedOnly, search]);

  return {
    rows,
    firstLoad: query.isPending,
    selected,
    setSelected: (ids: number[]) => setEdited(ids),
    selectedOnly,
    setSelectedOnly,
    search,
    setSearch,
    changes,
    endChanges,
    dirty,
    endOf,
    editingEnd,
    editEnd: setEditingEnd,
    setEnd: (until: string | null) => {
      if (editingEnd) setEditedEnds((ends) => new Map(ends).set(editingEnd.id, until));
      setEditingEnd(null);
    },
    confirming,
    askToSave: () => setConfirming(true),
    cancelSave: () => setConfirming(false),
    save: () => save.mutate(),
    saving: save.isPending,
  };
}
