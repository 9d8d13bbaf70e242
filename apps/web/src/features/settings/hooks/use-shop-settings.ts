import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { saveShopSettings, settingsKeys, settingsQueries } from '../api/settings-api.ts';

export const useShopSettings = () => useQuery(settingsQueries.current());
export const useSaveShopSettings = () => useInvalidatingMutation(settingsKeys.all, saveShopSettings);
