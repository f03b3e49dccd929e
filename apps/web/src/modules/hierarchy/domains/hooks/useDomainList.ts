import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { hierarchyApi, hierarchyKeys, type DomainListParams } from '../../api/hierarchy.endpoints';

/**
 * GET domains/manager: one page of domains (of one organization, or all), with every
 * organization and facility the filter, the dialog and the facility picker need.
 */
export function useDomainList(params: DomainListParams) {
  return useQuery({
    queryKey: hierarchyKeys.domainList(params),
    meta: { readModels: ['domains', 'organizations', 'facilities', 'kiosks'] },
    queryFn: () => hierarchyApi.domains.list(params),
    placeholderData: keepPreviousData,
  });
}
