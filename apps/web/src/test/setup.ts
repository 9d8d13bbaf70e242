import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearCart } from '../lib/cart/cart-store.ts';

// The component tests share two cores with the API tests: give findBy…/waitFor 5 s, not 1 s.
// A limit for a busy machine, not a speed target.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The cart is a module-level store: start every test with an empty one.
  clearCart();
});
