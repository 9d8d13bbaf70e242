import { LinkButton } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { paths } from '../../../lib/paths.ts';
import { homePageMessages as t } from '../messages.ts';

/** The closing call to action: to the shop, and for guests to registration. */
export function ClosingCta() {
  const { isLoggedIn } = useAuth();
  return (
    <section
      aria-labelledby="cta-heading"
      className="rounded-3xl bg-sand px-6 py-12 text-center ring-1 ring-amber-200 sm:px-12"
    >
      <h2 id="cta-heading" className="text-2xl sm:text-3xl">
        {t.ctaTitle}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-stone-800">{t.ctaText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LinkButton to={paths.shop()} size="lg">
          {t.ctaShop}
        </LinkButton>
        {!isLoggedIn && (
          <LinkButton to={paths.register()} variant="secondary" size="lg">
            {t.ctaRegister}
          </LinkButton>
        )}
      </div>
    </section>
  );
}
