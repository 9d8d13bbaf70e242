import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuthProvider } from '../lib/auth.tsx';
import { clearCart } from '../lib/cart/cart-store.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** Server state (TanStack Query) and the session; logging out also empties the cart. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider onLogout={clearCart}>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
