import { useLocation } from 'react-router';
import {
  LegalPageView,
  legalPageMeta,
  legalPagePrefetch,
  legalPageSlugOf,
} from '../components/legal-page-view.tsx';

export const prefetch = legalPagePrefetch;
export const meta = legalPageMeta;

/**
 * /voorwaarden, /privacy and /herroepingsrecht: the terms, the privacy statement and the
 * withdrawal right with its model form, as the admin wrote them. One page at three addresses, so
 * the app's route table holds one chunk for them (the first load's budget, decision 028).
 */
export default function LegalPage() {
  const slug = legalPageSlugOf(useLocation().pathname);
  return slug ? <LegalPageView slug={slug} /> : null;
}
