import { orderMessages } from '@shop/shared/order';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { usePaymentConfirmation } from '../hooks/use-payment-confirmation.ts';
import { successMessages as t } from '../messages.ts';

export default function SuccessPage() {
  const [searchParams] = useSearchParams();
  const { isLoggedIn } = useAuth();
  usePaymentConfirmation(searchParams.get('session_id'), isLoggedIn);

  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
      <CircleCheck size={56} aria-hidden className="mx-auto mb-4 text-emerald-600" />
      <PageHeading title={pageTitles.success} className="mb-3">
        {orderMessages.placed}
      </PageHeading>
      <p className="text-stone-700">{t.thanks}</p>
      <p className="mt-2 text-stone-700">{t.mailFollows}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <LinkButton to={paths.shop()}>{t.keepShopping}</LinkButton>
        <LinkButton to={paths.home()} variant="secondary">
          {t.home}
        </LinkButton>
      </div>
    </section>
  );
}
