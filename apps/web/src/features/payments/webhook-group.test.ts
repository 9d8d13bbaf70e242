import type { WebhookGroup } from '@shop/shared/order';
import { describe, expect, it } from 'vitest';
import { formatPreciseTimestamp } from '../../lib/admin-format.ts';
import { formatWebhookData, webhookCustomerName, webhookUserId } from './webhook-group.ts';

type Event = WebhookGroup['events'][number];

const event = (eventType: string, data: unknown, id = eventType): Event => ({
  _id: id,
  eventType,
  stripeEventId: `evt_${id}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  data,
});
const metadata = { firstName: 'Eva', lastName: 'de Boer', userId: 'user-7' };

describe('webhookCustomerName', () => {
  it("takes the completed event's customer name first", () => {
    expect(
      webhookCustomerName({
        events: [
          event('checkout.session.expired', { metadata }),
          event('checkout.session.completed', { customer_details: { name: 'E. de Boer' }, metadata }),
        ],
      }),
    ).toBe('E. de Boer');
  });

  it('falls back to the metadata first and last name', () => {
    expect(
      webhookCustomerName({
        events: [event('checkout.session.completed', { customer_details: { name: null }, metadata })],
      }),
    ).toBe('Eva de Boer');
    expect(
      webhookCustomerName({
        events: [
          event('payment_intent.created', {}),
          event('checkout.session.expired', { metadata: { firstName: 'Jan' } }),
        ],
      }),
    ).toBe('Jan');
  });

  it('ignores customer details on events that are not checkout.session.completed', () => {
    expect(
      webhookCustomerName({
        events: [event('checkout.session.expired', { customer_details: { name: 'Niet deze' } })],
      }),
    ).toBe('unknown');
  });

  it("says 'unknown' when nothing names the customer, whatever the data looks like", () => {
    for (const data of [null, 'tekst', 42, {}, { metadata: null }, { metadata: { firstName: '  ' } }]) {
      expect(webhookCustomerName({ events: [event('checkout.session.completed', data)] })).toBe('unknown');
    }
    expect(webhookCustomerName({ events: [] })).toBe('unknown');
  });
});

describe('webhookUserId', () => {
  it("uses the group's user id, else the first one in the events' metadata", () => {
    expect(webhookUserId({ userId: 'user-1', events: [event('x', { metadata })] })).toBe('user-1');
    expect(webhookUserId({ userId: null, events: [event('x', {}), event('y', { metadata })] })).toBe(
      'user-7',
    );
    expect(webhookUserId({ userId: null, events: [event('x', {})] })).toBeNull();
  });
});

describe('display', () => {
  it('shows raw data as indented JSON', () => {
    expect(formatWebhookData({ a: 1, b: { c: 'x' } })).toBe('{\n  "a": 1,\n  "b": {\n    "c": "x"\n  }\n}');
    expect(formatWebhookData(undefined)).toBe('undefined');
  });

  it('formats timestamps as dd-mm-yyyy hh:mm:ss.mmm on the shop’s clock (Amsterdam, UTC+1 in winter)', () => {
    expect(formatPreciseTimestamp('2026-01-05T06:08:09.045Z')).toBe('05-01-2026 07:08:09.045');
  });
});
