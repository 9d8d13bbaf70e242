import { type CheckoutAddress, orderMessages } from '@shop/shared/order';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { cartSaved, useCartLines } from '../../cart/cart-store.ts';
import { RemovedLinesNotice } from '../../cart/components/removed-lines-notice.tsx';
import { useFreshCart } from '../../cart/use-fresh-cart.ts';
import { createCheckoutSession, useSavedAddresses } from '../api/checkout-api.ts';
import { CheckoutAddressForm } from '../components/checkout-address-form.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { checkoutMessages as t } from '../messages.ts';

/** The spec's failure text; for a 409 (empty cart, out of stock) the server's reason as well. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 409
    ? `${orderMessages.checkoutFailed} ${error.message}`
    : orderMessages.checkoutFailed;
}

function CheckoutContent({ email }: { email: string }) {
  const lines = useCartLines();
  const { loaded, removed } = useFreshCart();
  const saved = useSavedAddresses();
  const [redirecting, setRedirecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (address: CheckoutAddress) => {
    setFailure(null);
    try {
      await cartSaved();
      const { url } = await createCheckoutSession(address);
      setRedirecting(true);
      window.location.assign(url);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  if (!loaded && lines.length === 0) return <LoadingText text={t.loading} />;

  return (
    <>
      <RemovedLinesNotice removed={removed} />
      {lines.length === 0 ? (
        <div className="space-y-4">
          <p>{orderMessages.emptyCart}</p>
          <Link to={paths.shop()} className={buttonClass('primary')}>
            {t.toShop}
          </Link>
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <section
            aria-labelledby="address-heading"
            className="rounded-xl border border-stone-200 bg-white p-5"
          >
            <h2 id="address-heading" className="mb-4 text-xl">
              {t.address}
            </h2>
            {saved.isError && (
              <Alert tone="info" className="mb-4">
                {t.savedAddressesFailed}
              </Alert>
            )}
            <CheckoutAddressForm
              savedAddresses={saved.data ?? []}
              defaultEmail={email}
              busy={redirecting}
              failure={failure}
              onSubmit={submit}
            />
          </section>
          <div className="space-y-3 lg:sticky lg:top-24">
            <OrderSummary lines={lines} />
            <Link to={paths.cart()} className="text-sm font-semibold text-accent-700 underline">
              {t.toCart}
            </Link>
          </div>
        </div>
      )}
    </>
  );
}

export default function CheckoutPage() {
  const { token, userEmail } = useAuth();
  return (
    <section>
      <PageHeading>{pageTitles.checkout}</PageHeading>
      {token ? (
        <CheckoutContent email={userEmail ?? ''} />
      ) : (
        <div className="space-y-4">
          <Alert>{orderMessages.loginRequired}</Alert>
          <Link to={paths.login()} className={buttonClass('primary')}>
            {t.toLogin}
          </Link>
        </div>
      )}
    </section>
  );
}
