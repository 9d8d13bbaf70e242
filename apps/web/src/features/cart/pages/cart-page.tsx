import { cartMessages } from '@shop/shared/cart';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { useCartLines } from '../cart-store.ts';
import { CartTable } from '../components/cart-table.tsx';
import { RemovedLinesNotice } from '../components/removed-lines-notice.tsx';
import { cartPageMessages as t } from '../messages.ts';
import { useFreshCart } from '../use-fresh-cart.ts';

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
      <Link to={paths.shop()} className={buttonClass('primary')}>
        {t.toShop}
      </Link>
    </div>
  );
}

export default function CartPage() {
  const { isLoggedIn } = useAuth();
  const lines = useCartLines();
  const { loaded, removed } = useFreshCart();

  return (
    <section>
      <PageHeading>{pageTitles.cart}</PageHeading>
      <RemovedLinesNotice removed={removed} />
      {!loaded && lines.length === 0 ? (
        <LoadingText text={t.loading} />
      ) : lines.length === 0 ? (
        <EmptyCart isLoggedIn={isLoggedIn} />
      ) : (
        <>
          <CartTable lines={lines} />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to={paths.shop()} className={buttonClass('secondary')}>
              {t.continueShopping}
            </Link>
            <Link to={paths.checkout()} className={buttonClass('primary', '', 'lg')}>
              {t.checkout}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
