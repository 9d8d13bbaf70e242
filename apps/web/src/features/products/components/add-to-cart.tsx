import type { Product } from '@shop/shared/product';
import { productMessages } from '@shop/shared/product';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { paths } from '../../../lib/paths.ts';
import { addToCart, maxLineQuantity } from '../../cart/cart-store.ts';
import { productPageMessages } from '../messages.ts';

type Outcome = 'added' | 'atLimit' | 'loginRequired' | null;

/**
 * 'In winkelwagen': guests get the login alert and nothing is added (spec 5), whatever the stock;
 * a logged-in user cannot add a sold-out product.
 */
export function AddToCart({ product }: { product: Product }) {
  const { isLoggedIn } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const soldOut = product.stock <= 0;

  const add = () => {
    if (!isLoggedIn) {
      setOutcome('loginRequired');
      return;
    }
    setOutcome(addToCart(product) ? 'added' : 'atLimit');
  };

  return (
    <div className="space-y-3">
      <Button size="lg" onClick={add} disabled={soldOut && isLoggedIn} className="w-full sm:w-auto">
        <ShoppingCart size={18} aria-hidden />
        {productPageMessages.addToCart}
      </Button>
      {soldOut && <p className="text-sm font-semibold text-stone-700">{productPageMessages.outOfStock}</p>}
      {outcome === 'loginRequired' && (
        <Alert>
          {productMessages.loginToAdd}{' '}
          <Link to={paths.login()} className="font-semibold underline">
            {productPageMessages.toLogin}
          </Link>
        </Alert>
      )}
      {outcome === 'atLimit' && (
        <Alert tone="info">
          {productPageMessages.atLimit(maxLineQuantity(product))}{' '}
          <Link to={paths.cart()} className="font-semibold underline">
            {productPageMessages.toCart}
          </Link>
        </Alert>
      )}
      {outcome === 'added' && (
        <Alert tone="success">
          {productPageMessages.added}{' '}
          <Link to={paths.cart()} className="font-semibold underline">
            {productPageMessages.toCart}
          </Link>
        </Alert>
      )}
    </div>
  );
}
