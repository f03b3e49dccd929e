import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Facility, FacilityPayload } from '@ambient/core';
import { hierarchyApi } from '../../api/hierarchy.endpoints';
import {
  useDeleteFlow,
  useEntityDialog,
  useListParams,
  usePinnedRows,
  toShownText,
} from '../../../../ui/resource';
import { feedback } from '../../../../ui/feedback/feedback.store';
import { useFacilityList } from './useFacilityList';
import { useFacilityMutations } from './useFacilityMutations';

/** The Facilities screen's data and behaviour (spec 01 §2.10, §4). */
export function useFacilitiesScreen() {
  const { t } = useTranslation('facilities');
  const list = useListParams();
  const pinned = usePinnedRows<Facility>();
  const query = useFacilityList(list.params);
  const domains = query.data?.domains ?? [];
  const provStates = query.data?.provStates ?? [];
  const countries = query.data?.countries ?? [];
  const mutations = useFacilityMutations(pinned, domains, provStates);
  const dialog = useEntityDialog<Facility>();
  const deletion = useDeleteFlow<Facility>(hierarchyApi.facilities.deleteCheck, (row) =>
    mutations.remove.mutate(row.id, {
      onSuccess: () => feedback.notify(t('deleted', { name: toShownText(row.name) })),
    }),
  );

  const { clear } = pinned;
  useEffect(() => clear(), [list.params.search, list.params.sort, clear]);

  const serverRows = query.data?.facilities ?? [];
  return {
    list,
    domains,
    provStates,
    countries,
    rows: pinned.arrange(serverRows, list.params.page === 0),
    rowCount: query.data?.total ?? serverRows.length,
    loading: query.isFetching,
    firstLoad: query.isPending,
    dialog,
    saving: mutations.create.isPending || mutations.update.isPending,
    save: (payload: FacilityPayload, facility: Facility | null) => {
      const done = (row: Facility, key: 'added' | 'saved') => {
        feedback.notify(t(key, { name: toShownText(row.name) }));
        dialog.close();
      };
      if (facility) {
        mutations.update.mutate({ ...payload, id: facility.id }, { onSuccess: (row) => done(row, 'saved') });
      } else {
        mutations.create.mutate(payload, { onSuccess: (row) => done(row, 'added') });
      }
    },
    deletion,
  };
}
