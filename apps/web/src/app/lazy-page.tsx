import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyOnce } from '../lib/lazy-once.ts';
import type { PageMetaFor } from '../lib/page-meta.ts';
import type { Prefetch } from '../lib/prefetch.ts';

/** A page: its component, and for a public one its data (`prefetch`) and its head (`meta`). */
export type PageModule = { default: ComponentType; prefetch?: Prefetch; meta?: PageMetaFor };

/** What a route's `handle` carries: its page, for the server and for hydration. */
export interface RouteHandle {
  /** A public page the server renders with its data; the rest (accounts, admin) renders in the browser. */
  serverRendered?: boolean;
  /** The page module: loads a lazy page's chunk (once), or hands over a page of the app's chunk. */
  page?: () => Promise<PageModule>;
}

/**
 * The route of a page of `modules` (an import.meta.glob of page files, by path), the page in its
 * own chunk, loaded when its route is visited: admin screens (and other heavy pages)
 * never reach a shopper's browser until opened. The server, and the browser before it hydrates,
 * load the chunk first (`handle.page`), so the page renders at once; a click elsewhere shows the
 * layout's loading text while the chunk comes.
 */
export function lazyPageOf(modules: Record<string, () => Promise<PageModule>>) {
  return (file: string, { serverRendered = false } = {}): Pick<RouteObject, 'element' | 'handle'> => {
    const importer = modules[file];
    if (!importer) throw new Error(`No page module ${file}`);
    const { Component, load } = lazyOnce(importer);
    const handle: RouteHandle = { serverRendered, page: load };
    return { element: <Component />, handle };
  };
}
