import { useQuery } from '@tanstack/react-query';
import { residentKeys, residentsApi } from '../api/residents.endpoints';

/**
 * The option lists of GET residents/manager (kiosks, kiosk types, facilities, key tags,
 * languages), asked once without filters: the filters and the dialog offer every kiosk in
 * the user's scope whatever the table shows.
 */
export function useResidentOptions(enabled = true) {
  const query = useQuery({
    queryKey: residentKeys.options,
    meta: { readModels: ['kiosks', 'facilities', 'domains'] },
    queryFn: ({ signal }) => residentsApi.options(signal),
    enabled,
    staleTime: 60_000,
  });
  return {
    kiosks: query.data?.kiosks ?? [],
    kioskTypes: query.data?.kioskTypes ?? [],
    facilities: query.data?.facilities ?? [],
    keyTags: query.data?.kioskKeyTags ?? [],
    languages: query.data?.languages ?? [],
    loading: query.isPending && enabled,
  };
}

export type ResidentOptions = ReturnType<typeof useResidentOptions>;
