import { type FuelPlanResponse, MAX_REHEARSALS, packagesFor } from '@shop/shared/fuel-plan/api';
import { servingsText } from '@shop/shared/fuel-plan/format';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { addToCart, getCartLines, setQuantity } from '../../../lib/cart/cart-store.ts';
import { paths } from '../../../lib/paths.ts';
import { plannerMessages as t } from '../messages.ts';

type Outcome = 'added' | 'capped' | 'loginRequired' | null;

/**
 * 'In winkelwagen': every product of the plan, in whole packages for the race (plus the same again
 * for each training the runner wants to rehearse it in), through the cart store like any 'add'.
 */
export function PlanToCart({ result }: { result: FuelPlanResponse }) {
  const { isLoggedIn } = useAuth();
  const [rehearsals, setRehearsals] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (result.shopping.length === 0) return null;

  const lines = result.shopping.map((line) => {
    const product = result.products.find((p) => p._id === line.productId)!;
    return {
      ...line,
      product,
      packages: packagesFor(line.servings, product.nutrition?.servingsPerPackage ?? null, rehearsals),
    };
  });

  const add = () => {
    if (!isLoggedIn) {
      setOutcome('loginRequired');
      return;
    }
    let capped = false;
    for (const { product, packages } of lines) {
      const before = getCartLines().find((line) => line._id === product._id)?.quantity ?? 0;
      if (before === 0) addToCart(product);
      setQuantity(product._id, before + packages);
      const after = getCartLines().find((line) => line._id === product._id)?.quantity ?? 0;
      if (after < before + packages) capped = true;
    }
    setOutcome(capped ? 'capped' : 'added');
  };

  return (
    <section aria-labelledby="planner-cart" className="space-y-3 print:hidden">
      <h2 id="planner-cart" className="text-2xl">
        {t.cartTitle}
      </h2>
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {lines.map((line) => (
          <li key={line.productId} className="flex flex-wrap justify-between gap-2 p-3">
            <Link to={paths.product(line.product.slug)} className="font-medium underline">
              {line.title}
            </Link>
            <span>
              {t.packages(line.packages)}{' '}
              <span className="text-sm text-stone-600">({t.servings(servingsText(line.servings))})</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t.rehearsals}
          value={String(rehearsals)}
          onChange={(event) => setRehearsals(Number(event.target.value))}
          options={Array.from({ length: MAX_REHEARSALS + 1 }, (_, count) => ({
            value: String(count),
            label: t.rehearsalsOption(count),
          }))}
        />
        <Button size="lg" onClick={add}>
          <ShoppingCart size={18} aria-hidden />
          {t.addToCart}
        </Button>
      </div>
      {outcome === 'loginRequired' && (
        <Alert>
          {t.loginToAdd}{' '}
          <Link to={paths.login()} className="font-semibold underline">
            {t.toLogin}
          </Link>
        </Alert>
      )}
      {(outcome === 'added' || outcome === 'capped') && (
        <Alert tone={outcome === 'added' ? 'success' : 'info'}>
          {outcome === 'added' ? t.added : t.addedCapped}{' '}
          <Link to={paths.cart()} className="font-semibold underline">
            {t.toCart}
          </Link>
        </Alert>
      )}
    </section>
  );
}
