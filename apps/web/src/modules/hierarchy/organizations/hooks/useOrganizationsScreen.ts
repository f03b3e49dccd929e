import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organization, OrganizationPayload } from '@ambient/core';
import { hierarchyApi } from '../../api/hierarchy.endpoints';
import {
  useDeleteFlow,
  useEntityDialog,
  useListParams,
  usePinnedRows,
  toShownText,
} from '../../../../ui/resource';
import { feedback } from '../../../../ui/feedback/feedback.store';
import { useOrganizationList } from './useOrganizationList';
import { useOrganizationMutations } from './useOrganizationMutations';

/** The Organizations screen's data and behaviour (spec 01 §2.8, §4). */
export function useOrganizationsScreen() {
  const { t } = useTranslation('organizations');
  const list = useListParams();
  const pinned = usePinnedRows<Organization>();
  const query = useOrganizationList(list.params);
  const mutations = useOrganizationMutations(pinned);
  const dialog = useEntityDialog<Organization>();
  const deletion = useDeleteFlow<Organization>(hierarchyApi.organizations.deleteCheck, (row) =>
    mutations.remove.mutate(row.id, {
      onSuccess: () => feedback.notify(t('deleted', { name: toShownText(row.name) })),
    }),
  );

  const { clear } = pinned;
  useEffect(() => clear(), [list.params.search, list.params.sort, clear]);

  const serverRows = query.data?.organizations ?? [];
  return {
    list,
    rows: pinned.arrange(serverRows, list.params.page === 0),
    rowCount: query.data?.total ?? serverRows.length,
    loading: query.isFetching,
    firstLoad: query.isPending,
    dialog,
    saving: mutations.create.isPending || mutations.update.isPending,
    save: (payload: OrganizationPayload) => {
      const done = (organization: Organization, key: 'added' | 'saved') => {
        feedback.notify(t(key, { name: toShownText(organization.name) }));
        dialog.close();
      };
      if (payload.id !== undefined && payload.createDate !== undefined) {
        mutations.update.mutate(
          { id: payload.id, name: payload.name, createDate: payload.createDate },
          { onSuccess: (row) => done(row, 'saved') },
        );
      } else {
        mutations.create.mutate(payload, { onSuccess: (row) => done(row, 'added') });
      }
    },
    deletion,
  };
}
