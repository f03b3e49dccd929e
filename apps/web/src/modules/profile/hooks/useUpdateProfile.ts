import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '@ambient/core';
import { profileApi } from '../api/profile.endpoints';
import { queryKeys } from '../../../api/query-keys';

/** PUT /api/users/{id}/profile/admin; the answer replaces the stored profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: profileApi.updateProfile,
    meta: { errorContext: 'profile' },
    onSuccess: (response) => {
      queryClient.setQueryData<ProfileResponse>(queryKeys.me, response);
    },
  });
}
