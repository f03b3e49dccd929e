import { useQuery } from '@tanstack/react-query';
import { useAuth } from 'react-oidc-context';
import { sessionApi } from '../api/session.endpoints';
import { isApiError } from '../../../api/api-error';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/users/me: the authoritative profile and role flags of the signed-in user. */
export function useCurrentUser() {
  const auth = useAuth();
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: sessionApi.me,
    enabled: auth.isAuthenticated,
    staleTime: 5 * 60_000,
    retry: (failures, error) =>
      failures < 1 && !(isApiError(error) && error.status > 0 && error.status < 500),
    meta: { readModels: ['users'], silent: true },
  });
}
