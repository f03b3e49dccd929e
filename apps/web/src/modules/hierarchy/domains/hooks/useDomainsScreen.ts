import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Domain, DomainPayload } from '@ambient/core';
import { hierarchyApi, type DomainListParams } from '../../api/hierarchy.endpoints';
import {
  useDeleteFlow,
  useEntityDialog,
  useListParams,
  usePinnedRows,
  toShownText,
} from '../../../../ui/resource';
import { feedback } from '../../../../ui/feedback/feedback.store';
import { useDomainList } from './useDomainList';
import { useDomainMutations } from './useDomainMutations';

/** The Domains screen's data and behaviour (spec 01 §2.9, §4). */
export function useDomainsScreen() {
  const { t } = useTranslation('domains');
  const list = useListParams();
  /** The organization filter; 0 is (All). */
  const [organizationId, setOrganizationId] = useState(0);
  const params = useMemo<DomainListParams>(
    () => ({ ...list.params, organizationId: organizationId > 0 ? organizationId : null }),
    [list.params, organizationId],
  );
  const pinned = usePinnedRows<Domain>();
  const query = useDomainList(params);
  const organizations = query.data?.organizations ?? [];
  const facilities = query.data?.facilities ?? [];
  const mutations = useDomainMutations(pinned, organizations, facilities);
  const dialog = useEntityDialog<Domain>();
  const deletion = useDeleteFlow<Domain>(hierarchyApi.domains.deleteCheck, (row) =>
    mutations.remove.mutate(row.id, {
      onSuccess: () => feedback.notify(t('deleted', { name: toShownText(row.name) })),
    }),
  );

  const { clear } = pinned;
  useEffect(() => clear(), [params.search, params.sort, params.organizationId, clear]);

  const serverRows = query.data?.domains ?? [];
  return {
    list,
    organizationId,
    setOrganizationId: (id: number) => {
      setOrganizationId(id);
      list.firstPage();
    },
    organizations,
    facilities,
    rows: pinned.arrange(serverRows, params.page === 0),
    rowCount: query.data?.total ?? serverRows.length,
    loading: query.isFetching,
    firstLoad: query.isPending,
    dialog,
    saving: mutations.create.isPending || mutations.update.isPending,
    save: (payload: DomainPayload, domain: Domain | null) => {
      const done = (row: Domain, key: 'added' | 'saved') => {
        feedback.notify(t(key, { name: toShownText(row.name) }));
        dialog.close();
      };
      if (domain) {
        mutations.update.mutate(
          { ...payload, id: domain.id, createDate: domain.createDate },
          { onSuccess: (row) => done(row, 'saved') },
        );
      } else {
        mutations.create.mutate(payload, { onSuccess: (row) => done(row, 'added') });
      }
    },
    deletion,
  };
}
