import { useQuery } from '@tanstack/react-query';
import { fleetApi, fleetKeys } from '../../devices';

/**
 * The fleet's counts (GET fleet/summary): refetched whenever a device fact, a kiosk or a release
 * changes them, so the tiles follow the kiosks live.
 */
export function useFleetSummary() {
  return useQuery({
    queryKey: fleetKeys.summary,
    meta: { readModels: ['kiosk_device_status', 'kiosks', 'genie_releases', 'abby_update_zips'] },
    queryFn: ({ signal }) => fleetApi.summary(signal),
  });
}
