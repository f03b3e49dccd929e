import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { abbyUpdateKeys, abbyUpdatesApi } from '../api/abby-updates.endpoints';

/** All facilities: the filter's first option. */
export const ALL_FACILITIES = 0;

/** GET kiosks/unupdated-abbys, filtered by facility and searched as the user types. */
export function useUnupdatedAbbys() {
  const query = useQuery({
    queryKey: abbyUpdateKeys.unupdated,
    meta: { readModels: ['kiosks', 'abby_update_zips'] },
    queryFn: ({ signal }) => abbyUpdatesApi.unupdated(signal),
  });
  const [facilityId, setFacilityId] = useState<number>(ALL_FACILITIES);
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (query.data?.kiosks ?? [])
      .filter((k) => facilityId === ALL_FACILITIES || k.facilityId === facilityId)
      .filter(
        (k) =>
          needle === '' ||
          [k.name, k.description, k.facilityName, k.teamviewerId, k.serialNumber].some((v) =>
            (v ?? '').toLowerCase().includes(needle),
          ),
      );
  }, [query.data, facilityId, search]);
  return {
    rows,
    facilities: query.data?.facilities ?? [],
    firstLoad: query.isPending,
    facilityId,
    setFacilityId,
    search,
    setSearch,
  };
}
