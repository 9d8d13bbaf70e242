import { type ListValues, listParam, listSchema } from '../../lib/list/list-params.ts';

/** The webhook screen's filters in the query string (spec 2); the groups have no pages. */
export const webhookListSchema = listSchema({
  userId: listParam.text(),
  session: listParam.text(),
  from: listParam.text(),
  to: listParam.text(),
});

export type WebhookFilters = ListValues<typeof webhookListSchema>;

/** Results load only when at least one filter is set (spec 2). */
export function hasWebhookFilter(filters: WebhookFilters): boolean {
  return Object.values(filters).some((value) => value !== '');
}
