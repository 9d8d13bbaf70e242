import { describe, expect, it } from 'vitest';
import {
  LEGAL_PAGE_BODY_MAX,
  LEGAL_PAGE_TITLE_MAX,
  legalPageInputSchema,
  legalPageMessages,
} from './legal-pages.ts';

const messagesOf = (input: unknown) =>
  legalPageInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('legalPageInputSchema', () => {
  it('trims the title and the text', () => {
    expect(legalPageInputSchema.parse({ title: ' Voorwaarden ', body: '\n## Kop\n\nTekst\n\n' })).toEqual({
      title: 'Voorwaarden',
      body: '## Kop\n\nTekst',
    });
  });

  it('needs both, within their limits, with the Dutch messages', () => {
    expect(messagesOf({ title: ' ', body: '' })).toEqual([
      ['title', legalPageMessages.titleRequired],
      ['body', legalPageMessages.bodyRequired],
    ]);
    expect(messagesOf({})).toEqual([
      ['title', legalPageMessages.titleRequired],
      ['body', legalPageMessages.bodyRequired],
    ]);
    expect(
      messagesOf({ title: 'x'.repeat(LEGAL_PAGE_TITLE_MAX), body: 'x'.repeat(LEGAL_PAGE_BODY_MAX) }),
    ).toBeUndefined();
    expect(
      messagesOf({ title: 'x'.repeat(LEGAL_PAGE_TITLE_MAX + 1), body: 'x'.repeat(LEGAL_PAGE_BODY_MAX + 1) }),
    ).toEqual([
      ['title', legalPageMessages.titleTooLong],
      ['body', legalPageMessages.bodyTooLong],
    ]);
  });
});
