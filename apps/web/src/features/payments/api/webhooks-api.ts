import type { WebhookGroup } from '@shop/shared/order';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { hasWebhookFilter, type WebhookFilters, webhookFilterSearch } from '../webhook-group.ts';

export const webhookGroupsKey = ['admin', 'webhooks'] as const;

export const fetchWebhookGroups = (filters: WebhookFilters) =>
  api.get<WebhookGroup[]>(`/admin/webhooks${toQuery(webhookFilterSearch(filters))}`);

export const webhookGroupsQuery = (filters: WebhookFilters) =>
  queryOptions({
    queryKey: [...webhookGroupsKey, webhookFilterSearch(filters)],
    queryFn: () => fetchWebhookGroups(filters),
    enabled: hasWebhookFilter(filters),
  });

export const useWebhookGroups = (filters: WebhookFilters) => useQuery(webhookGroupsQuery(filters));

export function useDeleteWebhookEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/webhooks/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookGroupsKey }),
  });
}
