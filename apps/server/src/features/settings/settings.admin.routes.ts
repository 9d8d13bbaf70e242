import { shopSettingsSchema } from '@shop/shared/shop-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingsService } from './settings.service.ts';

/** /api/admin/settings: the shop's details and the one-stop-shop switch. Admins only. */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get('/', { schema: { response: { 200: shopSettingsSchema } } }, async () => settings.get());

  app.put(
    '/',
    { schema: { body: shopSettingsSchema, response: { 200: shopSettingsSchema } } },
    async (request) => settings.update(request.body),
  );
};
