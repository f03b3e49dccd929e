import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { kioskKeys, kiosksApi, type KioskListParams } from '../api/kiosks.endpoints';

/**
 * GET kiosks/manager: one page of kiosks with the option lists of the kiosk dialog. The page
 * seeds each kiosk's detail cache, so its dashboard opens at once (react-admin's getList).
 */
export function useKioskList(params: KioskListParams) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: kioskKeys.list(params),
    meta: { readModels: ['kiosks', 'facilities', 'domains', 'organizations', 'residents'] },
    queryFn: () => kiosksApi.list(params),
    placeholderData: keepPreviousData,
  });
  const kiosks = query.data?.kiosks;
  useEffect(() => {
    for (const kiosk of kiosks ?? []) {
      if (kiosk.id < 0) continue;
      // Seeded as already stale: the dashboard shows it at once and still asks the server.
      queryClient.setQueryData(
        kioskKeys.one(kiosk.id),
        { errorSeverity: null, errorMessage: null, kiosk },
        { updatedAt: 0 },
      );
    }
  }, [kiosks, queryClient]);
  return query;
}
