import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../auth.tsx';
import { loadCart, type RemovedLine, takeRemovedLines, useCartLoad } from './cart-store.ts';

interface FreshCart {
  /** False until the server cart has been read on this page (always true for a guest). */
  loaded: boolean;
  /** Why the server cart could not be read (decision 037): the page shows it, not an empty cart. */
  failure: unknown;
  /** Reads the server cart again ('Opnieuw proberen'). */
  retry(): Promise<void>;
  /** Lines taken out because their product is no longer available. */
  removed: readonly RemovedLine[];
}

/**
 * Reloads the logged-in user's server cart when a page opens, so titles and prices are the
 * current ones, and drops lines whose product was hidden meanwhile.
 */
export function useFreshCart(): FreshCart {
  const { isLoggedIn } = useAuth();
  const load = useCartLoad();
  const [read, setRead] = useState(!isLoggedIn);
  const [removed, setRemoved] = useState<readonly RemovedLine[]>([]);

  const reload = useCallback(async (isActive: () => boolean = () => true) => {
    await loadCart();
    if (!isActive()) return;
    const gone = takeRemovedLines();
    if (gone.length > 0) setRemoved((earlier) => [...earlier, ...gone]);
    setRead(true);
  }, []);

  useEffect(() => {
    if (!isLoggedIn) {
      setRead(true);
      return;
    }
    let active = true;
    void reload(() => active);
    return () => {
      active = false;
    };
  }, [isLoggedIn, reload]);

  return {
    loaded: read && (!isLoggedIn || load.loaded),
    failure: isLoggedIn && read ? load.failure : null,
    retry: () => reload(),
    removed,
  };
}
