import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { hierarchyApi, hierarchyKeys } from '../../api/hierarchy.endpoints';
import type { ListParams } from '../../../../api/list-params';

/**
 * GET facilities/manager: one page of facilities (search covers name, domain, city and
 * province/state), with every domain, province/state and country the dialog needs.
 */
export function useFacilityList(params: ListParams) {
  return useQuery({
    queryKey: hierarchyKeys.facilityList(params),
    meta: { readModels: ['facilities', 'domains', 'organizations', 'kiosks'] },
    queryFn: () => hierarchyApi.facilities.list(params),
    placeholderData: keepPreviousData,
  });
}
