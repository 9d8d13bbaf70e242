import { toCents } from '@shop/shared/money';
import { type CheckoutAddress, orderMessages } from '@shop/shared/order';
import { useState } from 'react';
import { Link } from 'react-router';
import { RemovedLinesNotice } from '../../../components/cart/removed-lines-notice.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useCartCoupon } from '../../../lib/cart/cart-coupon-api.ts';
import { cartSaved, cartTotal, useCartLines } from '../../../lib/cart/cart-store.ts';
import { useFreshCart } from '../../../lib/cart/use-fresh-cart.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { createCheckoutSession } from '../api/checkout-api.ts';
import { CheckoutAddressForm } from '../components/checkout-address-form.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { ShippingChoiceField } from '../components/shipping-choice.tsx';
import { useSavedAddresses } from '../hooks/use-saved-addresses.ts';
import { useShippingChoice } from '../hooks/use-shipping-choice.ts';
import { checkoutMessages as t } from '../messages.ts';

/**
 * The spec's failure text, with the server's reason where it gives the buyer one: 409 (empty cart,
 * out of stock), 400 without field details (above a product's maximum per order) and 429 (too
 * many open checkouts from this address).
 */
function failureMessage(error: unknown): string {
  const withReason =
    error instanceof ApiError &&
    (error.status === 409 || error.status === 429 || (error.status === 400 && !error.details));
  return withReason ? `${orderMessages.checkoutFailed} ${error.message}` : orderMessages.checkoutFailed;
}

function CheckoutContent({ email }: { email: string }) {
  const lines = useCartLines();
  const { loaded, failure: loadFailure, retry, removed } = useFreshCart();
  const saved = useSavedAddresses();
  const [redirecting, setRedirecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const shipping = useShippingChoice(country, toCents(cartTotal(lines)));
  const coupon = useCartCoupon(lines, loaded);

  const submit = async (address: CheckoutAddress) => {
    setFailure(null);
    try {
      const chosen = await shipping.resolve();
      if (!chosen) {
        setFailure(t.chooseShipping);
        return;
      }
      await cartSaved();
      const { url } = await createCheckoutSession({ ...address, shippingMethodId: chosen.method._id });
      setRedirecting(true);
      window.location.assign(url);
    } catch (error) {
      // The chosen method or the cart's code may have changed meanwhile: show them as they are now.
      if (error instanceof ApiError && error.status === 409) {
        shipping.reload();
        void coupon.refetch();
      }
      setFailure(failureMessage(error));
    }
  };

  // The order is made from the server's cart: without it read, there is nothing to pay for yet.
  if (!loaded && loadFailure !== null) {
    return (
      <div className="space-y-4">
        <LoadFailure error={loadFailure} fallback={t.cartLoadFailed} onRetry={retry} />
        <Link to={paths.cart()} className="text-sm font-semibold text-accent-700 underline">
          {t.toCart}
        </Link>
      </div>
    );
  }
  if (!loaded && lines.length === 0) return <LoadingText text={t.loading} />;

  return (
    <>
      <RemovedLinesNotice removed={removed} />
      {lines.length === 0 ? (
        <div className="space-y-4">
          <p>{orderMessages.emptyCart}</p>
          <LinkButton to={paths.shop()}>{t.toShop}</LinkButton>
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <Panel title={t.address}>
            {saved.isError && (
              <LoadFailure
                error={saved.error}
                fallback={t.savedAddressesFailed}
                onRetry={saved.refetch}
                className="mb-4"
              />
            )}
            <CheckoutAddressForm
              savedAddresses={saved.data ?? []}
              defaultEmail={email}
              busy={redirecting}
              failure={failure}
              onSubmit={submit}
              onCountryChange={setCountry}
            >
              <ShippingChoiceField choice={shipping} />
            </CheckoutAddressForm>
          </Panel>
          <div className="space-y-3 lg:sticky lg:top-24">
            <OrderSummary lines={lines} shipping={shipping.selected} coupon={coupon.data ?? null} />
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
          <LinkButton to={paths.login()}>{t.toLogin}</LinkButton>
        </div>
      )}
    </section>
  );
}
