import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/endpoints';
import { queryKeys } from '../../../api/query-keys';

/** POST /api/users/profile-edit: the user's own residents and kiosks, loaded on first open. */
export function useProfileEditData() {
  return useQuery({
    queryKey: queryKeys.profileEdit,
    queryFn: api.profileEdit,
    staleTime: Infinity,
    meta: { readModels: ['users'], errorContext: 'profile' },
  });
}
