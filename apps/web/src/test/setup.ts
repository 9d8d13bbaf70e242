import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadMarkdownRenderer } from '../components/ui/markdown.tsx';
import { clearCart } from '../lib/cart/cart-store.ts';

// Page views are sent as a page is left, often after a test has put its own fetch back: the
// beacon then goes nowhere (no server runs in these tests) instead of printing a refused connection.
const networkFetch = globalThis.fetch;
globalThis.fetch = (input, init) =>
  String(input instanceof Request ? input.url : input).includes('/analytics/track')
    ? Promise.resolve(new Response(null, { status: 204 }))
    : networkFetch(input, init);

// The component tests share two cores with the API tests: give findBy…/waitFor 5 s, not 1 s.
// A limit for a busy machine, not a speed target.
configure({ asyncUtilTimeout: 5_000 });

// The markdown renderer is its own chunk, loaded on demand; the tests read what it renders.
beforeAll(async () => {
  await loadMarkdownRenderer();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The cart is a module-level store: start every test with an empty one.
  clearCart();
});
