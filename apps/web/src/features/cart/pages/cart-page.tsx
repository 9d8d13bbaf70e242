import { cartMessages } from '@shop/shared/cart';
import { Link } from 'react-router';
import { RemovedLinesNotice } from '../../../components/cart/removed-lines-notice.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useCartCoupon } from '../../../lib/cart/cart-coupon-api.ts';
import { cartTotal, useCartLines } from '../../../lib/cart/cart-store.ts';
import { useFreshCart } from '../../../lib/cart/use-fresh-cart.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { CartTable } from '../components/cart-table.tsx';
import { CouponField } from '../components/coupon-field.tsx';
import { ShippingSummary } from '../components/shipping-summary.tsx';
import { cartPageMessages as t } from '../messages.ts';

function EmptyCart({ isLoggedIn }: { isLoggedIn: boolean }) {
  return (
    <div className="space-y-4 rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
      <p className="text-lg">{cartMessages.empty}</p>
      {!isLoggedIn && (
        <p className="text-stone-700">
          {t.loginHint}{' '}
          <Link to={paths.login()} className="font-semibold text-accent-700 underline">
            {t.toLogin}
          </Link>
        </p>
      )}
      <LinkButton to={paths.shop()}>{t.toShop}</LinkButton>
    </div>
  );
}

export default function CartPage() {
  const { isLoggedIn } = useAuth();
  const lines = useCartLines();
  const { loaded, failure, retry, removed } = useFreshCart();
  const coupon = useCartCoupon(lines, isLoggedIn && loaded);

  return (
    <section>
      <PageHeading>{pageTitles.cart}</PageHeading>
      <RemovedLinesNotice removed={removed} />
      {failure !== null && (
        <div className="mb-4 space-y-2">
          <LoadFailure error={failure} fallback={t.loadFailed} onRetry={retry} />
          {!loaded && lines.length > 0 && <p className="text-sm text-stone-700">{t.keptHere}</p>}
        </div>
      )}
      {!loaded && lines.length === 0 ? (
        failure === null && <LoadingText text={t.loading} />
      ) : lines.length === 0 ? (
        <EmptyCart isLoggedIn={isLoggedIn} />
      ) : (
        <>
          <CartTable lines={lines} />
          <CouponField lines={lines} goods={cartTotal(lines)} isLoggedIn={isLoggedIn} cartLoaded={loaded} />
          <ShippingSummary lines={lines} freeShipping={coupon.data?.freeShipping === true} />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <LinkButton to={paths.shop()} variant="secondary">
              {t.continueShopping}
            </LinkButton>
            {(loaded || failure === null) && (
              <LinkButton to={paths.checkout()} size="lg">
                {t.checkout}
              </LinkButton>
            )}
          </div>
        </>
      )}
    </section>
  );
}
