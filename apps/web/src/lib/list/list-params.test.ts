import { describe, expect, it } from 'vitest';
import {
  listParam,
  listSchema,
  PAGE_SIZES,
  pageListParams,
  readListParams,
  resetListParams,
  searchListParams,
  writeListParams,
} from './list-params.ts';

/** A list like the admin ones: text filters, a choice, a page and a page size. */
const schema = listSchema({
  title: listParam.text(),
  status: listParam.oneOf(['', 'open', 'closed'], ''),
  tags: listParam.list(),
  page: listParam.page(),
  limit: listParam.pageSize(),
});
/** A list without pages (like the webhook groups). */
const unpaged = listSchema({ userId: listParam.text(), session: listParam.text() });

const params = (query: string) => new URLSearchParams(query);
const read = (query: string) => readListParams(schema, params(query));

describe('reading a list from the URL', () => {
  it('gives every value its default when the URL has none', () => {
    expect(read('')).toEqual({ title: '', status: '', tags: [], page: 1, limit: 50 });
  });

  it('trims text, splits lists on commas and reads whole numbers', () => {
    expect(read('title=%20gel%20&status=open&tags=a,%20b,,&page=3&limit=25')).toEqual({
      title: 'gel',
      status: 'open',
      tags: ['a', 'b'],
      page: 3,
      limit: 25,
    });
  });

  it('falls back on bad values instead of failing', () => {
    expect(read('status=kwijt&page=-1&limit=abc')).toMatchObject({ status: '', page: 1, limit: 50 });
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=0').page).toBe(1);
    // The first of a repeated key counts.
    expect(read('title=eerste&title=tweede').title).toBe('eerste');
  });

  it('takes only the page sizes 10, 25, 50 and 100, with 50 as the default', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50, 100]);
    for (const size of PAGE_SIZES) expect(read(`limit=${size}`).limit).toBe(size);
    for (const size of ['7', '30', '1000', '-10', '']) expect(read(`limit=${size}`).limit).toBe(50);
  });

  it('caps a free page size at its maximum', () => {
    const shop = listSchema({ limit: listParam.positiveInt(12, 100) });
    const limit = (query: string) => readListParams(shop, params(query)).limit;
    expect(limit('')).toBe(12);
    expect(limit('limit=6')).toBe(6);
    expect(limit('limit=500')).toBe(100);
    expect(limit('limit=nul')).toBe(12);
  });
});

describe('writing a list to the URL', () => {
  it('writes only non-empty trimmed values, in the schema order', () => {
    expect(
      writeListParams(schema, {
        limit: 25,
        page: 2,
        tags: ['a', 'b'],
        status: '',
        title: ' gel ',
      }).toString(),
    ).toBe('title=gel&tags=a%2Cb&page=2&limit=25');
    expect(writeListParams(schema, { title: '   ', tags: [] }).toString()).toBe('');
  });

  it('leaves out the defaults when asked, to keep URLs short', () => {
    const values = { title: 'gel', status: '', tags: [], page: 1, limit: 50 } as const;
    expect(writeListParams(schema, values, { omitDefaults: true }).toString()).toBe('title=gel');
    expect(writeListParams(schema, values).toString()).toBe('title=gel&page=1&limit=50');
  });
});

describe('a new search', () => {
  it('starts again at page 1 and keeps what it does not replace', () => {
    const next = searchListParams(schema, params('title=oud&limit=25&page=4'), { title: ' nieuw ' });
    expect(next.toString()).toBe('title=nieuw&page=1&limit=25');
  });

  it('clears a filter given as empty and drops what the list does not know', () => {
    const next = searchListParams(schema, params('title=oud&status=open&foo=bar&page=2'), {
      title: '',
      status: 'closed',
    });
    expect(next.toString()).toBe('status=closed&page=1');
  });

  it('drops a bad value it keeps, and adds no default the URL did not have', () => {
    expect(searchListParams(schema, params('status=kwijt&limit=7'), { title: 'gel' }).toString()).toBe(
      'title=gel&page=1&limit=50',
    );
    expect(searchListParams(schema, params(''), { title: 'gel' }).toString()).toBe('title=gel&page=1');
  });

  it('writes no page for a list without pages', () => {
    expect(searchListParams(unpaged, params('session=cs_1'), { userId: ' u1 ' }).toString()).toBe(
      'userId=u1&session=cs_1',
    );
  });

  it('leaves page 1 out of a short URL', () => {
    expect(
      searchListParams(
        schema,
        params('title=gel&page=3'),
        { status: 'open' },
        { omitDefaults: true },
      ).toString(),
    ).toBe('title=gel&status=open');
  });
});

describe('a page size set beside the form (keep)', () => {
  const keepLimit = { keep: ['limit'] } as const;

  it('is written with every search, even at its default', () => {
    expect(searchListParams(schema, params(''), { title: 'gel' }, keepLimit).toString()).toBe(
      'title=gel&page=1&limit=50',
    );
    expect(searchListParams(schema, params('limit=10&page=2'), { limit: '25' }, keepLimit).toString()).toBe(
      'page=1&limit=25',
    );
  });

  it('outlives a reset, which starts again at page 1', () => {
    expect(resetListParams(schema, params('title=gel&page=3&limit=10'), keepLimit).toString()).toBe(
      'page=1&limit=10',
    );
  });
});

describe('a reset', () => {
  it('clears every filter, the page and the page size', () => {
    expect(resetListParams(schema, params('title=gel&status=open&page=3&limit=10')).toString()).toBe('');
  });
});

describe('paging', () => {
  it('changes only the page', () => {
    expect(pageListParams(schema, params('title=gel&limit=10&page=1'), 2).toString()).toBe(
      'title=gel&page=2&limit=10',
    );
    expect(pageListParams(schema, params('title=gel'), 3).toString()).toBe('title=gel&page=3');
  });

  it('leaves page 1 out of a short URL', () => {
    expect(pageListParams(schema, params('title=gel&page=2'), 1, { omitDefaults: true }).toString()).toBe(
      'title=gel',
    );
  });
});

describe('a repeated parameter (listParam.repeated)', () => {
  /** Like the support desk: tags as `?tag=a&tag=b`, beside a text filter and pages. */
  const desk = listSchema({ subject: listParam.text(), tag: listParam.repeated(), page: listParam.page() });
  const readDesk = (query: string) => readListParams(desk, params(query));

  it('reads every value, trimmed, without empties or repeats; none is an empty list', () => {
    expect(readDesk('tag=%20retour%20&tag=&tag=gel&tag=retour&page=2')).toEqual({
      subject: '',
      tag: ['retour', 'gel'],
      page: 2,
    });
    expect(readDesk('').tag).toEqual([]);
    // A value may hold a comma: it is one value.
    expect(readDesk('tag=a,b').tag).toEqual(['a,b']);
  });

  it('writes one parameter per value in the schema order, and nothing for none', () => {
    expect(writeListParams(desk, { page: 1, tag: ['retour', ' ', 'gel'], subject: 'x' }).toString()).toBe(
      'subject=x&tag=retour&tag=gel&page=1',
    );
    expect(writeListParams(desk, { tag: [] }).toString()).toBe('');
    expect(writeListParams(desk, { tag: 'levering' }).toString()).toBe('tag=levering');
  });

  it('survives a search of the other filters, paging and a reset', () => {
    const current = params('tag=retour&tag=gel&page=3');
    expect(searchListParams(desk, current, { subject: 'pakket' }).toString()).toBe(
      'subject=pakket&tag=retour&tag=gel&page=1',
    );
    expect(searchListParams(desk, current, { tag: ['gel'] }).toString()).toBe('tag=gel&page=1');
    expect(pageListParams(desk, current, 4).toString()).toBe('tag=retour&tag=gel&page=4');
    expect(resetListParams(desk, current).toString()).toBe('');
  });

  it('leaves the comma-separated list as it was', () => {
    expect(read('tags=a,b&tags=c').tags).toEqual(['a', 'b']);
    expect(writeListParams(schema, { tags: ['a', 'b'] }).toString()).toBe('tags=a%2Cb');
  });
});
