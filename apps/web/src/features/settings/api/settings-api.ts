import type { ShopSettings } from '@shop/shared/shop-settings';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const fetchShopSettings = () => api.get<ShopSettings>('/admin/settings');
export const saveShopSettings = (settings: ShopSettings) =>
  api.put<ShopSettings>('/admin/settings', settings);

export const settingsKeys = { all: ['settings'] as const };

export const settingsQueries = {
  current: () => queryOptions({ queryKey: settingsKeys.all, queryFn: fetchShopSettings }),
};
