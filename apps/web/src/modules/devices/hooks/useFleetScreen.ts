import { useCallback, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { fleetApi, fleetKeys, type FleetListParams } from '../api/fleet.endpoints';
import { useListParams } from '../../../ui/resource';
import { fleetFiltersOf, fleetSearchOf, type FleetFilters } from '../utils/fleet-filters.util';

/**
 * The Fleet screen's data (decision 0037): one page of kiosks from the server, sorted by serial
 * at first; its filters live in the address, so the admin dashboard's counts lead to them and a
 * reload keeps them. Refetched whenever a device fact, a kiosk, a facility or a release changes
 * what it shows, so the rows follow the kiosks live.
 */
export function useFleetScreen() {
  const [address, setAddress] = useSearchParams();
  const filters = useMemo(() => fleetFiltersOf(address), [address]);
  const list = useListParams([{ field: 'serialNumber', sort: 'asc' }]);
  const params = useMemo<FleetListParams>(() => ({ ...list.params, ...filters }), [list.params, filters]);
  const query = useQuery({
    queryKey: fleetKeys.kiosks(params),
    meta: {
      readModels: ['kiosk_device_status', 'kiosks', 'facilities', 'genie_releases', 'abby_update_zips'],
    },
    queryFn: ({ signal }) => fleetApi.kiosks(params, signal),
    placeholderData: keepPreviousData,
  });

  const { firstPage } = list;
  const setFilters = useCallback(
    (change: Partial<FleetFilters>) => {
      setAddress(fleetSearchOf({ ...filters, ...change }), { replace: true });
      firstPage();
    },
    [filters, setAddress, firstPage],
  );

  return {
    list,
    filters,
    setFilters,
    rows: query.data?.kiosks ?? [],
    rowCount: query.data?.total ?? 0,
    loading: query.isFetching,
    firstLoad: query.isPending,
  };
}
