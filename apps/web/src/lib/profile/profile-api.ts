import type { Profile } from '@shop/shared/user';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/**
 * The logged-in user's profile (GET /user/profile): one query, read by the profile page and by
 * checkout's saved-address picker, so a change on one shows on the other.
 */
export const fetchProfile = () => api.get<Profile>('/user/profile');

export const profileKeys = {
  mine: () => ['user', 'profile'] as const,
};

export const profileQueries = {
  mine: () => queryOptions({ queryKey: profileKeys.mine(), queryFn: fetchProfile }),
};
