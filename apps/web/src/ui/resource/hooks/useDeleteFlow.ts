import type { RowId } from '../utils/pinned-rows.util';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { DeleteCheckResponse } from '@ambient/core';

/**
 * Delete as spec 01 §4 has it: confirm, then the server's pre-check, then delete. A refused
 * pre-check is a validation failure (HTTP 422, spec 02 §8): the API client shows its message
 * under "Validation Failed", and nothing is deleted. A resource without a pre-check (`check`
 * null) deletes once confirmed; the delete's own refusal puts the row back.
 */
export function useDeleteFlow<T extends { id: RowId }>(
  check: ((id: T['id']) => Promise<DeleteCheckResponse>) | null,
  remove: (row: T) => void,
) {
  const [target, setTarget] = useState<T | null>(null);
  // What the closing confirmation still shows while it fades out.
  const [shown, setShown] = useState<T | null>(null);
  const preCheck = useMutation({ mutationFn: check ?? undefined });

  return {
    /** The row whose deletion waits for confirmation. */
    target,
    shown,
    checking: preCheck.isPending,
    ask: (row: T) => {
      setShown(row);
      setTarget(row);
    },
    cancel: () => setTarget(null),
    confirm: () => {
      if (!target) return;
      const row = target;
      if (!check) {
        setTarget(null);
        remove(row);
        return;
      }
      preCheck.mutate(row.id, {
        onSuccess: (answer) => {
          setTarget(null);
          if (answer.allowed) remove(row);
        },
        onError: () => setTarget(null),
      });
    },
  };
}

/** What a delete dialog reads and calls. */
export type DeleteFlow<T extends { id: RowId }> = ReturnType<typeof useDeleteFlow<T>>;
