import type { DomainOption, FacilityOption, Kiosk, KioskPayload, KiosksManagerResponse } from '@ambient/core';
import { kioskKeys, kiosksApi } from '../api/kiosks.endpoints';
import { itemCacheShape, listCacheShape, useRowMutations, type PinnedRows } from '../../../ui/resource';
import { kioskDraft } from '../utils/kiosk-rows.util';

export interface KioskUpdate {
  id: number;
  payload: KioskPayload;
  /** Kiosk managers save the base fields only. */
  baseOnly: boolean;
}

// Afterwards every query that reads kiosks (lists, counts, dashboards) is read again.
const cache = listCacheShape<'kiosks', Kiosk, KiosksManagerResponse>(kioskKeys.lists, 'kiosks', ['kiosks']);
/** A kiosk's own answer: what its dashboard shows. */
const item = itemCacheShape<'kiosk', Kiosk>(kioskKeys.one, 'kiosk');

/**
 * Add, update and delete kiosks with optimistic rows and rollback (spec 02 §4): an edited row
 * changes at once, on its dashboard too, and goes back on error; a new kiosk goes to the top of
 * the table (`pinned`; null on the dashboard, which shows no table).
 */
export function useKioskMutations(
  pinned: PinnedRows<Kiosk> | null,
  facilities: readonly FacilityOption[],
  domains: readonly DomainOption[],
) {
  return useRowMutations<Kiosk, KioskPayload, KioskUpdate>({
    cache,
    item,
    pinned,
    create: async (payload) => (await kiosksApi.create(payload)).kiosk,
    update: async ({ id, payload, baseOnly }) => (await kiosksApi.update(id, payload, baseOnly)).kiosk,
    remove: (id) => kiosksApi.remove(id),
    draftOfCreate: (payload, id) =>
      kioskDraft(payload, { id, createDate: new Date().toISOString() }, facilities, domains),
    draftOfUpdate: ({ payload }, previous) => kioskDraft(payload, previous, facilities, domains),
  });
}
