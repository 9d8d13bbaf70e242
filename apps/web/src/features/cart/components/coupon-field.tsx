import type { CartCoupon } from '@shop/shared/coupon';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { LoadFailure } from '../../../components/ui/loading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCartCoupon } from '../../../lib/cart/cart-coupon-api.ts';
import type { CartLine } from '../../../lib/cart/cart-store.ts';
import { formatEuro } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useApplyCoupon, useRemoveCoupon } from '../hooks/use-cart-coupon-actions.ts';
import { cartPageMessages as t } from '../messages.ts';

/** What the server says about a code it refused: the reason it gives, or that it failed. */
function refusalOf(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return t.couponFailed;
  return error.details?.code?.[0] ?? error.message;
}

/** The code the cart holds: what it takes off and the total after it, or why it does not apply. */
function AppliedCoupon({ coupon, goods }: { coupon: CartCoupon; goods: number }) {
  const remove = useRemoveCoupon();
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold">{t.couponApplied(coupon.code)}</p>
        <Button
          variant="secondary"
          aria-label={t.removeCouponLabel(coupon.code)}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {t.removeCoupon}
        </Button>
      </div>
      {coupon.problem !== null ? (
        <p className="text-sm font-medium text-red-700">{coupon.problem}</p>
      ) : (
        <dl className="space-y-1 text-sm">
          {coupon.discount > 0 && (
            <>
              <div className="flex justify-between gap-4">
                <dt>{t.discount(coupon.code)}</dt>
                <dd className="tabular-nums" data-testid="cart-discount">
                  {formatEuro(-coupon.discount)}
                </dd>
              </div>
              <div className="flex justify-between gap-4 text-base font-bold">
                <dt>{t.totalAfterDiscount}</dt>
                <dd className="tabular-nums" data-testid="cart-total-after-discount">
                  {formatEuro(Math.round((goods - coupon.discount) * 100) / 100)}
                </dd>
              </div>
            </>
          )}
          {coupon.freeShipping && <p className="font-semibold text-emerald-800">{t.couponFreeShipping}</p>}
        </dl>
      )}
    </div>
  );
}

/** The field a code is typed into; the server's refusal shows under it. */
function CouponForm() {
  const apply = useApplyCoupon();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The server reads the code in any case and refuses what it does not know; only an empty
    // field is asked again here (the shared schema would bring zod into the cart's chunk).
    const typed = code.trim();
    if (typed === '') {
      setError(t.enterCoupon);
      return;
    }
    setError(null);
    apply.mutate(typed.toUpperCase(), {
      onSuccess: () => setCode(''),
      onError: (failure) => setError(refusalOf(failure)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
      <TextField
        label={t.coupon}
        name="coupon"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={100}
        error={error ?? undefined}
        className="min-w-0 flex-1"
      />
      <Button type="submit" className="sm:mt-6" disabled={apply.isPending}>
        {apply.isPending ? t.applyingCoupon : t.applyCoupon}
      </Button>
    </form>
  );
}

/**
 * Under the cart: one coupon code, kept with the cart on the server (decision 055). A guest is
 * asked to log in first; the server decides what a code takes off and whether it applies.
 */
export function CouponField({
  lines,
  goods,
  isLoggedIn,
  cartLoaded,
}: {
  lines: readonly CartLine[];
  /** The cart's total in euros, before the code. */
  goods: number;
  isLoggedIn: boolean;
  cartLoaded: boolean;
}) {
  const coupon = useCartCoupon(lines, isLoggedIn && cartLoaded);
  return (
    <section className="mt-4 rounded-xl border border-stone-200 bg-white px-4 py-3">
      <div aria-live="polite">
        {!isLoggedIn ? (
          <p className="text-sm text-stone-700">
            <Link to={paths.login()} className="font-semibold text-accent-700 underline">
              {t.couponForLoggedIn}
            </Link>
          </p>
        ) : coupon.isError ? (
          <LoadFailure error={coupon.error} fallback={t.couponLoadFailed} onRetry={coupon.refetch} />
        ) : coupon.data ? (
          <AppliedCoupon coupon={coupon.data} goods={goods} />
        ) : (
          coupon.isSuccess && <CouponForm />
        )}
      </div>
    </section>
  );
}
