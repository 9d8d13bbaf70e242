import type { Address, Profile, ProfileUpdate } from '@shop/shared/user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileKeys, profileQueries } from '../../../lib/profile/profile-api.ts';
import { addAddress, deleteAddress, updateAddress, updateProfile } from '../api/profile-api.ts';

export const useProfile = () => useQuery(profileQueries.mine());

/** PUT /user/profile; the cached profile takes the new values at once (the sport selects rely on it). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_nothing, update: ProfileUpdate) => {
      queryClient.setQueryData<Profile>(profileKeys.mine(), (profile) =>
        profile
          ? {
              ...profile,
              ...(update.firstName !== undefined ? { firstName: update.firstName } : {}),
              ...(update.lastName !== undefined ? { lastName: update.lastName } : {}),
              ...(update.phone !== undefined ? { phone: update.phone } : {}),
              sport: { ...profile.sport, ...update.sport },
            }
          : profile,
      );
    },
  });
}

/** Every address call answers the full list, which replaces the cached one. */
function useAddressMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<Address[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (addresses) =>
      queryClient.setQueryData<Profile>(profileKeys.mine(), (profile) =>
        profile ? { ...profile, addresses } : profile,
      ),
  });
}

export const useAddAddress = () => useAddressMutation(addAddress);
export const useUpdateAddress = () => useAddressMutation(updateAddress);
export const useDeleteAddress = () => useAddressMutation(deleteAddress);
