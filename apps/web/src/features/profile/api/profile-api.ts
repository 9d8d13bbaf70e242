import type { Address, AddressInput, Profile, ProfileUpdate } from '@shop/shared/user';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const profileKey = ['user', 'profile'] as const;

export const profileQuery = queryOptions({
  queryKey: profileKey,
  queryFn: () => api.get<Profile>('/user/profile'),
});

export const useProfile = () => useQuery(profileQuery);

/** PUT /user/profile; the cached profile takes the new values at once (the sport selects rely on it). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.put<void>('/user/profile', update),
    onSuccess: (_nothing, update) => {
      queryClient.setQueryData<Profile>(profileKey, (profile) =>
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
      queryClient.setQueryData<Profile>(profileKey, (profile) =>
        profile ? { ...profile, addresses } : profile,
      ),
  });
}

export const useAddAddress = () =>
  useAddressMutation((address: AddressInput) => api.post<Address[]>('/user/addresses', address));

export const useUpdateAddress = () =>
  useAddressMutation(({ id, address }: { id: string; address: AddressInput }) =>
    api.put<Address[]>(`/user/addresses/${encodeURIComponent(id)}`, address),
  );

export const useDeleteAddress = () =>
  useAddressMutation((id: string) => api.delete<Address[]>(`/user/addresses/${encodeURIComponent(id)}`));
