import type { WebhookGroup } from '@shop/shared/order';
import { queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { hasWebhookFilter, type WebhookFilters } from '../webhook-list-params.ts';

/** GET /admin/webhooks with the non-empty filters. */
export const fetchWebhookGroups = (filters: WebhookFilters) =>
  api.get<WebhookGroup[]>(`/admin/webhooks${toQuery(filters)}`);

export const deleteWebhookEvent = (id: string) => api.delete(`/admin/webhooks/${encodeURIComponent(id)}`);

export const webhookKeys = {
  all: ['admin', 'webhooks'] as const,
  list: (filters: WebhookFilters) => [...webhookKeys.all, filters] as const,
};

export const webhookQueries = {
  /** Results load only when at least one filter is set (spec 2). */
  list: (filters: WebhookFilters) =>
    queryOptions({
      queryKey: webhookKeys.list(filters),
      queryFn: () => fetchWebhookGroups(filters),
      enabled: hasWebhookFilter(filters),
    }),
};
