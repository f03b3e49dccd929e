import { useQuery } from '@tanstack/react-query';
import { sessionApi, type ConsoleConfigResponse } from '../api/session.endpoints';
import { queryKeys } from '../../../api/query-keys';

/** The public settings of GET /api/config, fetched once. */
export function useAppConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: sessionApi.config,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 2,
    meta: { silent: true },
  });
}

/** The config, for components rendered below the ConfigGate (where it is always loaded). */
export function useLoadedConfig(): ConsoleConfigResponse {
  const { data } = useAppConfig();
  if (!data) throw new Error('useLoadedConfig is used outside the ConfigGate');
  return data;
}
