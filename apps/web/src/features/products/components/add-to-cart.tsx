import { cartLimitMessages, maxLineQuantity, maxPerOrderOf } from '@shop/shared/cart-constants';
import type { Product } from '@shop/shared/product';
import { isSoldOut, productMessages } from '@shop/shared/product-constants';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, type AlertTone } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { addToCart } from '../../../lib/cart/cart-store.ts';
import { paths } from '../../../lib/paths.ts';
import { productPageMessages } from '../messages.ts';

type Outcome = 'added' | 'atLimit' | 'loginRequired' | null;

/**
 * 'In winkelwagen': guests get the login alert and nothing is added (spec 5), whatever the stock;
 * a logged-in user cannot add a sold-out product.
 */
export function AddToCart({ product }: { product: Product }) {
  const { isLoggedIn } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const soldOut = isSoldOut(product);
  const toCart = { to: paths.cart(), linkText: productPageMessages.toCart };
  const messages: Record<
    NonNullable<Outcome>,
    { tone: AlertTone; text: string; to: string; linkText: string }
  > = {
    loginRequired: {
      tone: 'error',
      text: productMessages.loginToAdd,
      to: paths.login(),
      linkText: productPageMessages.toLogin,
    },
    atLimit: { tone: 'info', text: productPageMessages.atLimit(maxLineQuantity(product)), ...toCart },
    added: { tone: 'success', text: productPageMessages.added, ...toCart },
  };
  const message = outcome && messages[outcome];

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
      {soldOut ? (
        <p className="text-sm font-semibold text-stone-700">{productMessages.soldOut}</p>
      ) : (
        <p className="text-sm text-stone-700">{cartLimitMessages.maxPerOrder(maxPerOrderOf(product))}</p>
      )}
      {message && (
        <Alert tone={message.tone}>
          {message.text}{' '}
          <Link to={message.to} className="font-semibold underline">
            {message.linkText}
          </Link>
        </Alert>
      )}
    </div>
  );
}
