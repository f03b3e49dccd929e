import { useQuery } from '@tanstack/react-query';
import { adminApi, adminQueryKeys } from '../../../api/admin.endpoints';

/**
 * The fleet's counts (GET fleet/summary): refetched whenever a device fact, a kiosk or a release
 * changes them, so the tiles follow the kiosks live.
 */
export function useFleetSummary() {
  return useQuery({
    queryKey: adminQueryKeys.fleet,
    meta: { readModels: ['kiosk_device_status', 'kiosks', 'genie_releases', 'abby_update_zips'] },
    queryFn: ({ signal }) => adminApi.fleetSummary(signal),
  });
}
