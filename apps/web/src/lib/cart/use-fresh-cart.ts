import { useEffect, useState } from 'react';
import { useAuth } from '../auth.tsx';
import { loadCart, type RemovedLine, takeRemovedLines } from './cart-store.ts';

interface FreshCart {
  /** False until the server cart has been read (always true for a guest). */
  loaded: boolean;
  /** Lines taken out because their product is no longer available. */
  removed: readonly RemovedLine[];
}

/**
 * Reloads the logged-in user's server cart when a page opens, so titles and prices are the
 * current ones, and drops lines whose product was hidden meanwhile.
 */
export function useFreshCart(): FreshCart {
  const { isLoggedIn } = useAuth();
  const [loaded, setLoaded] = useState(!isLoggedIn);
  const [removed, setRemoved] = useState<readonly RemovedLine[]>([]);

  useEffect(() => {
    if (!isLoggedIn) {
      setLoaded(true);
      return;
    }
    let active = true;
    void loadCart().then(() => {
      if (!active) return;
      const gone = takeRemovedLines();
      if (gone.length > 0) setRemoved((earlier) => [...earlier, ...gone]);
      setLoaded(true);
    });
    return () => {
      active = false;
    };
  }, [isLoggedIn]);

  return { loaded, removed };
}
