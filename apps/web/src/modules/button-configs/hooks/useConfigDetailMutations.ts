import type { ButtonConfigsManagerResponse, ConfigDetail, ConfigDetailPayload } from '@ambient/core';
import { buttonConfigKeys, buttonConfigsApi } from '../api/button-configs.endpoints';
import { listCacheShape, useRowMutations } from '../../../ui/resource';
import { configDetailDraft } from '../utils/config-detail-form.util';

/** Every configuration's details live in the manager's answer; it is read again afterwards. */
const cache = listCacheShape<'configDetails', ConfigDetail, ButtonConfigsManagerResponse>(
  buttonConfigKeys.manager,
  'configDetails',
  ['config_details'],
);

/**
 * Add, change and delete configuration details with optimistic rows and rollback: the table
 * changes at once; a refused call puts the previous rows back (the failure dialog comes from
 * the query client). The table lists a configuration's details whole, in the server's order:
 * a new detail goes last (no pinned rows).
 */
export function useConfigDetailMutations() {
  return useRowMutations<ConfigDetail, ConfigDetailPayload, ConfigDetailPayload & { id: number }>({
    cache,
    pinned: null,
    create: async (payload) => (await buttonConfigsApi.addDetail(payload)).configDetail,
    update: async (payload) => (await buttonConfigsApi.changeDetail(payload)).configDetail,
    remove: (id) => buttonConfigsApi.removeDetail(id),
    draftOfCreate: (payload, id) => configDetailDraft(payload, id),
    draftOfUpdate: (payload) => configDetailDraft(payload, payload.id),
  });
}
