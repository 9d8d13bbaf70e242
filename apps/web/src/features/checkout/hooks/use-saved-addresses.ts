import { useQuery } from '@tanstack/react-query';
import { profileQueries } from '../../../lib/profile/profile-api.ts';

/** The logged-in user's saved addresses, for the checkout picker (read from the one profile query). */
export const useSavedAddresses = () =>
  useQuery({ ...profileQueries.mine(), select: (profile) => profile.addresses });
