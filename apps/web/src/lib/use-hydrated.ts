import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while the page is rendered on the server and while the browser hydrates that HTML; true
 * from the render after (and at once in a page the browser renders itself). Until then no handler
 * of the page is attached: what would act on its own without one (a form's submit) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
