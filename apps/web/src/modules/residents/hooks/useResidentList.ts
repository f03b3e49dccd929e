import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { residentKeys, residentsApi, type ResidentListParams } from '../api/residents.endpoints';

/** GET residents/manager: one page of residents, narrowed by kiosk type, kiosk and search. */
export function useResidentList(params: ResidentListParams) {
  return useQuery({
    queryKey: residentKeys.list(params),
    meta: { readModels: ['residents', 'kiosks', 'facilities', 'key_tags'] },
    queryFn: ({ signal }) => residentsApi.list(params, signal),
    placeholderData: keepPreviousData,
  });
}
