import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listParam, listSchema } from './list-params.ts';
import { useListParams } from './use-list-params.ts';

const schema = listSchema({ title: listParam.text(), page: listParam.page(), limit: listParam.pageSize() });

function renderList(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListParams(schema), location: useLocation() }), { wrapper });
}

describe('useListParams', () => {
  it('reads the values from the URL', () => {
    const { result } = renderList('/lijst?title=gel&page=2&limit=10');
    expect(result.current.list.values).toEqual({ title: 'gel', page: 2, limit: 10 });
  });

  it('writes a search with page 1, pages, and resets every filter', () => {
    const { result } = renderList('/lijst?title=gel&page=3&limit=25');
    act(() => result.current.list.search({ title: ' zout ' }));
    expect(result.current.location.search).toBe('?title=zout&page=1&limit=25');
    expect(result.current.list.values).toEqual({ title: 'zout', page: 1, limit: 25 });

    act(() => result.current.list.goToPage(2));
    expect(result.current.location.search).toBe('?title=zout&page=2&limit=25');

    act(() => result.current.list.reset());
    expect(result.current.location.search).toBe('');
    expect(result.current.list.values).toEqual({ title: '', page: 1, limit: 50 });
  });

  it('keeps a repeated parameter as one query parameter per value', () => {
    const desk = listSchema({ tag: listParam.repeated(), page: listParam.page() });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/desk?tag=retour&page=2']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ list: useListParams(desk), location: useLocation() }), {
      wrapper,
    });
    expect(result.current.list.values).toEqual({ tag: ['retour'], page: 2 });
    act(() => result.current.list.search({ tag: ['retour', 'gel, zout'] }));
    expect(result.current.location.search).toBe('?tag=retour&tag=gel%2C+zout&page=1');
    expect(result.current.list.values.tag).toEqual(['retour', 'gel, zout']);
  });
});
