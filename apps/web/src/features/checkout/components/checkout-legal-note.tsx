import type { LegalPageSlug } from '@shop/shared/legal-page-constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { checkoutMessages } from '../messages.ts';

const t = checkoutMessages.legalNote;

/** A link to a legal page in a tab of its own, so the filled-in form stays as it is. */
function LegalLink({ slug, children }: { slug: LegalPageSlug; children: ReactNode }) {
  return (
    <Link
      to={paths.legalPage(slug)}
      target="_blank"
      rel="noopener"
      className="font-semibold text-accent-700 underline"
    >
      {children}
      <span className="sr-only"> {t.newTab}</span>
    </Link>
  );
}

/**
 * The line beside the pay button (decision 051): ordering accepts the terms, the privacy statement
 * is there to read, and the withdrawal right lasts 14 days; each with its page.
 */
export function CheckoutLegalNote() {
  return (
    <p className="text-center text-sm text-stone-700">
      {t.beforeTerms}
      <LegalLink slug="voorwaarden">{t.terms}</LegalLink>
      {t.beforePrivacy}
      <LegalLink slug="privacy">{t.privacy}</LegalLink>
      {t.beforeWithdrawal}
      <LegalLink slug="herroepingsrecht">{t.withdrawal}</LegalLink>
      {t.end}
    </p>
  );
}
