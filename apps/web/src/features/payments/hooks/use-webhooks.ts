import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { deleteWebhookEvent, webhookKeys, webhookQueries } from '../api/webhooks-api.ts';
import type { WebhookFilters } from '../webhook-list-params.ts';

export const useWebhookGroups = (filters: WebhookFilters) => useQuery(webhookQueries.list(filters));

export const useDeleteWebhookEvent = () =>
  useInvalidatingMutation(webhookKeys.all, (id: string) => deleteWebhookEvent(id));
