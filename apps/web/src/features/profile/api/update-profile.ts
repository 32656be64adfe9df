import { profileSchema, type Profile, type UpdateProfileRequest } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { profileQueryOptions } from './get-profile';

/** PUT /user/profile {gmName, favouriteTeam, prefersTo}: the owner's own profile. */
export function updateProfile(request: UpdateProfileRequest): Promise<Profile> {
  return apiRequest('/user/profile', { method: 'PUT', body: request, schema: profileSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
