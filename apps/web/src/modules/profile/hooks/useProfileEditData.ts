import { useQuery } from '@tanstack/react-query';
import { profileApi } from '../api/profile.endpoints';
import { queryKeys } from '../../../api/query-keys';

/** POST /api/users/profile-edit: the user's own residents and kiosks, loaded on first open. */
export function useProfileEditData() {
  return useQuery({
    queryKey: queryKeys.profileEdit,
    queryFn: profileApi.profileEdit,
    staleTime: Infinity,
    meta: { readModels: ['users'], errorContext: 'profile' },
  });
}
