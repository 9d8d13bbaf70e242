import { describe, expect, it } from 'vitest';
import { pageWindow } from './api.ts';
import { loginInputSchema, registerInputSchema } from './auth.ts';
import { cleanList, stripMarkdown, truncate } from './text.ts';

describe('text helpers', () => {
  it('strips markdown symbols for previews', () => {
    expect(stripMarkdown('## Kop\n**Vet** en _schuin_ met [link](https://x.nl)\n- punt')).toBe(
      'Kop Vet en schuin met link punt',
    );
  });

  it('cuts at the length and adds dots only when longer', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('abc', 3)).toBe('abc');
  });

  it('trims list entries and drops empty ones', () => {
    expect(cleanList([' gel ', '', '  ', 'reep'])).toEqual(['gel', 'reep']);
  });
});

describe('pageWindow', () => {
  it('clamps the page to 1..totalPages', () => {
    expect(pageWindow(5, 12, 30)).toMatchObject({ page: 3, totalPages: 3, offset: 24 });
    expect(pageWindow(0, 12, 30)).toMatchObject({ page: 1, offset: 0 });
    expect(pageWindow(2, 12, 0)).toMatchObject({ page: 1, totalPages: 1 });
  });
});

describe('auth schemas', () => {
  it('gives the spec messages', () => {
    const login = loginInputSchema.safeParse({ email: 'x', password: '1' });
    expect(login.error?.issues.map((i) => i.message)).toEqual([
      'Ongeldig e-mailadres',
      'Wachtwoord moet minimaal 6 tekens zijn',
    ]);
    const register = registerInputSchema.safeParse({ email: 'a@b.nl', password: '1' });
    expect(register.error?.issues.map((i) => i.message)).toEqual(['Minimaal 6 tekens']);
  });

  it('normalises the e-mail', () => {
    expect(loginInputSchema.parse({ email: ' Loper@Example.NL ', password: 'geheim1' }).email).toBe(
      'loper@example.nl',
    );
  });
});
