import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { hierarchyApi, hierarchyKeys, type ListParams } from '../../../../api/hierarchy.endpoints';

/** GET organizations/manager, one page at a time (search and sort on the server). */
export function useOrganizationList(params: ListParams) {
  return useQuery({
    queryKey: hierarchyKeys.organizationList(params),
    meta: { readModels: ['organizations', 'domains'] },
    queryFn: () => hierarchyApi.organizations.list(params),
    placeholderData: keepPreviousData,
  });
}
