import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { overrideChanges, UPDATE_OVERRIDE_REF_ID } from '@ambient/core';
import { abbyUpdateKeys, abbyUpdatesApi } from '../../../api/abbyUpdates.endpoints';
import { invalidateReadModels } from '../../../api/read-models';

/**
 * Manage Override Kiosks: the selection starts as the kiosks marked update-override; selecting
 * means activation, deselecting deactivation; Save Changes sends the selection after a confirm
 * stating how many will be activated and deactivated.
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
  const changes = overrideChanges(current, selected);
  const dirty = changes.activate.length + changes.deactivate.length > 0;

  const save = useMutation({
    mutationFn: () => abbyUpdatesApi.activateOverrides(selected),
    onSuccess: async () => {
      await invalidateReadModels(queryClient, ['abby_override_kiosks']);
      setEdited(null);
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
    dirty,
    confirming,
    askToSave: () => setConfirming(true),
    cancelSave: () => setConfirming(false),
    save: () => save.mutate(),
    saving: save.isPending,
  };
}
