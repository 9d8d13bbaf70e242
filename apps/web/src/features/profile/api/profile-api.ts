import type { Address, AddressInput, ProfileUpdate } from '@shop/shared/user';
import { api } from '../../../lib/api-client.ts';

/**
 * The profile's changes; the profile itself is read through lib/profile (checkout reads it too).
 * Every address call answers the full list of addresses.
 */
export const updateProfile = (update: ProfileUpdate) => api.put<void>('/user/profile', update);

export const addAddress = (address: AddressInput) => api.post<Address[]>('/user/addresses', address);

export const updateAddress = ({ id, address }: { id: string; address: AddressInput }) =>
  api.put<Address[]>(`/user/addresses/${encodeURIComponent(id)}`, address);

export const deleteAddress = (id: string) =>
  api.delete<Address[]>(`/user/addresses/${encodeURIComponent(id)}`);
