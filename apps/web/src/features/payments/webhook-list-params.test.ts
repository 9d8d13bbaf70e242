import { describe, expect, it } from 'vitest';
import { readListParams, searchListParams } from '../../lib/list/list-params.ts';
import { hasWebhookFilter, webhookListSchema } from './webhook-list-params.ts';

const read = (query: string) => readListParams(webhookListSchema, new URLSearchParams(query));

describe('webhook filters in the URL', () => {
  it('count as set only when a value is left after trimming', () => {
    expect(hasWebhookFilter(read(''))).toBe(false);
    expect(hasWebhookFilter(read('userId=%20%20&other=1'))).toBe(false);
    for (const query of ['userId=u1', 'session=cs_1', 'from=2026-11-01', 'to=2026-11-30']) {
      expect(hasWebhookFilter(read(query))).toBe(true);
    }
  });

  it('write only the non-empty, trimmed filters, and no page (the groups have none)', () => {
    const next = { userId: ' u1 ', session: '', from: '2026-11-01', to: '  ' };
    expect(searchListParams(webhookListSchema, new URLSearchParams('session=cs_1'), next).toString()).toBe(
      'userId=u1&from=2026-11-01',
    );
  });
});
