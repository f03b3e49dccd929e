import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ButtonConfigsManagerResponse, ConfigDetail, ConfigDetailPayload } from '@ambient/core';
import { buttonConfigKeys, buttonConfigsApi } from '../../../api/buttonConfigs.endpoints';
import { invalidateReadModels } from '../../../api/read-models';
import { nextTemporaryId, withRowReplaced, withoutRow } from '../../../ui/resource';
import { configDetailDraft } from '../utils/config-detail-form.util';

type Manager = ButtonConfigsManagerResponse;

/**
 * Add, change and delete configuration details with optimistic rows and rollback: the table
 * changes at once; a refused call puts the previous rows back (the failure dialog comes from
 * the query client). The manager is read again afterwards.
 */
export function useConfigDetailMutations() {
  const queryClient = useQueryClient();
  const key = buttonConfigKeys.manager;
  const refetch = () => invalidateReadModels(queryClient, ['config_details']);

  async function changeDetails(change: (rows: readonly ConfigDetail[]) => ConfigDetail[]) {
    await queryClient.cancelQueries({ queryKey: key });
    const snapshot = queryClient.getQueryData<Manager>(key);
    if (snapshot)
      queryClient.setQueryData<Manager>(key, { ...snapshot, configDetails: change(snapshot.configDetails) });
    return { snapshot };
  }
  const restore = (context: { snapshot?: Manager } | undefined) => {
    if (context?.snapshot) queryClient.setQueryData<Manager>(key, context.snapshot);
  };

  const add = useMutation({
    mutationFn: async (payload: ConfigDetailPayload) =>
      (await buttonConfigsApi.addDetail(payload)).configDetail,
    onMutate: (payload) => changeDetails((rows) => [...rows, configDetailDraft(payload, nextTemporaryId())]),
    onError: (_error, _payload, context) => restore(context),
    onSettled: refetch,
  });

  const change = useMutation({
    mutationFn: async (payload: ConfigDetailPayload & { id: number }) =>
      (await buttonConfigsApi.changeDetail(payload)).configDetail,
    onMutate: (payload) =>
      changeDetails((rows) => withRowReplaced(rows, payload.id, configDetailDraft(payload, payload.id))),
    onError: (_error, _payload, context) => restore(context),
    onSettled: refetch,
  });

  const remove = useMutation({
    mutationFn: (id: number) => buttonConfigsApi.removeDetail(id),
    onMutate: (id) => changeDetails((rows) => withoutRow(rows, id)),
    onError: (_error, _id, context) => restore(context),
    onSettled: refetch,
  });

  return { add, change, remove };
}
