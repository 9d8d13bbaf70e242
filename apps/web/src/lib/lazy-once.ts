import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: any props, as React's own lazy() takes them.
type Module = { default: ComponentType<any> };

/**
 * A component in a chunk of its own, loaded once. After `load()` has finished, React gets the
 * module as a thenable that is already fulfilled, so it renders at once instead of suspending:
 * the server (which loads what a page needs before rendering) never streams a fallback, and the
 * browser hydrates a page whose chunk it loaded first without rendering it twice.
 */
export function lazyOnce<M extends Module>(
  importer: () => Promise<M>,
): { Component: LazyExoticComponent<M['default']>; load: () => Promise<M> } {
  let loaded: M | undefined;
  const load = async () => {
    loaded ??= await importer();
    return loaded;
  };
  const Component = lazy<M['default']>(() => (loaded ? (fulfilled(loaded) as Promise<M>) : load()));
  return { Component, load };
}

/** A thenable that calls back at once: React reads it as resolved without waiting a tick. */
function fulfilled<T>(value: T): PromiseLike<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is what React's lazy reads.
  return { then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(value) : value) as never };
}
