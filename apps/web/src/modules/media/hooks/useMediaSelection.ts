import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateReadModels } from '../../../api/read-models';

/**
 * The selected rows of a media table and their delete (spec 03 §2.1, §2.4 "Remove"): Delete asks
 * "Delete Media?", then the rows go in one call, all or none; the media items are refetched after.
 */
export function useMediaSelection(remove: (ids: readonly number[]) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number[]>([]);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const refresh = () => invalidateReadModels(queryClient, ['media_items']);
  const deletion = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      setSelected([]);
      setConfirmingDelete(false);
    },
    onError: () => setConfirmingDelete(false),
    onSettled: refresh,
  });
  return {
    selected,
    setSelected,
    confirmingDelete,
    askToDelete: () => setConfirmingDelete(true),
    cancelDelete: () => setConfirmingDelete(false),
    confirmDelete: () => deletion.mutate(selected),
    deleting: deletion.isPending,
    refresh,
  };
}
