import { orderMessages } from '@shop/shared/order';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { usePaymentOutcome } from '../hooks/use-payment-outcome.ts';
import { successMessages as t } from '../messages.ts';

function Card({
  icon,
  title,
  heading,
  children,
}: {
  icon: ReactNode;
  title?: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
      {icon}
      <PageHeading title={title ?? heading} className="mb-3">
        {heading}
      </PageHeading>
      {children}
    </section>
  );
}

function Buttons({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>;
}

const toOrders = (
  <LinkButton to={paths.profile()} variant="secondary">
    {t.toOrders}
  </LinkButton>
);

/**
 * /success?session_id=…: what the server knows about the payment (decision 037). Paid: the spec's
 * 'Bestelling geplaatst!'. On its way: a note that follows the order until the payment arrives.
 * Anything else (no session, a guest, someone else's or a made-up session) never claims an order.
 */
export default function SuccessPage() {
  const [searchParams] = useSearchParams();
  const { isLoggedIn } = useAuth();
  const outcome = usePaymentOutcome(searchParams.get('session_id'), isLoggedIn);
  const iconClass = 'mx-auto mb-4';

  switch (outcome.state) {
    case 'checking':
      return <LoadingText text={t.checking} />;
    case 'paid':
      return (
        <Card
          icon={<CircleCheck size={56} aria-hidden className={`${iconClass} text-emerald-600`} />}
          title={pageTitles.success}
          heading={orderMessages.placed}
        >
          <p className="text-stone-700">{t.thanks}</p>
          <p className="mt-2 text-stone-700">{t.mailFollows}</p>
          <Buttons>
            <LinkButton to={paths.shop()}>{t.keepShopping}</LinkButton>
            <LinkButton to={paths.home()} variant="secondary">
              {t.home}
            </LinkButton>
          </Buttons>
        </Card>
      );
    case 'processing':
      return (
        <Card
          icon={<Clock size={56} aria-hidden className={`${iconClass} text-amber-600`} />}
          heading={t.processingTitle}
        >
          <p role="status" className="text-stone-700">
            {outcome.gaveUp ? t.processingLong : t.processing}
          </p>
          <Buttons>{toOrders}</Buttons>
        </Card>
      );
    case 'notPaid':
      return (
        <Card
          icon={<CircleAlert size={56} aria-hidden className={`${iconClass} text-stone-500`} />}
          heading={t.notPaidTitle}
        >
          <p className="text-stone-700">{t.notPaid}</p>
          <Buttons>
            <LinkButton to={paths.cart()}>{t.toCart}</LinkButton>
            {toOrders}
          </Buttons>
        </Card>
      );
    case 'failed':
      return (
        <Card
          icon={<CircleAlert size={56} aria-hidden className={`${iconClass} text-stone-500`} />}
          heading={t.failedTitle}
        >
          <LoadFailure error={outcome.error} fallback={t.confirmFailed} onRetry={outcome.retry} />
          <Buttons>{toOrders}</Buttons>
        </Card>
      );
    default:
      return (
        <Card
          icon={<CircleAlert size={56} aria-hidden className={`${iconClass} text-stone-500`} />}
          heading={t.unknownTitle}
        >
          <p className="text-stone-700">{isLoggedIn ? t.unknown : t.unknownGuest}</p>
          <Buttons>{isLoggedIn ? toOrders : <LinkButton to={paths.login()}>{t.toLogin}</LinkButton>}</Buttons>
        </Card>
      );
  }
}
