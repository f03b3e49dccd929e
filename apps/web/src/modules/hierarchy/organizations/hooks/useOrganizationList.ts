import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { hierarchyApi, hierarchyKeys } from '../../api/hierarchy.endpoints';
import type { ListParams } from '../../../../api/list-params';

/** GET organizations/manager, one page at a time (search and sort on the server). */
export function useOrganizationList(params: ListParams) {
  return useQuery({
    queryKey: hierarchyKeys.organizationList(params),
    meta: { readModels: ['organizations', 'domains'] },
    queryFn: () => hierarchyApi.organizations.list(params),
    placeholderData: keepPreviousData,
  });
}
