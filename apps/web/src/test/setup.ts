import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearCart } from '../features/cart/cart-store.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The cart is a module-level store: start every test with an empty one.
  clearCart();
});
