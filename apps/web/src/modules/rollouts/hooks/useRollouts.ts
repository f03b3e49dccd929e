import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Rollout, RolloutDetail } from '@ambient/core';
import {
  ROLLOUT_READ_MODELS,
  rolloutKeys,
  rolloutsApi,
  type RolloutAction,
  type RolloutStartInput,
} from '../api/rollouts.endpoints';
import { invalidateReadModels } from '../../../api/read-models';

type ListAnswer = Awaited<ReturnType<typeof rolloutsApi.list>>;

/** The list with a rollout's fresh answer in place of its row (or first, when it is new). */
function withRollout(data: ListAnswer | undefined, rollout: RolloutDetail): ListAnswer | undefined {
  if (!data) return data;
  // The list's rows carry no failed kiosks.
  const { failedKiosks: _failed, ...row } = rollout;
  const rest = data.rollouts.filter((r) => r.id !== row.id);
  const known = rest.length < data.rollouts.length;
  return {
    ...data,
    rollouts: known ? data.rollouts.map((r) => (r.id === row.id ? row : r)) : [row, ...rest],
  };
}

/**
 * The rollouts (decision 0052), newest first, live: a change to the `rollouts` or `rollout_kiosks`
 * read models refetches them. Start, pause, resume and cancel put the server's answer in place at
 * once; its refusals show in the shared result dialog.
 */
export function useRollouts() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: rolloutKeys.list,
    meta: { readModels: ROLLOUT_READ_MODELS },
    queryFn: ({ signal }) => rolloutsApi.list(signal),
  });
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<Rollout | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);

  const place = (rollout: RolloutDetail) => {
    queryClient.setQueryData<ListAnswer>(rolloutKeys.list, (data) => withRollout(data, rollout));
    queryClient.setQueryData(rolloutKeys.one(rollout.id), { rollout });
    void invalidateReadModels(queryClient, ROLLOUT_READ_MODELS);
  };

  const start = useMutation({
    mutationFn: (input: RolloutStartInput) => rolloutsApi.start(input),
    onSuccess: ({ rollout }) => {
      place(rollout);
      setCreating(false);
    },
  });

  const act = useMutation({
    mutationFn: ({ rollout, action }: { rollout: Rollout; action: RolloutAction }) =>
      rolloutsApi.act(rollout.id, action),
    onSuccess: ({ rollout }) => place(rollout),
    onSettled: (_answer, _error, { action }) => {
      if (action === 'cancel') setCancelling(null);
    },
  });

  return {
    rollouts: query.data?.rollouts ?? [],
    firstLoad: query.isPending,
    creating,
    openNew: () => {
      start.reset();
      setCreating(true);
    },
    closeNew: () => setCreating(false),
    start: (input: RolloutStartInput) => start.mutate(input),
    starting: start.isPending,
    pause: (rollout: Rollout) => act.mutate({ rollout, action: 'pause' }),
    resume: (rollout: Rollout) => act.mutate({ rollout, action: 'resume' }),
    cancelling,
    askToCancel: setCancelling,
    keepRunning: () => setCancelling(null),
    confirmCancel: () => cancelling && act.mutate({ rollout: cancelling, action: 'cancel' }),
    /** The rollout an action is on its way for. */
    busyId: act.isPending ? act.variables.rollout.id : null,
    detailId,
    openDetail: setDetailId,
    closeDetail: () => setDetailId(null),
  };
}

/** One rollout with its failed kiosks, live while its detail is open. */
export function useRolloutDetail(id: number | null) {
  const query = useQuery({
    queryKey: rolloutKeys.one(id ?? 0),
    meta: { readModels: ROLLOUT_READ_MODELS },
    queryFn: ({ signal }) => rolloutsApi.one(id!, signal),
    enabled: id !== null,
  });
  return { rollout: query.data?.rollout ?? null, loading: query.isPending && id !== null };
}
