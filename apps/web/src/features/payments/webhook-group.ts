import type { WebhookGroup } from '@shop/shared/order';

export const UNKNOWN_CUSTOMER = 'unknown';

type WebhookEvent = WebhookGroup['events'][number];

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function metadataName(event: WebhookEvent): string {
  const metadata = field(event.data, 'metadata');
  return [text(field(metadata, 'firstName')), text(field(metadata, 'lastName'))].filter(Boolean).join(' ');
}

/**
 * Spec 2: the name from the checkout.session.completed event's customer details, else the
 * metadata's first and last name, else 'unknown'.
 */
export function webhookCustomerName(group: Pick<WebhookGroup, 'events'>): string {
  const completed = group.events.find((event) => event.eventType === 'checkout.session.completed');
  const fromDetails = text(field(field(completed?.data, 'customer_details'), 'name'));
  if (fromDetails) return fromDetails;
  for (const event of group.events) {
    const name = metadataName(event);
    if (name) return name;
  }
  return UNKNOWN_CUSTOMER;
}

/** The user id from the events' metadata (the group's own when the server already found one). */
export function webhookUserId(group: Pick<WebhookGroup, 'events' | 'userId'>): string | null {
  if (group.userId) return group.userId;
  for (const event of group.events) {
    const userId = text(field(field(event.data, 'metadata'), 'userId'));
    if (userId) return userId;
  }
  return null;
}

/** The raw event data as indented JSON for a <pre>. */
export function formatWebhookData(data: unknown): string {
  return JSON.stringify(data, null, 2) ?? String(data);
}
